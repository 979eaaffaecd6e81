import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { components } from '@eqp/contract';
import type { Db } from '../../../db/client.js';
import { articles, partnerCompanies } from '../../../db/schema.js';
import type { PartnerCaller } from '../access.js';

export type Article = components['schemas']['Article'];

/** The partner article search starts at this many characters (spec §5, §9). */
export const SEARCH_MIN_LENGTH = 3;

/**
 * At most this many articles in an answer (spec §9's default list), the first by article number:
 * the order-line editor shows them as a list to pick from and its search (3 characters and more)
 * narrows a warehouse of thousands down to the one wanted.
 */
export const ARTICLE_LIMIT = 100;

/** The warehouse of the caller's company (LookupPartsFromWarehouseId); null: no article search. */
export async function warehouseOf(db: Db, caller: PartnerCaller): Promise<number | null> {
  if (caller.partnerCompanyId === null) return null;
  const [row] = await db
    .select({ warehouseId: partnerCompanies.lookupPartsFromWarehouseId })
    .from(partnerCompanies)
    .where(eq(partnerCompanies.id, caller.partnerCompanyId));
  return row?.warehouseId ?? null;
}

/** `text` as a LIKE pattern matching it anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The articles of the caller's warehouse by article number, at most ARTICLE_LIMIT; with a search
 * text of at least 3 characters (trimmed) only those whose number or description contains it,
 * case-insensitively. Empty when the company has no warehouse (or the user no company).
 */
export async function warehouseArticles(db: Db, caller: PartnerCaller, search?: string): Promise<Article[]> {
  const warehouseId = await warehouseOf(db, caller);
  if (warehouseId === null) return [];
  const text = search?.trim() ?? '';
  const pattern = containsPattern(text);
  const matches =
    text.length >= SEARCH_MIN_LENGTH
      ? or(ilike(articles.articleNumber, pattern), ilike(articles.description, pattern))
      : undefined;
  return db
    .select({
      ArticleNumber: articles.articleNumber,
      ArticleDescription: articles.description,
      ArticleType: articles.articleType,
    })
    .from(articles)
    .where(and(eq(articles.warehouseId, warehouseId), matches))
    .orderBy(asc(articles.articleNumber))
    .limit(ARTICLE_LIMIT);
}

/** One article of the caller's warehouse by number (case-insensitive), if it stocks it. */
export async function warehouseArticle(db: Db, caller: PartnerCaller, articleNumber: string) {
  const warehouseId = await warehouseOf(db, caller);
  if (warehouseId === null) return { warehouseId, article: undefined };
  const [article] = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.warehouseId, warehouseId),
        ilike(
          articles.articleNumber,
          articleNumber.trim().replace(/[\\%_]/g, (c) => `\\${c}`),
        ),
      ),
    );
  return { warehouseId, article };
}

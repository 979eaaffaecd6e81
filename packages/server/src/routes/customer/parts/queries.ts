/**
 * Parts (articles) as the customer sees them: list price, image, the model's quantity and the
 * organisation's own price. Prices are withheld (null, HasCustomerPrice false) from an
 * organisation that does not see prices.
 */
import { and, eq } from 'drizzle-orm';
import type { components } from '@eqp/contract';
import type { Db } from '../../../db/client.js';
import { articles, customerPrices, machines, modelParts } from '../../../db/schema.js';

export type Part = components['schemas']['Part'];
export type PriceForMachine = components['schemas']['PriceForMachine'];

type ArticleRow = typeof articles.$inferSelect;

function toPart(
  article: ArticleRow,
  customerPrice: number | null,
  options: { showPrices: boolean; quantity: number | null },
): Part {
  const { showPrices, quantity } = options;
  return {
    ArticleNumber: article.articleNumber,
    ArticleDescription: article.description,
    ArticleDescriptionLong: article.descriptionLong,
    ArticlePrice: showPrices ? article.price : null,
    ArticleImage: article.image,
    Quantity: quantity,
    MachineId: null,
    CustomerArticlePrice: showPrices ? customerPrice : null,
    HasCustomerPrice: showPrices && customerPrice !== null,
  };
}

/** One article with the organisation's price; undefined when there is no such article. */
export async function loadPart(
  db: Db,
  customerId: number,
  articleNumber: string,
  options: { showPrices: boolean },
): Promise<Part | undefined> {
  const [row] = await db
    .select({ article: articles, customerPrice: customerPrices.price })
    .from(articles)
    .leftJoin(
      customerPrices,
      and(
        eq(customerPrices.articleNumber, articles.articleNumber),
        eq(customerPrices.customerId, customerId),
      ),
    )
    .where(eq(articles.articleNumber, articleNumber));
  if (!row) return undefined;
  return toPart(row.article, row.customerPrice, { ...options, quantity: null });
}

/** The parts list of a model in drawing order (position, then article number). */
export async function modelPartsList(
  db: Db,
  customerId: number,
  machineModelId: number,
  options: { showPrices: boolean },
): Promise<Part[]> {
  const rows = await db
    .select({
      article: articles,
      customerPrice: customerPrices.price,
      quantity: modelParts.quantity,
      position: modelParts.position,
    })
    .from(modelParts)
    .innerJoin(articles, eq(articles.articleNumber, modelParts.articleNumber))
    .leftJoin(
      customerPrices,
      and(
        eq(customerPrices.articleNumber, articles.articleNumber),
        eq(customerPrices.customerId, customerId),
      ),
    )
    .where(eq(modelParts.machineModelId, machineModelId));
  const order = (position: string | null) => {
    const n = Number(position);
    return position !== null && Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
  };
  rows.sort(
    (a, b) =>
      order(a.position) - order(b.position) || a.article.articleNumber.localeCompare(b.article.articleNumber),
  );
  return rows.map((row) => toPart(row.article, row.customerPrice, { ...options, quantity: row.quantity }));
}

/** Whether the organisation has a machine of the model. */
export async function organisationHasModel(
  db: Db,
  customerId: number,
  machineModelId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: machines.id })
    .from(machines)
    .where(and(eq(machines.customerId, customerId), eq(machines.machineModelId, machineModelId)))
    .limit(1);
  return row !== undefined;
}

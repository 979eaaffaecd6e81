import { and, asc, eq } from 'drizzle-orm';
import type { components } from '@eqp/contract';
import { ORDER_LINE_TEXT_MAX, validateOrderLineText } from '@eqp/rules';
import type { Db } from '../../../db/client.js';
import { orderLines } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { lockEditableJob, type PartnerCaller } from '../access.js';
import { warehouseArticle } from '../articles/queries.js';

export type OrderLine = components['schemas']['OrderLine'];
export type OrderLineCreate = components['schemas']['OrderLineCreate'];
export type OrderLineUpdate = components['schemas']['OrderLineUpdate'];

/** Custom line text (spec §5, §9): at most 50 characters (`@eqp/rules`; the contract's maxLength). */
export const MAX_DESCRIPTION_LENGTH = ORDER_LINE_TEXT_MAX;

export const ORDER_LINE_MESSAGES = {
  noLine: 'No such order line on this machine job',
  emptyText: 'ArticleDescription must not be empty',
  noWarehouse: 'Your company has no parts warehouse: add a custom line (ArticleNumber null)',
  notInWarehouse: (number: string) => `Article ${number} is not in your company's warehouse`,
} as const;

const columns = {
  Id: orderLines.id,
  ArticleNumber: orderLines.articleNumber,
  ArticleDescription: orderLines.articleDescription,
  ArticleCount: orderLines.articleCount,
  ArticleType: orderLines.articleType,
};

export async function listOrderLines(db: Db, machineJobId: number): Promise<OrderLine[]> {
  return db
    .select(columns)
    .from(orderLines)
    .where(eq(orderLines.machineJobId, machineJobId))
    .orderBy(asc(orderLines.id));
}

/** The line text, trimmed; 400 when nothing is left. */
function lineText(text: string): string {
  if (validateOrderLineText(text) === 'required') throw badRequest(ORDER_LINE_MESSAGES.emptyText);
  return text.trim();
}

/**
 * Adds a line to a machine job of an open job. A warehouse article (ArticleNumber set) must be
 * stocked by the caller's company's warehouse; the line takes the article's number, type and
 * (when it fits in 50 characters) description. A custom line (ArticleNumber null) takes the text
 * and type as sent. The count defaults to 1 (the contract's default).
 */
export async function addOrderLine(
  db: Db,
  caller: PartnerCaller,
  jobId: number,
  machineJobId: number,
  body: OrderLineCreate,
): Promise<OrderLine> {
  const text = lineText(body.ArticleDescription);
  let values: { articleNumber: string | null; articleDescription: string; articleType: string | null };
  if (body.ArticleNumber === null) {
    values = { articleNumber: null, articleDescription: text, articleType: body.ArticleType ?? null };
  } else {
    const { warehouseId, article } = await warehouseArticle(db, caller, body.ArticleNumber);
    if (warehouseId === null) throw badRequest(ORDER_LINE_MESSAGES.noWarehouse);
    if (!article) throw badRequest(ORDER_LINE_MESSAGES.notInWarehouse(body.ArticleNumber.trim()));
    const own = article.description?.trim() ?? '';
    values = {
      articleNumber: article.articleNumber,
      articleDescription: own.length > 0 && own.length <= MAX_DESCRIPTION_LENGTH ? own : text,
      articleType: article.articleType,
    };
  }
  return db.transaction(async (tx) => {
    await lockEditableJob(tx as unknown as Db, jobId);
    const [line] = await tx
      .insert(orderLines)
      .values({ ...values, machineJobId, articleCount: body.ArticleCount ?? 1, createdBy: caller.userId })
      .returning(columns);
    return line!;
  });
}

/** Changes the text and count of a line of the machine job (any line, article or custom). */
export async function updateOrderLine(
  db: Db,
  jobId: number,
  machineJobId: number,
  body: OrderLineUpdate,
): Promise<OrderLine> {
  const text = lineText(body.ArticleDescription);
  return db.transaction(async (tx) => {
    await lockEditableJob(tx as unknown as Db, jobId);
    const [line] = await tx
      .update(orderLines)
      .set({ articleDescription: text, articleCount: body.ArticleCount })
      .where(and(eq(orderLines.id, body.Id), eq(orderLines.machineJobId, machineJobId)))
      .returning(columns);
    if (!line) throw notFound(ORDER_LINE_MESSAGES.noLine);
    return line;
  });
}

/** Removes a line of the machine job; answers the lines left. */
export async function deleteOrderLine(
  db: Db,
  jobId: number,
  machineJobId: number,
  lineId: number,
): Promise<OrderLine[]> {
  await db.transaction(async (tx) => {
    await lockEditableJob(tx as unknown as Db, jobId);
    const deleted = await tx
      .delete(orderLines)
      .where(and(eq(orderLines.id, lineId), eq(orderLines.machineJobId, machineJobId)))
      .returning({ id: orderLines.id });
    if (deleted.length === 0) throw notFound(ORDER_LINE_MESSAGES.noLine);
  });
  return listOrderLines(db, machineJobId);
}

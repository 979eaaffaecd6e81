import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { components } from '@eqp/contract';
import { cartGroupTotal, cartTotal, ORDER_LINE_TEXT_MAX } from '@eqp/rules';
import { contractLimit } from '../../../contract/limits.js';
import type { Db } from '../../../db/client.js';
import {
  articles,
  cartLines,
  carts,
  customerPrices,
  customers,
  jobs,
  machines,
  orderLines,
} from '../../../db/schema.js';
import { DEFAULT_PRIORITY, NEW_STATUS_ID, PARTS_JOB_TYPE } from '../jobs/status.js';

export type ShoppingCart = components['schemas']['ShoppingCart'];
type CartGroup = components['schemas']['CartGroup'];

/** The largest count of one cart line (a typing slip should not order 10 million gaskets). */
export const MAX_LINE_COUNT = contractLimit(
  '/components/schemas/CartAddRequest/properties/Quantity',
  'maximum',
);

/** Whom a cart belongs to: a user acting for an organisation (one open cart per pair). */
export interface CartOwner {
  userId: number;
  customerId: number;
}

/** The open cart of the user in the organisation; undefined while there is none. */
export async function openCartId(db: Db, owner: CartOwner): Promise<number | undefined> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(
      and(eq(carts.userId, owner.userId), eq(carts.customerId, owner.customerId), isNull(carts.checkedOutAt)),
    );
  return row?.id;
}

/**
 * The open cart, created when missing (concurrent calls end up with the same one: a unique index),
 * locked until the caller's transaction ends so a checkout running meanwhile cannot send it
 * underneath a line being added. Call inside a transaction.
 */
export async function ensureOpenCart(tx: Db, owner: CartOwner): Promise<number> {
  const lockOpen = async () => {
    const [row] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(
          eq(carts.userId, owner.userId),
          eq(carts.customerId, owner.customerId),
          isNull(carts.checkedOutAt),
        ),
      )
      .for('update');
    return row?.id;
  };
  const existing = await lockOpen();
  if (existing !== undefined) return existing;
  await tx.insert(carts).values(owner).onConflictDoNothing();
  return (await lockOpen())!;
}

/**
 * The cart as the portal shows it: lines grouped by machine (groups in the order their first line
 * was added, lines in the order added). Without `showPrices` every price is null and the total 0.
 * An open cart without lines answers like no cart (`CartId: null`, no groups).
 */
export async function shoppingCart(db: Db, owner: CartOwner, showPrices: boolean): Promise<ShoppingCart> {
  const [customer] = await db
    .select({ currency: customers.currency })
    .from(customers)
    .where(eq(customers.id, owner.customerId));
  const currency = customer?.currency ?? null;
  const cartId = await openCartId(db, owner);
  const lines =
    cartId === undefined
      ? []
      : await db
          .select({
            id: cartLines.id,
            count: cartLines.count,
            price: cartLines.price,
            articleNumber: cartLines.articleNumber,
            description: articles.description,
            image: articles.image,
            articleType: articles.articleType,
            machineId: machines.id,
            displayName: machines.displayName,
            name: machines.name,
            serialNumber: machines.serialNumber,
          })
          .from(cartLines)
          .innerJoin(articles, eq(articles.articleNumber, cartLines.articleNumber))
          .innerJoin(machines, eq(machines.id, cartLines.machineId))
          .where(eq(cartLines.cartId, cartId))
          .orderBy(asc(cartLines.id));
  if (cartId === undefined || lines.length === 0) {
    return { CartId: null, Groups: [], TotalAmount: 0, Currency: currency };
  }
  const groups = new Map<number, CartGroup>();
  for (const line of lines) {
    let group = groups.get(line.machineId);
    if (!group) {
      group = {
        Machine: {
          Id: line.machineId,
          DisplayName: line.displayName,
          Name: line.name,
          SerialNumber: line.serialNumber,
        },
        Items: [],
      };
      groups.set(line.machineId, group);
    }
    const price = showPrices && line.price !== null ? Number(line.price) : null;
    group.Items.push({
      Id: line.id,
      ArticleCount: line.count,
      ArticlePrice: price,
      Article: {
        ArticleNumber: line.articleNumber,
        ArticleDescription: line.description,
        ArticleImage: line.image,
        ArticleType: line.articleType,
      },
    });
  }
  // The total of the rules (`@eqp/rules` cartTotal: summed in whole cents), the figure the portal shows.
  const cart = { CartId: cartId, Groups: [...groups.values()], Currency: currency };
  return { ...cart, TotalAmount: cartTotal(cart) };
}

/** The unit price the organisation pays: its own price, else the list price; undefined: no such article. */
export async function unitPrice(
  db: Db,
  customerId: number,
  articleNumber: string,
): Promise<{ price: number | null } | undefined> {
  const [row] = await db
    .select({ listPrice: articles.price, customerPrice: customerPrices.price })
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
  const price = row.customerPrice ?? row.listPrice;
  return { price: price === null ? null : Number(price) };
}

/**
 * Adds `quantity` of the article for the machine to the cart: a new line, or more of the same
 * article on the same machine (its price refreshed). Answers the line's new count.
 */
export async function addCartLine(
  db: Db,
  line: { cartId: number; machineId: number; articleNumber: string; quantity: number; price: number | null },
): Promise<number> {
  const [row] = await db
    .insert(cartLines)
    .values({
      cartId: line.cartId,
      machineId: line.machineId,
      articleNumber: line.articleNumber,
      count: line.quantity,
      price: line.price,
    })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.machineId, cartLines.articleNumber],
      set: { count: sql`${cartLines.count} + excluded.count`, price: sql`excluded.price` },
    })
    .returning({ count: cartLines.count });
  return row!.count;
}

/** The ids of the user's open carts in the organisation (at most one). */
const openCartsOf = (db: Db, owner: CartOwner) =>
  db
    .select({ id: carts.id })
    .from(carts)
    .where(
      and(eq(carts.userId, owner.userId), eq(carts.customerId, owner.customerId), isNull(carts.checkedOutAt)),
    );

/**
 * Sets the count of a line of the user's open cart, in one statement that also checks whose line it
 * is. False when it is not such a line (another user's or organisation's, a sent cart's, none).
 */
export async function setOwnLineCount(
  db: Db,
  owner: CartOwner,
  lineId: number,
  count: number,
): Promise<boolean> {
  const rows = await db
    .update(cartLines)
    .set({ count })
    .where(and(eq(cartLines.id, lineId), inArray(cartLines.cartId, openCartsOf(db, owner))))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

/** Deletes a line of the user's open cart; false when it is not such a line. */
export async function deleteOwnLine(db: Db, owner: CartOwner, lineId: number): Promise<boolean> {
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), inArray(cartLines.cartId, openCartsOf(db, owner))))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

export async function cartById(db: Db, id: number) {
  const [row] = await db.select().from(carts).where(eq(carts.id, id));
  return row;
}

/**
 * Turns the open cart into a part order (job type Parts, status New) with one machine sub-job per
 * machine group; each line becomes an order line of its machine job, and the machine job's parts
 * amount is the value of its lines. The cart is marked checked out (the user's cart is then empty).
 * Run inside the caller's transaction. Undefined when the cart was checked out meanwhile.
 */
export async function checkoutCart(
  tx: Db,
  order: { cartId: number; owner: CartOwner; comment: string | null; now: Date },
): Promise<number | undefined> {
  const { cartId, owner, now } = order;
  // Mark first: of two concurrent checkouts of one cart only one gets past this update.
  const marked = await tx
    .update(carts)
    .set({ checkedOutAt: now })
    .where(and(eq(carts.id, cartId), isNull(carts.checkedOutAt)))
    .returning({ id: carts.id });
  if (marked.length === 0) return undefined;
  const lines = await tx
    .select({
      machineId: cartLines.machineId,
      displayName: machines.displayName,
      articleNumber: cartLines.articleNumber,
      description: articles.description,
      articleType: articles.articleType,
      count: cartLines.count,
      price: cartLines.price,
    })
    .from(cartLines)
    .innerJoin(articles, eq(articles.articleNumber, cartLines.articleNumber))
    .innerJoin(machines, eq(machines.id, cartLines.machineId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.id));
  const byMachine = new Map<number, typeof lines>();
  for (const line of lines) byMachine.set(line.machineId, [...(byMachine.get(line.machineId) ?? []), line]);
  const [customer] = await tx.select().from(customers).where(eq(customers.id, owner.customerId));
  const common = {
    jobTypeId: PARTS_JOB_TYPE.id,
    jobTypeName: PARTS_JOB_TYPE.name,
    statusId: NEW_STATUS_ID,
    priorityName: DEFAULT_PRIORITY,
    createdDate: now,
    customerId: owner.customerId,
    createdByUserId: owner.userId,
  };
  const names = [...byMachine.values()].map((group) => group[0]!.displayName);
  const [parent] = await tx
    .insert(jobs)
    .values({
      ...common,
      // Part orders have no back-office order number: the portal shows S + Id.
      orderId: null,
      displayName: `${PARTS_JOB_TYPE.name}: ${names.join(', ')}`,
      customerComment: order.comment,
      deliveryStreet: customer?.deliveryStreet ?? null,
      deliveryZip: customer?.deliveryZip ?? null,
      deliveryCity: customer?.deliveryCity ?? null,
      deliveryCountry: customer?.deliveryCountry ?? null,
    })
    .returning({ id: jobs.id });
  for (const [machineId, group] of byMachine) {
    const value = cartGroupTotal(
      group.map((l) => ({ ArticleCount: l.count, ArticlePrice: l.price === null ? null : Number(l.price) })),
    );
    const [machineJob] = await tx
      .insert(jobs)
      .values({ ...common, parentJobId: parent!.id, machineId, partsAmount: value ?? 0 })
      .returning({ id: jobs.id });
    await tx.insert(orderLines).values(
      group.map((l) => ({
        machineJobId: machineJob!.id,
        articleNumber: l.articleNumber,
        articleDescription: Array.from(l.description || l.articleNumber)
          .slice(0, ORDER_LINE_TEXT_MAX)
          .join(''),
        articleCount: l.count,
        articleType: l.articleType,
        createdAt: now,
        createdBy: owner.userId,
      })),
    );
  }
  await tx.update(carts).set({ orderJobId: parent!.id }).where(eq(carts.id, cartId));
  return parent!.id;
}

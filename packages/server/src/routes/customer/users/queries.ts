import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { components } from '@eqp/contract';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import { containsPattern } from '../jobs/queries.js';

export type CustomerUser = components['schemas']['CustomerUser'];
export type UserRow = typeof users.$inferSelect;

/** User types of spec §6. */
export const MODERATOR = 4;
export const USER = 6;

export const toCustomerUser = (row: UserRow): CustomerUser => ({
  Id: row.id,
  Name: row.name,
  EmailAdress: row.email,
  UserTypeId: row.userTypeId === MODERATOR ? MODERATOR : USER,
  CustomerId: row.customerId!,
  Active: row.active,
});

/** The customer users whose own organisation is `customerId`, by name; `search` in name or e-mail. */
export async function organisationUsers(
  db: Db,
  customerId: number,
  search?: string,
): Promise<CustomerUser[]> {
  const text = search?.trim();
  const pattern = text ? containsPattern(text) : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.kind, 'customer'),
        eq(users.customerId, customerId),
        pattern ? or(sql`${users.name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map(toCustomerUser);
}

export async function userById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row !== undefined;
}

export interface NewUser {
  name: string;
  email: string;
  userTypeId: 4 | 6;
  customerId: number;
  active: boolean;
  passwordHash: string;
}

/** Inserts the user; undefined when the e-mail address is taken (the unique index on lower(email)). */
export async function insertCustomerUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, kind: 'customer' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Flips the active flag; answers the updated row. */
export async function toggleUserActive(db: Db, id: number): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ active: sql`not ${users.active}` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

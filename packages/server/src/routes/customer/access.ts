/**
 * Tenant checks shared by the customer areas. A record of another organisation answers 403
 * (`Unauthorized`, the contract's rule), an id that does not exist 404; nothing is changed either way.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { machines } from '../../db/schema.js';
import { forbidden, notFound } from '../../http/errors.js';

export const ACCESS_MESSAGES = {
  noSuchMachine: (id: number) => `No such machine: ${id}`,
  notYourMachine: (id: number) => `Machine ${id} does not belong to your organisation`,
} as const;

/** The organisation owning the machine; undefined when there is no such machine. */
export async function machineOwner(db: Db, machineId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ customerId: machines.customerId })
    .from(machines)
    .where(eq(machines.id, machineId));
  return row?.customerId;
}

/** The machine `machineId` of the organisation `customerId`: 404 when unknown, 403 when another's. */
export async function requireOwnMachine(db: Db, customerId: number, machineId: number): Promise<void> {
  const owner = await machineOwner(db, machineId);
  if (owner === undefined) throw notFound(ACCESS_MESSAGES.noSuchMachine(machineId));
  if (owner !== customerId) throw forbidden(ACCESS_MESSAGES.notYourMachine(machineId));
}

/**
 * Checks that every id is a machine of the organisation. For writes (a new job, a cart line) an id
 * that is not the organisation's machine answers 403 whether or not it exists elsewhere, so a write
 * never tells one organisation which ids another has.
 */
export async function requireOwnMachines(db: Db, customerId: number, machineIds: number[]): Promise<void> {
  if (machineIds.length === 0) return;
  const rows = await db
    .select({ id: machines.id, customerId: machines.customerId })
    .from(machines)
    .where(inArray(machines.id, machineIds));
  const own = new Set(rows.filter((r) => r.customerId === customerId).map((r) => r.id));
  const foreign = machineIds.find((id) => !own.has(id));
  if (foreign !== undefined) throw forbidden(ACCESS_MESSAGES.notYourMachine(foreign));
}

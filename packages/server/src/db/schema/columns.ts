/** Column types of more than one table. */
import { customType, numeric } from 'drizzle-orm/pg-core';

/** bytea as a Node Buffer with both drivers (PGlite answers Uint8Array, postgres-js Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

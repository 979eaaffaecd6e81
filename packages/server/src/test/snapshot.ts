/**
 * A pristine copy of the demo data inside the test database, and a restore that brings every
 * table and sequence back to it between tests (spec: any server test passes alone, in any order).
 *
 * `takeSnapshot` (run once, on the seeded template) copies each table of `public` into the schema
 * `eqp_test_snapshot`, records every sequence's position, and puts a statement trigger on each
 * table that notes the table as changed. `restoreSnapshot` then rewrites only the changed tables
 * from their copies and resets every sequence (a rolled-back insert still moves one). It runs as
 * one function call: a few milliseconds when a test wrote a handful of rows, less when it wrote
 * none. Needs a superuser (session_replication_role turns foreign-key triggers off while the rows
 * go back): PGlite is one, and so is the `postgres` user of a local PostgreSQL.
 *
 * The triggers and the schema exist only in test databases; the server never sees a difference
 * (the triggers write to a table outside `public`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export const SNAPSHOT_SCHEMA = 'eqp_test_snapshot';

const S = SNAPSHOT_SCHEMA;

const TAKE = [
  `create schema ${S}`,
  `create table ${S}.changed (name text primary key)`,
  `create table ${S}.sequences (name text primary key, last_value bigint not null, is_called boolean not null)`,
  `create function ${S}.note_change() returns trigger language plpgsql as $$
begin
  insert into ${S}.changed values (tg_table_name) on conflict do nothing;
  return null;
end $$`,
  `create function ${S}.restore() returns integer language plpgsql as $$
declare
  t text;
  s record;
  n integer := 0;
begin
  perform set_config('session_replication_role', 'replica', true);
  for t in select name from ${S}.changed loop
    execute format('delete from public.%I', t);
    execute format('insert into public.%I overriding system value select * from ${S}.%I', t, t);
    n := n + 1;
  end loop;
  delete from ${S}.changed;
  for s in select * from ${S}.sequences loop
    perform setval(format('public.%I', s.name)::regclass, s.last_value, s.is_called);
  end loop;
  perform set_config('session_replication_role', 'origin', true);
  return n;
end $$`,
  `do $$
declare
  t text;
  q text;
  v record;
begin
  for t in select tablename from pg_tables where schemaname = 'public' order by tablename loop
    execute format('create table ${S}.%I as table public.%I', t, t);
    execute format(
      'create trigger eqp_test_note_change after insert or update or delete or truncate on public.%I'
      ' for each statement execute function ${S}.note_change()', t);
  end loop;
  for q in select sequencename from pg_sequences where schemaname = 'public' loop
    execute format('select last_value, is_called from public.%I', q) into v;
    insert into ${S}.sequences values (q, v.last_value, v.is_called);
  end loop;
end $$`,
];

/** Copies the current data as the state every test starts from (once, on the template). */
export async function takeSnapshot(db: Db): Promise<void> {
  for (const statement of TAKE) await db.execute(sql.raw(statement));
}

/**
 * Brings the data back to the snapshot; answers how many tables had changed. The tables of `keep`
 * stay as they are (their rows whose user is gone are dropped, so no row points at a missing user).
 */
export async function restoreSnapshot(db: Db, options: { keep?: readonly string[] } = {}): Promise<number> {
  for (const table of options.keep ?? []) {
    await db.execute(sql`delete from ${sql.raw(`${S}.changed`)} where name = ${table}`);
  }
  const result = await db.execute<{ n: number }>(sql.raw(`select ${S}.restore() as n`));
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { n: number }[] }).rows;
  for (const table of options.keep ?? []) {
    await db.execute(
      sql.raw(
        `delete from public.${table} t where not exists (select 1 from public.users u where u.id = t.user_id)`,
      ),
    );
  }
  return Number(rows[0]?.n ?? 0);
}

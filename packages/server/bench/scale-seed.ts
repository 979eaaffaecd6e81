/**
 * `pnpm --filter @eqp/server seed:scale [--force]`: a database at a big customer's scale.
 *
 * Needs DATABASE_URL (PostgreSQL; PGlite is refused). Migrates and seeds the demo data as
 * `pnpm start` does, then adds 100,000 machines and 1,000,000 jobs (each with a machine job), with
 * service history, order lines, appointments and the two scale accounts (bench/scale-shapes.ts),
 * in set-based statements (bench/scale-sql.ts). Prints each step's time and the row counts.
 *
 * It runs on an empty database, or on one holding only the demo data. Anything else (a second run
 * included) is refused unless `--force`, which drops every table of the database first and so
 * rebuilds it from nothing. The rows depend only on the day (UTC) the seed runs.
 */
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { hashPassword } from '../src/auth/password.js';
import { openDatabase } from '../src/db/client.js';
import { buildSeedPlan, seedIfEmpty } from '../src/seed/index.js';
import { demoSalt } from '../src/seed/accounts.js';
import { type Bases, COUNTED_TABLES, RANDOM_FUNCTION, scaleSteps } from './scale-sql.js';
import {
  SCALE_ACCOUNTS,
  SCALE_JOBS,
  SCALE_MACHINES,
  SCALE_MODERATOR,
  SCALE_SETTING,
  SCALE_TECHNICIAN,
} from './scale-shapes.js';

type Sql = postgres.Sql;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Why the database may not be seeded (without --force), or null when it may. */
async function whyNotEmpty(sql: Sql): Promise<string | null> {
  const [{ tables }] = await sql<[{ tables: number }]>`
    select count(*)::int as tables from information_schema.tables where table_schema = 'public'`;
  if (tables === 0) return null;
  const [{ provider }] = await sql<
    [{ provider: string | null }]
  >`select to_regclass('public.provider')::text as provider`;
  if (!provider) return `it has ${tables} tables of something else`;
  const [marker] = await sql`select value from settings where key = ${SCALE_SETTING}`;
  if (marker) return `the scale data is already there (${JSON.stringify(marker.value)})`;
  const demoMachines = buildSeedPlan(new Date()).machines.length;
  const [{ machines }] = await sql<[{ machines: number }]>`select count(*)::int as machines from machines`;
  if (machines > demoMachines)
    return `it has ${machines} machines, more than the demo data's ${demoMachines}`;
  return null;
}

async function dropEverything(sql: Sql): Promise<void> {
  await sql.unsafe('drop schema if exists drizzle cascade');
  await sql.unsafe('drop schema public cascade');
  await sql.unsafe('create schema public');
}

async function bases(sql: Sql): Promise<Bases> {
  const max = async (table: string) => {
    const [row] = await sql.unsafe<[{ n: number }]>(`select coalesce(max(id), 0)::int as n from ${table}`);
    return row.n;
  };
  return {
    customers: await max('customers'),
    partners: await max('partner_companies'),
    machines: await max('machines'),
    jobs: await max('jobs'),
    history: await max('service_history'),
    appointments: await max('appointments'),
  };
}

async function counts(sql: Sql): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const [row] = await sql.unsafe<[{ n: number }]>(`select count(*)::int as n from ${table}`);
    result[table] = row.n;
  }
  return result;
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'seed:scale needs PostgreSQL: set DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/eqp_scale). ' +
        'It does not run on PGlite, the default database.',
    );
    process.exit(2);
  }
  const target = new URL(url);
  const started = performance.now();
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const reason = await whyNotEmpty(sql);
    if (reason && !force) {
      console.error(
        `seed:scale refused: the database ${target.pathname.slice(1)} on ${target.host} is not empty: ${reason}. ` +
          'Run it on an empty database, or add --force to drop every table of this database and build it again.',
      );
      process.exitCode = 2;
      return;
    }
    if (reason) {
      console.log(`--force: dropping every table of ${target.pathname.slice(1)} (${reason})`);
      await dropEverything(sql);
    }

    let step = performance.now();
    const database = await openDatabase({ databaseUrl: url });
    try {
      await database.migrate();
      const seeded = await seedIfEmpty(database.db);
      console.log(
        `migrated${seeded ? ' and seeded the demo data' : ' (the demo data was there)'}: ${seconds(step)}`,
      );
    } finally {
      await database.close();
    }

    const now = new Date();
    now.setUTCHours(0, 0, 0, 0);
    const [{ models }] = await sql<[{ models: number }]>`select count(*)::int as models from machine_models`;
    if (models === 0) throw new Error('the demo catalogue has no machine models');
    const accounts = {
      moderatorEmail: SCALE_MODERATOR.email,
      moderatorHash: await hashPassword(SCALE_MODERATOR.password, { salt: demoSalt(SCALE_MODERATOR.email) }),
      technicianEmail: SCALE_TECHNICIAN.email,
      technicianHash: await hashPassword(SCALE_TECHNICIAN.password, {
        salt: demoSalt(SCALE_TECHNICIAN.email),
      }),
    };
    const b = await bases(sql);
    const before = await counts(sql);
    await sql.begin(async (tx) => {
      await tx.unsafe(RANDOM_FUNCTION);
      for (const s of scaleSteps(b, now, models, accounts)) {
        step = performance.now();
        await tx.unsafe(s.sql);
        console.log(`${s.name}: ${seconds(step)}`);
      }
      await tx`insert into settings (key, value) values (${SCALE_SETTING}, ${tx.json({
        day: now.toISOString().slice(0, 10),
        machines: SCALE_MACHINES,
        jobs: SCALE_JOBS,
        accounts: SCALE_ACCOUNTS.map((a) => a.email),
      })})`;
    });
    // VACUUM as well as ANALYZE: the visibility map lets the lists' index-only scans skip the
    // table, as autovacuum would in time on a database that grew slowly.
    step = performance.now();
    await sql.unsafe(`vacuum analyze ${COUNTED_TABLES.join(', ')}`);
    console.log(`vacuum analyze: ${seconds(step)}`);

    const after = await counts(sql);
    console.log(`\nSeeded ${target.pathname.slice(1)} in ${seconds(started)}. Rows (added):`);
    for (const table of COUNTED_TABLES) {
      console.log(
        `  ${table.padEnd(26)} ${String(after[table]).padStart(9)}  (+${after[table]! - before[table]!})`,
      );
    }
    console.log('\nAccounts (password as the demo accounts):');
    for (const a of SCALE_ACCOUNTS) console.log(`  ${a.email.padEnd(28)} ${a.description}`);
  } finally {
    await sql.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

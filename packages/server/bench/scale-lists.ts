/**
 * `pnpm --filter @eqp/server bench:lists`: how fast are the lists at a big customer's scale?
 *
 * Needs DATABASE_URL pointing at a database seeded by `seed:scale`. Starts the server as
 * `pnpm start` does (a child process; rate limits and load shedding raised so they never answer),
 * signs in the scale moderator (the big customer) and the scale technician (the big partner), and
 * for each list they use runs BENCH_CONNECTIONS (default 10) keep-alive connections for
 * BENCH_SECONDS (default 5). Prints endpoint, requests per second, p50 and p99 in milliseconds and
 * the answer's bytes. BENCH_ACCEPT_ENCODING (default none: identity) is sent as Accept-Encoding;
 * BENCH_ONLY (a text) keeps the endpoints whose name contains it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { encodeCursor } from '../src/routes/customer/jobs/page.js';
import { encodeMachineCursor } from '../src/routes/customer/machines/cursor.js';
import { SCALE_MODERATOR, SCALE_SETTING, SCALE_TECHNICIAN } from './scale-shapes.js';
import { BENCH_SECONDS, fixed, measure, signIn, startServer, stopChild, table } from './scale-http.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Ids {
  machineId: number;
  modelId: number;
  machineJobId: number;
  /** The job list's cursor after its first 75,000 jobs (where Page=1500 starts). */
  jobsCursor: string;
  /** The machine list's cursor after its first 18,000 machines (where Page=601 starts). */
  machinesCursor: string;
}

/** A machine of the big customer with the most jobs, its model, and an open machine job of the partner. */
async function lookUpIds(url: string): Promise<Ids> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [marker] = await sql`select value from settings where key = ${SCALE_SETTING}`;
    if (!marker)
      throw new Error('this database has no scale data: run `pnpm --filter @eqp/server seed:scale` first');
    const [machine] = await sql<[{ id: number; modelId: number }]>`
      select m.id, m.machine_model_id as "modelId" from machines m
      join users u on u.customer_id = m.customer_id and u.email = ${SCALE_MODERATOR.email}
      join jobs j on j.machine_id = m.id
      where m.machine_model_id is not null
      group by m.id order by count(*) desc, m.id limit 1`;
    const [machineJob] = await sql<[{ id: number }]>`
      select j.id from jobs j
      join jobs p on p.id = j.parent_job_id
      join users u on u.partner_company_id = p.partner_company_id and u.email = ${SCALE_TECHNICIAN.email}
      where p.status_id between 21 and 49 and exists (select 1 from order_lines o where o.machine_job_id = j.id)
      order by j.id limit 1`;
    if (!machine || !machineJob) throw new Error('the scale data lacks a machine or a partner machine job');
    const [deep] = await sql<[{ created: string; id: number }]>`
      select to_char(j.created_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created, j.id
      from jobs j join users u on u.customer_id = j.customer_id and u.email = ${SCALE_MODERATOR.email}
      where j.parent_job_id is null and j.status_id <> 110
      order by j.created_date desc, j.id desc offset 74999 limit 1`;
    if (!deep) throw new Error('the big customer has fewer than 75,000 jobs');
    const [deepMachine] = await sql<[{ displayName: string; id: number }]>`
      select m.display_name as "displayName", m.id from machines m
      join users u on u.customer_id = m.customer_id and u.email = ${SCALE_MODERATOR.email}
      order by m.display_name, m.id offset 17999 limit 1`;
    if (!deepMachine) throw new Error('the big customer has fewer than 18,000 machines');
    return {
      machineId: machine.id,
      modelId: machine.modelId,
      machineJobId: machineJob.id,
      jobsCursor: encodeCursor({ ...deep, listed: 75_000 }),
      machinesCursor: encodeMachineCursor(deepMachine),
    };
  } finally {
    await sql.end();
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('bench:lists needs DATABASE_URL: a PostgreSQL database seeded by `seed:scale`.');
    process.exit(2);
  }
  const ids = await lookUpIds(url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-bench-lists-'));
  const { base, child } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url });
  try {
    const customer = await signIn(
      base,
      SCALE_MODERATOR.email,
      SCALE_MODERATOR.password,
      SCALE_MODERATOR.scope,
    );
    const partner = await signIn(
      base,
      SCALE_TECHNICIAN.email,
      SCALE_TECHNICIAN.password,
      SCALE_TECHNICIAN.scope,
    );
    const encoding = process.env.BENCH_ACCEPT_ENCODING;
    const as = (token: string) => ({
      authorization: `Bearer ${token}`,
      ...(encoding ? { 'accept-encoding': encoding } : {}),
    });
    const endpoints: [string, string, Record<string, string>][] = [
      ['customer machines page 1', '/api2/customer/machines/filtered?ItemsPerPage=30&Page=1', as(customer)],
      [
        // The deepest page PAGE_OFFSET_MAX (10,000) allows; further, NextCursor (the row below).
        'customer machines page 334',
        '/api2/customer/machines/filtered?ItemsPerPage=30&Page=334',
        as(customer),
      ],
      [
        'customer machines cursor after 18,000',
        `/api2/customer/machines/filtered?ItemsPerPage=30&Cursor=${ids.machinesCursor}`,
        as(customer),
      ],
      ['customer machines (all)', '/api2/customer/machines', as(customer)],
      [
        'customer machines search "Basement 3"',
        '/api2/customer/machines/search?Search=Basement%203',
        as(customer),
      ],
      ['customer machines search "AC" (2 letters)', '/api2/customer/machines/search?Search=AC', as(customer)],
      [
        'customer machines search "Spiral" (model)',
        '/api2/customer/machines/search?Search=Spiral',
        as(customer),
      ],
      [
        'customer machines search serial "SN4001DB"',
        '/api2/customer/machines/search?Search=SN4001DB',
        as(customer),
      ],
      ['customer jobs page 1', '/api2/customer/jobs/filtered?ItemsPerPage=50&Page=1', as(customer)],
      // The deepest page PAGE_OFFSET_MAX (10,000) allows; further, NextCursor (the next row).
      ['customer jobs page 200', '/api2/customer/jobs/filtered?ItemsPerPage=50&Page=200', as(customer)],
      [
        'customer jobs cursor after 75,000',
        `/api2/customer/jobs/filtered?ItemsPerPage=50&Cursor=${ids.jobsCursor}`,
        as(customer),
      ],
      ['customer jobs open', '/api2/customer/jobs/filtered?Status=open&ItemsPerPage=50&Page=1', as(customer)],
      ['customer jobs Search=Spiral', '/api2/customer/jobs/filtered?Search=Spiral&Page=1', as(customer)],
      [
        'customer jobs of a machine',
        `/api2/customer/jobs/filtered?MachineId=${ids.machineId}&Page=1`,
        as(customer),
      ],
      ['customer open jobs count', '/api2/customer/jobs/openCount', as(customer)],
      [
        'customer open jobs of a machine',
        `/api2/customer/jobs/openmachinejobs/${ids.machineId}`,
        as(customer),
      ],
      ['customer machine history', `/api2/customer/machines/history/${ids.machineId}`, as(customer)],
      ['customer cost overview (12 months)', '/api2/customer/overview/machinecost', as(customer)],
      ['customer parts of a model', `/api2/customer/parts/${ids.modelId}`, as(customer)],
      ['customer users', '/api2/Customer/User/SearchCustomerUsers', as(customer)],
      ['customer shopping cart', '/api2/customer/shoppingcart', as(customer)],
      ['partner jobs view', '/api2/partner/jobs/view', as(partner)],
      ['partner jobs counts (badge)', '/api2/partner/jobs/counts', as(partner)],
      ['partner jobs list Open', '/api2/partner/jobs/list?Section=Open', as(partner)],
      ['partner jobs list Finished', '/api2/partner/jobs/list?Section=Finished', as(partner)],
      ['partner articles (all)', '/api2/partner/Article', as(partner)],
      ['partner article search "seal"', '/api2/partner/Article/Search?searchword=seal', as(partner)],
      ['partner order lines', `/api2/partner/OrderDetail/List/${ids.machineJobId}`, as(partner)],
    ];
    const only = process.env.BENCH_ONLY;
    const chosen = only ? endpoints.filter(([name]) => name.includes(only)) : endpoints;
    console.log(
      `\nServer at ${base.origin} on ${new URL(url).pathname.slice(1)}; ${CONNECTIONS} connections, ` +
        `${BENCH_SECONDS} s an endpoint, Accept-Encoding: ${encoding ?? '(none)'}\n`,
    );
    const rows: string[][] = [];
    for (const [name, pathname, headers] of chosen) {
      const f = await measure(base, pathname, headers, CONNECTIONS);
      const row = [
        name,
        fixed(f.perSecond),
        fixed(f.p50),
        fixed(f.p99),
        String(f.bytes),
        String(f.requests),
        f.failures,
      ];
      rows.push(row);
      console.log(row.join('  '));
    }
    console.log(
      `\n${table(['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'bytes', 'requests', 'not 200'], rows)}`,
    );
  } finally {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

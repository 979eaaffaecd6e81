/**
 * Property-based fuzz test over the contract: for every operation, requests generated from its
 * schemas (src/test/fuzz-requests.ts) with the right, the wrong or no credentials. Every answer must be a
 * 4xx or a success, never a 5xx, carry the security headers and a request id, and match the
 * contract (status declared, body shape).
 *
 * The run is repeatable: FUZZ_SEED (default below) seeds every operation's run, FUZZ_RUNS sets the
 * cases per operation. A failure prints the seed, the path and the shrunk request; replay it with
 * `FUZZ_SEED=<seed> npx vitest run --project server packages/server/src/contract/fuzz.test.ts -t '<operation>'`.
 */
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../http/security.js';
import { DEMO_ACCOUNTS, DEMO_JOB_CODE, DEMO_PASSWORD } from '../seed/index.js';
import { basic, createTestContext, type TestContext } from '../test/context.js';
import { expectContract } from '../test/contract.js';
import { testDatabases } from '../test/databases.js';
import { type ContractOperation, loadContract } from './contract.js';
import { type FuzzSeeds, SchemaArbitraries } from '../test/fuzz-arbitraries.js';
import { type FuzzCredentials, type FuzzRequest, requestArbitrary } from '../test/fuzz-requests.js';

const contract = loadContract();
const SEED = Number(process.env.FUZZ_SEED ?? 20240611);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/** A seed per operation, so that one operation's failure replays alone with -t. */
function seedOf(name: string): number {
  let hash = SEED | 0;
  for (const c of name) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) | 0;
  return hash;
}

/** Integers under `...Id` keys and strings under `...Code`/`...Number` keys of an answer. */
function harvest(value: unknown, seeds: { ids: Set<number>; strings: Set<string> }, key = ''): void {
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) harvest(item, seeds, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) harvest(v, seeds, k);
  } else if (typeof value === 'number' && /id$/i.test(key) && Number.isInteger(value)) {
    seeds.ids.add(value);
  } else if (typeof value === 'string' && /(code|number)$/i.test(key) && value.length <= 64) {
    seeds.strings.add(value);
  }
}

/**
 * Ids and strings the demo accounts can reach, read from the answers of the operations that need
 * no parameter: generated calls then reach real rows (their own and other tenants') now and then.
 */
async function demoSeeds(t: TestContext, credentials: FuzzCredentials): Promise<FuzzSeeds> {
  const seeds = { ids: new Set<number>(), strings: new Set<string>([DEMO_JOB_CODE]) };
  for (const account of DEMO_ACCOUNTS) seeds.strings.add(account.email);
  const listings = contract.operations.filter(
    (op) => op.method === 'GET' && !op.parameters.some((p) => p.required || p.in === 'path'),
  );
  for (const op of listings) {
    for (const token of [credentials.customer, credentials.partner]) {
      const res = await t.app.inject({ url: op.path, headers: { authorization: `Bearer ${token}` } });
      if (String(res.headers['content-type']).startsWith('application/json')) harvest(res.json(), seeds);
    }
  }
  return { ids: [...seeds.ids], strings: [...seeds.strings] };
}

const name = (op: ContractOperation) => `${op.method} ${op.path}`;

describe.each(testDatabases())('contract fuzz ($name)', (kind) => {
  let t: TestContext;
  let schemas: SchemaArbitraries;
  let credentials: FuzzCredentials;
  let cases = 0;
  const statuses = new Map<number, number>();
  const started = { wall: 0, cpu: 0 };

  const cpuSeconds = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  };

  /** Signs in again where an earlier operation ended the session (a user deactivated itself). */
  async function renewTokens(op: ContractOperation): Promise<void> {
    for (const [portal, email] of [
      ['customer', 'moderator@demo.test'],
      ['partner', 'tech@demo.test'],
    ] as const) {
      const res = await t.app.inject({
        url: `/api2/${portal}/userinfo`,
        headers: { authorization: `Bearer ${credentials[portal]}` },
      });
      if (res.statusCode !== 200) credentials[portal] = (await t.login(email)).access_token;
    }
    // The refresh and revoke operations get a session of their own: revoking it ends no other.
    if (op.security.includes('refreshBearer')) {
      credentials.refresh = (await t.login('user@demo.test')).refresh_token!;
    }
  }

  beforeAll(async () => {
    // Load shedding answers 503 when the event loop lags, which a busy test machine can make it do;
    // the rate limits stay (their 429s are part of the contract).
    t = await createTestContext(kind, { limits: { sheddingLagMs: 0 } });
    credentials = {
      customer: (await t.login('moderator@demo.test')).access_token,
      partner: (await t.login('tech@demo.test')).access_token,
      refresh: '',
      basic: [
        basic('moderator@demo.test', DEMO_PASSWORD),
        basic('tech@demo.test', DEMO_PASSWORD),
        basic('moderator@demo.test', 'wrong password'),
        basic('nobody@demo.test', DEMO_PASSWORD),
        basic('moderator@demo.test\u0000', DEMO_PASSWORD),
        basic('', ''),
      ],
    };
    schemas = new SchemaArbitraries(contract.document, await demoSeeds(t, credentials));
    started.wall = performance.now();
    started.cpu = cpuSeconds();
  });
  afterAll(async () => {
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(
      `contract fuzz (${kind.name}, seed ${SEED}): ${cases} requests over ${contract.operations.length} ` +
        `operations in ${((performance.now() - started.wall) / 1000).toFixed(1)} s, ` +
        `${(cpuSeconds() - started.cpu).toFixed(1)} s CPU; answers ${tally.join(', ')}`,
    );
    await t?.close();
  });

  async function send(request: FuzzRequest): Promise<void> {
    cases++;
    const res = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
    await t.app.background.idle();
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const where = `${request.method} ${request.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, where).toBeLessThan(500);
    expect(res.headers['x-content-type-options'], where).toBe(SECURITY_HEADERS['x-content-type-options']);
    expect(res.headers['x-request-id'], where).toBeDefined();
    expectContract(res, request.method, request.url);
  }

  it.each(contract.operations.map((op) => [name(op), op] as const))(
    '%s: no 5xx, every answer as the contract says',
    async (title, op) => {
      await renewTokens(op);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op, schemas, credentials), async (request) => send(request)),
        { seed: seedOf(title), numRuns: RUNS },
      );
    },
  );
});

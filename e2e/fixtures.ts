// The journeys' fixtures: every spec imports `test` and `expect` from here.
//
// - `server` (one per worker): scripts/e2e-server.mjs on a port and data folder of the worker's own,
//   started from a copy of the demo data seeded once per run (global-setup.ts). `baseURL` points at
//   it, so `page.goto('/customer')` and `request` reach the worker's server. Workers share no data;
//   the journeys a worker runs (any of them, in any order) run one after the other on its server.
// - `embedHost` (one per worker, started when a journey needs it): the embed example host page on
//   two more origins, one on the worker's server's CORS allow-list and one not.
// - `api`: clients of the worker's server made with the sdk's `createClient`, typed by the contract
//   (`@eqp/contract`'s `paths`): `api.anonymous` for public calls, `await api.signIn('moderator')`
//   for a demo account's session (token in memory). `client.request(client.api.GET(...))` answers
//   the typed data or throws the server's Message.
// - `signedInPage(role)`, `moderatorPage`, `userPage`, `techPage`: the test's page with the role's
//   session put into local storage where the sdk keeps it (`eqp.token`) before anything loads, so the
//   portal opens signed in without the login form. Journeys about signing in use the form.
//
// Data: a journey that changes something starts by putting what it needs into a known state through
// `api` (an empty cart, an active user, a machine's location, a job not started yet), so the journeys
// pass in any order and however they are spread over the workers.
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import {
  createClient,
  DEFAULT_TOKEN_KEY,
  memoryTokenStore,
  type ApiClient,
  type PortalScope,
} from '@eqp/sdk';
import { serveExamples } from '../packages/embed/examples/serve.mjs';
import { BASE_PORT, dataDirOf, PORT_STRIDE, startServer } from './server';

export { expect };
export type { ApiClient };
export type { Schema } from '@eqp/sdk';

/** The password of every demo account (packages/server/src/seed/accounts.ts). */
export const DEMO_PASSWORD = 'Demo1234!';

/** The demo accounts the journeys act as (README's table, packages/server/src/seed). */
export const ACCOUNTS = {
  /** Mona Moderator, customer moderator (type 4) of Nordic Foods AS; may switch to Nordic Foods Bergen AS; sees prices. */
  moderator: { email: 'moderator@demo.test', scope: 'customer' },
  /** Ulrik User, customer user (type 6) of Fjord Bakery AS; no prices. */
  user: { email: 'user@demo.test', scope: 'customer' },
  /** Per Operator, customer user (type 6) of Nordic Foods AS, the moderator's colleague. */
  operator: { email: 'per.operator@demo.test', scope: 'customer' },
  /** Tore Technician of Service Partner AS (a parts warehouse). */
  tech: { email: 'tech@demo.test', scope: 'partner' },
  /** A technician of Other Partner AS (no warehouse). */
  tech2: { email: 'tech2@otherpartner.test', scope: 'partner' },
  /** A partner account without a partner company. */
  nocompany: { email: 'nocompany@demo.test', scope: 'partner' },
} as const satisfies Record<string, { email: string; scope: PortalScope }>;

export type Role = keyof typeof ACCOUNTS;

export interface E2eServer {
  /** `http://127.0.0.1:<port>`: the API and the built portal. */
  readonly origin: string;
  readonly port: number;
  /** The server's data folder; removed when the worker ends. */
  readonly dataDir: string;
  /** Where the server writes the e-mails it would send (see outbox.ts). */
  readonly outboxDir: string;
  /** The embed host origin on the server's CORS allow-list (served by `embedHost`). */
  readonly allowedOrigin: string;
}

export interface EmbedHost {
  /** On the server's CORS allow-list. */
  readonly allowed: string;
  /** Not on it: the API refuses its pages. */
  readonly refused: string;
}

export interface Api {
  /** A client without a session: the public calls (portal options, the public QR pages). */
  readonly anonymous: ApiClient;
  /** Signs in as `role` with the demo password (`POST /api2/token`): a client of its own. */
  signIn(role: Role): Promise<ApiClient>;
}

interface WorkerFixtures {
  server: E2eServer;
  embedHost: EmbedHost;
}

interface TestFixtures {
  api: Api;
  /** The test's page, signed in as `role` (its session in local storage, before anything loads). */
  signedInPage: (role: Role) => Promise<Page>;
  moderatorPage: Page;
  userPage: Page;
  techPage: Page;
}

function apiOf(origin: string): Api {
  const client = () => createClient({ baseUrl: origin, tokenStore: memoryTokenStore() });
  return {
    anonymous: client(),
    async signIn(role) {
      const signedIn = client();
      const { email, scope } = ACCOUNTS[role];
      await signedIn.login({ username: email, password: DEMO_PASSWORD, scope });
      return signedIn;
    },
  };
}

/** The access token of a signed-in client. */
export function accessToken(client: ApiClient): string {
  const token = client.tokenStore.get();
  if (!token) throw new Error('The client is not signed in');
  return token.access_token;
}

/** Empties the signed-in customer's cart (of its current organisation). */
export async function emptyCart(customer: ApiClient): Promise<void> {
  const cart = await customer.request(customer.api.GET('/api2/customer/shoppingcart'));
  for (const item of cart.Groups.flatMap((group) => group.Items)) {
    await customer.request(
      customer.api.DELETE('/api2/customer/shoppingcart/detail/{id}', { params: { path: { id: item.Id } } }),
    );
  }
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // Playwright reads the fixtures a fixture needs from this parameter's pattern: it must be one.
    async ({}, use, workerInfo) => {
      const port = BASE_PORT + workerInfo.parallelIndex * PORT_STRIDE;
      const allowedOrigin = `http://127.0.0.1:${port + 1}`;
      const server = await startServer({
        port,
        corsOrigins: [allowedOrigin],
        logFile: join(workerInfo.project.outputDir, 'servers', `${port}-worker${workerInfo.workerIndex}.log`),
      });
      const dataDir = dataDirOf(port);
      await use({ origin: server.origin, port, dataDir, outboxDir: join(dataDir, 'outbox'), allowedOrigin });
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],

  embedHost: [
    async ({ server }, use) => {
      const host = await serveExamples([server.port + 1, server.port + 2]);
      const [allowed, refused] = host.origins as [string, string];
      await use({ allowed, refused });
      await host.close();
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ server }, use) => {
    await use(server.origin);
  },

  api: async ({ server }, use) => {
    await use(apiOf(server.origin));
  },

  signedInPage: async ({ page, api, server }, use) => {
    await use(async (role) => {
      const client = await api.signIn(role);
      await page.context().setStorageState({
        cookies: [],
        origins: [
          {
            origin: server.origin,
            localStorage: [{ name: DEFAULT_TOKEN_KEY, value: JSON.stringify(client.tokenStore.get()) }],
          },
        ],
      });
      return page;
    });
  },

  moderatorPage: async ({ signedInPage }, use) => {
    await use(await signedInPage('moderator'));
  },
  userPage: async ({ signedInPage }, use) => {
    await use(await signedInPage('user'));
  },
  techPage: async ({ signedInPage }, use) => {
    await use(await signedInPage('tech'));
  },
});

import { createHash } from 'node:crypto';

/**
 * The demo accounts: one list used by the seed, printed by main.ts and matched by the README.
 * Every account has the same password.
 */
export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoAccount {
  email: string;
  password: string;
  /** The scope to sign in with (POST /api2/token). */
  scope: 'ServiceProvider.Customer' | 'ServiceProvider.Partner';
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'moderator@demo.test',
    password: DEMO_PASSWORD,
    scope: 'ServiceProvider.Customer',
    description:
      'Customer moderator (type 4) of Nordic Foods AS, can switch to Nordic Foods Bergen AS; sees prices (NOK)',
  },
  {
    email: 'user@demo.test',
    password: DEMO_PASSWORD,
    scope: 'ServiceProvider.Customer',
    description: 'Customer user (type 6) of Fjord Bakery AS; no prices',
  },
  {
    email: 'recover.desktop@demo.test',
    password: DEMO_PASSWORD,
    scope: 'ServiceProvider.Customer',
    description: 'Customer user (type 6) of Fjord Bakery AS, for trying password recovery (desktop journey)',
  },
  {
    email: 'recover.phone@demo.test',
    password: DEMO_PASSWORD,
    scope: 'ServiceProvider.Customer',
    description: 'Customer user (type 6) of Fjord Bakery AS, for trying password recovery (phone journey)',
  },
  {
    email: 'tech@demo.test',
    password: DEMO_PASSWORD,
    scope: 'ServiceProvider.Partner',
    description: 'Partner technician of Service Partner AS (has a parts warehouse)',
  },
  {
    email: 'tech2@otherpartner.test',
    password: DEMO_PASSWORD,
    scope: 'ServiceProvider.Partner',
    description: 'Partner technician of Other Partner AS (no warehouse)',
  },
  {
    email: 'nocompany@demo.test',
    password: DEMO_PASSWORD,
    scope: 'ServiceProvider.Partner',
    description: 'Partner account without a partner company',
  },
];

/** The short code of the demo job a partner opens with /c/DEMO42. */
export const DEMO_JOB_CODE = 'DEMO42';

/** A fixed-width text table of the accounts (for the start-up banner). */
export function formatDemoAccounts(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): string {
  const rows = accounts.map((a) => [
    a.email,
    a.password,
    a.scope.replace('ServiceProvider.', ''),
    a.description,
  ]);
  const header = ['E-mail', 'Password', 'Portal', 'Account'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Demo passwords get a salt derived from the e-mail, so two seeds give identical rows. */
export function demoSalt(email: string): Buffer {
  return createHash('sha256').update(`eqp-demo-salt:${email.toLowerCase()}`).digest().subarray(0, 16);
}

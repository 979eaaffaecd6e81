/**
 * The shapes of the scale data set (`pnpm --filter @eqp/server seed:scale`), in one place so the
 * seed, the list benchmark and the README agree. See the README section "Scale: seed and list benchmark".
 */
import { DEMO_PASSWORD } from '../src/seed/index.js';

/** Machines and top-level jobs (orders) added on top of the demo data. */
export const SCALE_MACHINES = 100_000;
export const SCALE_JOBS = 1_000_000;

/** The big customer organisation: the first BIG_MACHINES machines and BIG_JOBS_PER_MILLE of every 1,000 jobs. */
export const BIG_CUSTOMER_NAME = 'Scale Nordic Retail ASA';
export const BIG_MACHINES = 20_000;
export const BIG_JOBS_PER_MILLE = 95;

/** The other customers, over which the remaining machines are spread with a long tail. */
export const OTHER_CUSTOMERS = 3_000;
/** A machine's customer rank is floor(OTHER_CUSTOMERS * u^TAIL_EXPONENT), u uniform in [0, 1). */
export const TAIL_EXPONENT = 3;

/** The partner company of the benchmark: every PARTNER_EVERY-th job (~9,800 jobs). */
export const PARTNER_NAME = 'Scale Service Partner AS';
export const PARTNER_EVERY = 102;
/** Other partner companies; 70 % of the remaining jobs name one of them. */
export const OTHER_PARTNERS = 40;

/** Extra warehouse articles (the benchmark partner looks parts up from the demo warehouse). */
export const SCALE_ARTICLES = 5_000;

/** Jobs are spread over this many days before the seed's day, more of them recently (a growing business). */
export const HISTORY_DAYS = 5 * 365;

/** The fixed salt of every pseudo-random pick (hashint8 of the row number and this salt). */
export const RANDOM_SEED = 20_261_126;

export interface ScaleAccount {
  email: string;
  password: string;
  scope: 'ServiceProvider.Customer' | 'ServiceProvider.Partner';
  description: string;
}

export const SCALE_MODERATOR: ScaleAccount = {
  email: 'scale.moderator@demo.test',
  password: DEMO_PASSWORD,
  scope: 'ServiceProvider.Customer',
  description: `Customer moderator (type 4) of ${BIG_CUSTOMER_NAME} (~20,000 machines, ~95,000 jobs); sees prices`,
};

export const SCALE_TECHNICIAN: ScaleAccount = {
  email: 'scale.tech@demo.test',
  password: DEMO_PASSWORD,
  scope: 'ServiceProvider.Partner',
  description: `Partner technician of ${PARTNER_NAME} (~9,800 jobs; the demo parts warehouse)`,
};

export const SCALE_ACCOUNTS = [SCALE_MODERATOR, SCALE_TECHNICIAN] as const;

/** The settings row that marks a database as scale-seeded (its value: what was added, and when). */
export const SCALE_SETTING = 'scale_seed';

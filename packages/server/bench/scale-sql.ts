/**
 * The set-based statements of the scale seed (bench/scale-seed.ts). Every row is computed from its
 * row number: ids are `base + n` (OVERRIDING SYSTEM VALUE, the identity sequences are moved past
 * them afterwards) and every variation comes from `pg_temp.rnd(n, salt)`, a uniform number in [0, 1)
 * hashed from the row number and RANDOM_SEED, so the same day gives the same rows.
 *
 * Only whole numbers computed here and fixed strings are spliced into the SQL text.
 */
import {
  BIG_CUSTOMER_NAME,
  BIG_JOBS_PER_MILLE,
  BIG_MACHINES,
  HISTORY_DAYS,
  OTHER_CUSTOMERS,
  OTHER_PARTNERS,
  PARTNER_EVERY,
  PARTNER_NAME,
  RANDOM_SEED,
  SCALE_ARTICLES,
  SCALE_JOBS,
  SCALE_MACHINES,
  TAIL_EXPONENT,
} from './scale-shapes.js';

/** The first free id of each table (its max id before the seed). */
export interface Bases {
  customers: number;
  partners: number;
  machines: number;
  jobs: number;
  history: number;
  appointments: number;
}

export interface Step {
  name: string;
  sql: string;
}

const int = (value: number): string => {
  if (!Number.isSafeInteger(value)) throw new Error(`not a whole number: ${value}`);
  return String(value);
};

const pick = (words: readonly string[], expression: string): string =>
  `(array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(', ')}])[1 + floor(${words.length} * ${expression})::int]`;

export const RANDOM_FUNCTION = `create or replace function pg_temp.rnd(n bigint, salt int) returns float8
  language sql immutable parallel safe
  as $$ select (hashint8(n * 1000003 + salt + ${int(RANDOM_SEED)}) & 2147483647)::float8 / 2147483648 $$`;

const CITIES = [
  'Oslo',
  'Bergen',
  'Trondheim',
  'Stavanger',
  'Tromsø',
  'Drammen',
  'Kristiansand',
  'Bodø',
  'Ålesund',
];
const FIRST = [
  'Nordic',
  'Fjord',
  'Arctic',
  'Coastal',
  'Valley',
  'Harbour',
  'Mountain',
  'Polar',
  'Midnight',
  'Aurora',
];
const SECOND = [
  'Foods',
  'Bakery',
  'Hotel',
  'Kitchen',
  'Canteen',
  'Dairy',
  'Catering',
  'Market',
  'Café',
  'Brewery',
];
const PLACES = ['Kitchen', 'Bakery', 'Store', 'Warehouse', 'Canteen', 'Lab', 'Basement', 'Bar', 'Wash room'];
const COMMENTS = [
  'The compressor makes a loud noise',
  'Door seal is leaking',
  'Error E34 on the display',
  'Temperature alarm during the night',
  'Water on the floor under the unit',
  'Annual service as agreed',
  'Fan stops after a few minutes',
  'Please replace the filter',
];
const PARTS = [
  'Door seal',
  'Gasket',
  'Fan motor',
  'Thermostat',
  'Compressor relay',
  'Heating element',
  'Water filter',
];
const SIZES = ['small', 'large', 'type A', 'type B', '320 mm', '450 mm', '24 V', '230 V'];

/**
 * The statements in order. `now` is the seed's day (UTC midnight); `modelCount` the demo catalogue's
 * machine models; `moderatorHash` and `technicianHash` the accounts' password hashes.
 */
export function scaleSteps(
  b: Bases,
  now: Date,
  modelCount: number,
  accounts: {
    moderatorEmail: string;
    moderatorHash: string;
    technicianEmail: string;
    technicianHash: string;
  },
): Step[] {
  const today = `'${now.toISOString()}'::timestamptz`;
  const big = b.customers + 1;
  const partner = b.partners + 1;
  const esc = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const otherMachines = SCALE_MACHINES - BIG_MACHINES;
  return [
    {
      name: 'customers',
      sql: `insert into customers (id, name, organisation_number, delivery_street, delivery_zip, delivery_city,
          delivery_country, show_prices, currency)
        overriding system value
        select ${int(b.customers)} + k,
          case when k = 1 then ${esc(BIG_CUSTOMER_NAME)}
            else ${pick(FIRST, 'pg_temp.rnd(k, 1)')} || ' ' || ${pick(SECOND, 'pg_temp.rnd(k, 2)')} || ' ' || (k - 1) || ' AS' end,
          (810000000 + k)::text, 'Industriveien ' || (1 + k % 90), lpad((1000 + (k * 37) % 9000)::text, 4, '0'),
          ${pick(CITIES, 'pg_temp.rnd(k, 3)')}, 'Norway', k = 1 or k % 2 = 0, 'NOK'
        from generate_series(1, ${int(OTHER_CUSTOMERS + 1)}) k`,
    },
    {
      name: 'partner companies',
      sql: `insert into partner_companies (id, company_name, organisation_number, invoice_email_address, address_city,
          manager_name, manager_email, lookup_parts_from_warehouse_id)
        overriding system value
        select ${int(b.partners)} + k,
          case when k = 1 then ${esc(PARTNER_NAME)} else 'Scale Partner ' || (k - 1) || ' AS' end,
          (910000000 + k)::text, 'invoice' || k || '@partner.scale.test', ${pick(CITIES, 'pg_temp.rnd(k, 4)')},
          'Manager ' || k, 'manager' || k || '@partner.scale.test',
          case when k = 1 then (select min(lookup_parts_from_warehouse_id) from partner_companies) end
        from generate_series(1, ${int(OTHER_PARTNERS + 1)}) k`,
    },
    {
      name: 'accounts',
      sql: `insert into users (name, email, password_hash, kind, user_type_id, customer_id, partner_company_id, created_at)
        values ('Scale Moderator', ${esc(accounts.moderatorEmail)}, ${esc(accounts.moderatorHash)}, 'customer', 4, ${int(big)}, null, ${today}),
               ('Scale Technician', ${esc(accounts.technicianEmail)}, ${esc(accounts.technicianHash)}, 'partner', null, null, ${int(partner)}, ${today})`,
    },
    {
      name: 'articles',
      sql: `insert into articles (article_number, description, price, article_type, warehouse_id)
        select 'SCL-' || lpad(k::text, 5, '0'), ${pick(PARTS, 'pg_temp.rnd(k, 5)')} || ' ' || ${pick(SIZES, 'pg_temp.rnd(k, 6)')},
          round((50 + 5000 * pg_temp.rnd(k, 7) ^ 2)::numeric, 2), 'Part',
          (select lookup_parts_from_warehouse_id from partner_companies where id = ${int(partner)})
        from generate_series(1, ${int(SCALE_ARTICLES)}) k`,
    },
    {
      name: 'machines',
      sql: `with models as (select row_number() over (order by id) as n, id, name, machine_type_id, supplier_id from machine_models)
        insert into machines (id, customer_id, display_name, name, serial_number, qrcode, facility, machine_model_id,
          machine_type_id, supplier_id, bought_date, installation_date, warranty_expires_date, retired_date,
          service_agreement, is_active, is_public)
        overriding system value
        select ${int(b.machines)} + s.i, s.customer_id, m.name || ' ' || (1 + (s.i * 31) % 400),
          ${pick(PLACES, 'pg_temp.rnd(s.i, 8)')} || ' ' || (1 + s.i % 40),
          'SN' || upper(substr(md5('s' || s.i), 1, 10)),
          case when pg_temp.rnd(s.i, 9) < 0.6 then 'Q' || upper(substr(md5('q' || s.i), 1, 12)) end,
          'Facility ' || (1 + s.i % 7), m.id, m.machine_type_id, m.supplier_id,
          s.bought, s.bought + 14, s.bought + 730, case when s.retired then (${today})::date - 30 end,
          pg_temp.rnd(s.i, 10) < 0.4, not s.retired, false
        from (
          select i,
            case when i <= ${int(BIG_MACHINES)} then ${int(big)}
              else ${int(b.customers + 2)} + floor(${int(OTHER_CUSTOMERS)} * pg_temp.rnd(i, 11) ^ ${int(TAIL_EXPONENT)})::int end as customer_id,
            1 + floor(${int(modelCount)} * pg_temp.rnd(i, 12) ^ 1.5)::int as model_n,
            (${today})::date - (60 + floor(3600 * pg_temp.rnd(i, 13)))::int as bought,
            pg_temp.rnd(i, 14) < 0.05 as retired
          from generate_series(1, ${int(SCALE_MACHINES)}) i
        ) s join models m on m.n = s.model_n`,
    },
    {
      name: 'job plan (temporary table)',
      sql: `create temp table scale_jobs as
        select s.g, s.machine_id, m.customer_id, m.display_name as machine_name, s.created, s.ago,
          case when s.ago < 45 then
            case when s.r < 0.04 then 5 when s.r < 0.22 then 10 when s.r < 0.42 then 20 when s.r < 0.47 then 25
              when s.r < 0.62 then 30 when s.r < 0.70 then 40 when s.r < 0.74 then 45 when s.r < 0.88 then 50
              when s.r < 0.94 then 60 else 70 end
          else
            case when s.r < 0.02 then 110 when s.r < 0.025 then 45 when s.r < 0.35 then 50 when s.r < 0.45 then 60
              when s.r < 0.6 then 70 else 100 end
          end as status_id,
          case when s.t < 0.5 then 1 when s.t < 0.75 then 2 when s.t < 0.9 then 3 else 4 end as type_id,
          case when s.g % ${int(PARTNER_EVERY)} = 1 then ${int(partner)}
            when pg_temp.rnd(s.g, 20) < 0.7 then ${int(b.partners + 2)} + floor(${int(OTHER_PARTNERS)} * pg_temp.rnd(s.g, 21))::int
          end as partner_id
        from (
          select g, ago, ${today} - ago * interval '1 day' as created, pg_temp.rnd(g, 22) as r, pg_temp.rnd(g, 23) as t,
            ${int(b.machines)} + case when g % 1000 < ${int(BIG_JOBS_PER_MILLE)}
              then 1 + floor(${int(BIG_MACHINES)} * pg_temp.rnd(g, 24))::int
              else ${int(BIG_MACHINES + 1)} + floor(${int(otherMachines)} * pg_temp.rnd(g, 24))::int end as machine_id
          from (
            select g, ${int(HISTORY_DAYS)} * (1 - sqrt(g::float8 / ${int(SCALE_JOBS)})) + pg_temp.rnd(g, 25) as ago
            from generate_series(1, ${int(SCALE_JOBS)}) g
          ) a
        ) s join machines m on m.id = s.machine_id`,
    },
    {
      name: 'jobs (orders)',
      sql: `insert into jobs (id, order_id, display_name, job_type_id, job_type_name, status_id, priority_name,
          created_date, completed_date, customer_comment, invoice_comment, delivery_street, delivery_zip, delivery_city,
          delivery_country, customer_id, partner_company_id)
        overriding system value
        select ${int(b.jobs)} + j.g, 200000 + j.g,
          (array['Service', 'Repair', 'Parts', 'Installation'])[j.type_id] || ': ' || j.machine_name,
          j.type_id, (array['Service', 'Repair', 'Parts', 'Installation'])[j.type_id], j.status_id,
          ${pick(['Normal', 'Normal', 'Normal', 'High', 'Low'], 'pg_temp.rnd(j.g, 26)')}, j.created,
          case when j.status_id between 50 and 100 then least(j.created + (1 + 14 * pg_temp.rnd(j.g, 27)) * interval '1 day', ${today}) end,
          case when pg_temp.rnd(j.g, 28) < 0.6 then ${pick(COMMENTS, 'pg_temp.rnd(j.g, 29)')} end,
          case when pg_temp.rnd(j.g, 30) < 0.2 then 'PO ' || (40000 + j.g % 9000) end,
          c.delivery_street, c.delivery_zip, c.delivery_city, c.delivery_country, j.customer_id, j.partner_id
        from scale_jobs j join customers c on c.id = j.customer_id`,
    },
    {
      name: 'machine jobs',
      sql: `insert into jobs (id, order_id, parent_job_id, machine_id, job_type_id, job_type_name, status_id, priority_name,
          created_date, completed_date, technician_comment, customer_id, partner_company_id, service_amount, parts_amount)
        overriding system value
        select ${int(b.jobs + SCALE_JOBS)} + j.g, p.order_id, p.id, j.machine_id, p.job_type_id, p.job_type_name,
          p.status_id, p.priority_name, p.created_date, p.completed_date,
          case when p.completed_date is not null then 'Done. ' || ${pick(PARTS, 'pg_temp.rnd(j.g, 31)')} || ' checked.' end,
          p.customer_id, p.partner_company_id,
          case when p.status_id in (5, 110) or p.job_type_id = 3 then 0 else round((400 + 4000 * pg_temp.rnd(j.g, 32))::numeric, 2) end,
          case when p.status_id in (5, 110) then 0
            when p.job_type_id = 3 then round((200 + 5000 * pg_temp.rnd(j.g, 33))::numeric, 2)
            when pg_temp.rnd(j.g, 34) < 0.4 then round((100 + 2000 * pg_temp.rnd(j.g, 33))::numeric, 2) else 0 end
        from scale_jobs j join jobs p on p.id = ${int(b.jobs)} + j.g`,
    },
    {
      name: 'appointments',
      sql: `insert into appointments (id, job_id, appointment_date, start_time, end_time)
        overriding system value
        select ${int(b.appointments)} + j.g, ${int(b.jobs)} + j.g, d.day, d.day + interval '8 hours', d.day + interval '11 hours'
        from scale_jobs j
        cross join lateral (select date_trunc('day', j.created + (1 + 10 * pg_temp.rnd(j.g, 35)) * interval '1 day') as day) d
        where j.status_id between 20 and 100 and (j.partner_id = ${int(partner)} or j.g % 4 = 0)`,
    },
    {
      name: 'appointment participants',
      sql: `insert into appointment_participants (appointment_id, user_id)
        select ${int(b.appointments)} + j.g, (select id from users where email = ${esc(accounts.technicianEmail)})
        from scale_jobs j
        where j.status_id between 20 and 100 and j.partner_id = ${int(partner)}`,
    },
    {
      name: 'service history',
      sql: `insert into service_history (id, machine_id, job_id, created_date, service_amount)
        overriding system value
        select ${int(b.history)} + j.g, j.machine_id, ${int(b.jobs)} + j.g, s.completed_date, s.service_amount
        from scale_jobs j join jobs s on s.id = ${int(b.jobs + SCALE_JOBS)} + j.g
        where j.status_id between 50 and 100 and j.ago < 3 * 365`,
    },
    {
      name: 'service history parts',
      sql: `with parts as (select row_number() over (order by article_number) as n, article_number, coalesce(price, 250) as price
          from articles where warehouse_id is not null)
        insert into service_history_parts (history_id, article_number, qty_ordered, price_out)
        select h.id, a.article_number, 1 + (h.id + k) % 3, a.price
        from service_history h
        cross join generate_series(1, 2) k
        join parts a on a.n = 1 + floor((select count(*) from parts) * pg_temp.rnd(h.id * 2 + k, 36))::int
        where h.id > ${int(b.history)} and (k = 1 or h.id % 2 = 0) and h.id % 3 = 0`,
    },
    {
      name: 'order lines',
      sql: `with parts as (select row_number() over (order by article_number) as n, article_number,
            left(coalesce(nullif(description, ''), article_number), 50) as description, article_type
          from articles where warehouse_id is not null)
        insert into order_lines (machine_job_id, article_number, article_description, article_count, article_type, created_at)
        select ${int(b.jobs + SCALE_JOBS)} + j.g, a.article_number, a.description, 1 + (j.g + k) % 4, a.article_type,
          j.created + interval '1 day'
        from scale_jobs j
        cross join generate_series(1, 2) k
        join parts a on a.n = 1 + floor((select count(*) from parts) * pg_temp.rnd(j.g * 2 + k, 37))::int
        where j.status_id >= 20 and j.status_id <> 110 and (j.type_id = 3 or pg_temp.rnd(j.g, 38) < 0.15)
          and (k = 1 or j.g % 2 = 0)`,
    },
    {
      name: 'identity sequences',
      sql: `select ${['customers', 'partner_companies', 'machines', 'jobs', 'appointments', 'service_history']
        .map((t) => `setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`)
        .join(', ')}`,
    },
    { name: 'drop the job plan', sql: 'drop table scale_jobs' },
  ];
}

/** The tables whose row counts the seed prints (and ANALYZEs afterwards). */
export const COUNTED_TABLES = [
  'customers',
  'partner_companies',
  'users',
  'articles',
  'machines',
  'jobs',
  'appointments',
  'appointment_participants',
  'service_history',
  'service_history_parts',
  'order_lines',
  'partner_job_reach',
] as const;

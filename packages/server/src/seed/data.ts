/**
 * The demo data set as plain data, computed deterministically from a base date (no Math.random:
 * a fixed-seed generator picks the variations). Rows refer to each other by key; seed/index.ts
 * inserts them in order and resolves the keys to ids.
 */
import { JOB_STATUS, partnerJobSection } from '@eqp/rules';
import { DEMO_JOB_CODE } from './accounts.js';
import { customerGroupSvg, logoSvg, modelImageSvg } from './svg.js';

export const JOB_TYPES = {
  service: { id: 1, name: 'Service' },
  repair: { id: 2, name: 'Repair' },
  parts: { id: 3, name: 'Parts' },
  installation: { id: 4, name: 'Installation' },
} as const;

/** Every job status of spec §4 (`@eqp/rules`), in id order. */
export const JOB_STATUSES: readonly number[] = Object.values(JOB_STATUS);

export interface PlanCustomer {
  key: string;
  name: string;
  organisationNumber: string;
  parentKey?: string;
  customerGroupName: string | null;
  customerGroupImage: string | null;
  deliveryStreet: string | null;
  deliveryZip: string | null;
  deliveryCity: string | null;
  deliveryCountry: string | null;
  showPrices: boolean;
  currency: string;
}

export interface PlanPartnerCompany {
  key: string;
  companyName: string;
  organisationNumber: string;
  invoiceEmailAddress: string;
  addressStreet: string;
  addressPostalCode: string;
  addressCity: string;
  managerName: string;
  managerEmail: string;
  managerPhone: string;
  lookupPartsFromWarehouseId: number | null;
}

export interface PlanUser {
  key: string;
  name: string;
  email: string;
  kind: 'customer' | 'partner';
  userTypeId: 4 | 6 | null;
  customerKey?: string;
  partnerCompanyKey?: string;
  active: boolean;
  /** Organisations besides its own the user may switch to. */
  extraOrganisationKeys: string[];
}

export interface PlanModel {
  key: string;
  name: string;
  typeKey: string;
  supplierKey: string;
  imagePath: string;
}

export interface PlanMachine {
  key: string;
  customerKey: string;
  displayName: string;
  name: string | null;
  serialNumber: string;
  qrcode: string;
  facility: string | null;
  modelKey: string | null;
  typeKey: string;
  supplierKey: string;
  boughtDate: string | null;
  installationDate: string | null;
  warrantyExpiresDate: string | null;
  retiredDate: string | null;
  serviceAgreement: boolean;
  isActive: boolean;
  customerText: string | null;
  isPublic: boolean;
}

export interface PlanMachineJob {
  machineKey: string;
  customerComment: string | null;
  invoiceComment: string | null;
  technicianComment: string | null;
  serviceAmount: number;
  partsAmount: number;
}

export interface PlanAppointment {
  date: Date;
  startTime: Date;
  endTime: Date;
  participantKeys: string[];
}

export interface PlanJob {
  key: string;
  customerKey: string;
  orderId: number | null;
  displayName: string;
  jobType: { id: number; name: string };
  statusId: number;
  priorityName: string;
  createdDate: Date;
  completedDate: Date | null;
  customerComment: string | null;
  invoiceComment: string | null;
  /**
   * The documented demo code (DEMO42) or null. Every other job with a partner company gets a random
   * code when seeding (seed/index.ts): a code is a credential, so it must not follow from this plan.
   */
  code: string | null;
  partnerCompanyKey: string | null;
  machines: PlanMachineJob[];
  appointments: PlanAppointment[];
}

/** A file of the demo data for the blob store (model and customer group images). */
export interface PlanFile {
  key: string;
  contentType: string;
  bytes: Buffer;
}

export interface SeedPlan {
  provider: { companyName: string; email: string; telephone: string; logo: Buffer; logoContentType: string };
  portalOptions: Record<string, unknown>;
  customers: PlanCustomer[];
  partnerCompanies: PlanPartnerCompany[];
  users: PlanUser[];
  /** `colour` is the accent of the supplier's model images (not a column). */
  suppliers: { key: string; name: string; colour: string }[];
  machineTypes: { key: string; name: string }[];
  models: PlanModel[];
  machines: PlanMachine[];
  jobs: PlanJob[];
  /** The images the rows refer to, by their exact relative paths. */
  files: PlanFile[];
}

/** mulberry32: a tiny deterministic generator, so the variations are the same on every seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

const DAY = 24 * 60 * 60 * 1000;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const atHour = (date: Date, hour: number) => new Date(date.getTime() + hour * 60 * 60 * 1000);

/** The start of the current UTC day: the default base of the demo dates. */
export function startOfUtcDay(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function buildSeedPlan(baseDate: Date): SeedPlan {
  const rnd = generator(20240917);
  const base = startOfUtcDay(baseDate);

  const provider = {
    companyName: 'Demo Service Provider AS',
    email: 'service@demo.test',
    telephone: '+47 22 00 00 00',
    logo: Buffer.from(logoSvg('Demo Service'), 'utf8'),
    logoContentType: 'image/svg+xml',
  };

  const portalOptions = {
    PortalName: 'Demo Service Portal',
    CustomerPortal: true,
    CustomerPortalRedirect: null,
    ServiceProvider: true,
    Technician: true,
    TechnicianAppLink: null,
    TechnicianAppUrls:
      'https://apps.apple.com/app/id000000|https://play.google.com/store/apps/details?id=example',
    CustomerApp: false,
    CustomerAppUrls: null,
    WelcomeText:
      'Welcome to the Demo Service Provider portal. Customers follow their equipment, service jobs and spare parts here; partners handle their jobs and job reports.',
    PrivacyText: 'We only store the data needed to service your equipment. Read our privacy statement.',
    PrivacyUrl: 'https://example.com/privacy',
    // The texts in other languages the portal speaks, answered for that Accept-Language.
    Translations: {
      no: {
        WelcomeText:
          'Velkommen til portalen til Demo Service Provider. Kunder følger utstyret sitt, servicejobber og reservedeler her; partnere håndterer jobbene sine og jobbrapportene.',
        PrivacyText:
          'Vi lagrer bare dataene vi trenger for å utføre service på utstyret ditt. Les vår personvernerklæring.',
      },
    },
  };

  const customers: PlanCustomer[] = [
    {
      key: 'nordic',
      name: 'Nordic Foods AS',
      organisationNumber: '912 345 678',
      customerGroupName: 'Food industry',
      customerGroupImage: 'customer-groups/food-industry.svg',
      deliveryStreet: 'Industriveien 12',
      deliveryZip: '0581',
      deliveryCity: 'Oslo',
      deliveryCountry: 'Norway',
      showPrices: true,
      currency: 'NOK',
    },
    {
      key: 'bergen',
      name: 'Nordic Foods Bergen AS',
      organisationNumber: '923 456 789',
      parentKey: 'nordic',
      customerGroupName: 'Food industry',
      customerGroupImage: 'customer-groups/food-industry.svg',
      deliveryStreet: 'Kaigaten 4',
      deliveryZip: '5015',
      deliveryCity: 'Bergen',
      deliveryCountry: 'Norway',
      showPrices: true,
      currency: 'NOK',
    },
    {
      key: 'fjord',
      name: 'Fjord Bakery AS',
      organisationNumber: '934 567 890',
      customerGroupName: 'Bakeries',
      customerGroupImage: 'customer-groups/bakeries.svg',
      deliveryStreet: null,
      deliveryZip: null,
      deliveryCity: null,
      deliveryCountry: null,
      showPrices: false,
      currency: 'NOK',
    },
  ];

  const partnerCompanies: PlanPartnerCompany[] = [
    {
      key: 'servicePartner',
      companyName: 'Service Partner AS',
      organisationNumber: '945 678 901',
      invoiceEmailAddress: 'invoice@servicepartner.test',
      addressStreet: 'Verkstedveien 3',
      addressPostalCode: '2000',
      addressCity: 'Lillestrøm',
      managerName: 'Marit Manager',
      managerEmail: 'marit@servicepartner.test',
      managerPhone: '+47 900 00 001',
      lookupPartsFromWarehouseId: 1,
    },
    {
      key: 'otherPartner',
      companyName: 'Other Partner AS',
      organisationNumber: '956 789 012',
      invoiceEmailAddress: 'invoice@otherpartner.test',
      addressStreet: 'Havnegata 9',
      addressPostalCode: '7010',
      addressCity: 'Trondheim',
      managerName: 'Ola Owner',
      managerEmail: 'ola@otherpartner.test',
      managerPhone: '+47 900 00 002',
      lookupPartsFromWarehouseId: null,
    },
  ];

  const users: PlanUser[] = [
    {
      key: 'moderator',
      name: 'Mona Moderator',
      email: 'moderator@demo.test',
      kind: 'customer',
      userTypeId: 4,
      customerKey: 'nordic',
      active: true,
      extraOrganisationKeys: ['bergen'],
    },
    {
      key: 'user',
      name: 'Ulrik User',
      email: 'user@demo.test',
      kind: 'customer',
      userTypeId: 6,
      customerKey: 'fjord',
      active: true,
      extraOrganisationKeys: [],
    },
    {
      key: 'operator',
      name: 'Per Operator',
      email: 'per.operator@demo.test',
      kind: 'customer',
      userTypeId: 6,
      customerKey: 'nordic',
      active: true,
      extraOrganisationKeys: [],
    },
    {
      key: 'former',
      name: 'Ida Former',
      email: 'ida.former@demo.test',
      kind: 'customer',
      userTypeId: 6,
      customerKey: 'nordic',
      active: false,
      extraOrganisationKeys: [],
    },
    // Two accounts for the password-recovery journey (one per screen width): they change their
    // password, so no other journey or test signs in with them.
    {
      key: 'recoverDesktop',
      name: 'Rita Recover',
      email: 'recover.desktop@demo.test',
      kind: 'customer',
      userTypeId: 6,
      customerKey: 'fjord',
      active: true,
      extraOrganisationKeys: [],
    },
    {
      key: 'recoverPhone',
      name: 'Rolf Recover',
      email: 'recover.phone@demo.test',
      kind: 'customer',
      userTypeId: 6,
      customerKey: 'fjord',
      active: true,
      extraOrganisationKeys: [],
    },
    {
      key: 'tech',
      name: 'Tore Technician',
      email: 'tech@demo.test',
      kind: 'partner',
      userTypeId: null,
      partnerCompanyKey: 'servicePartner',
      active: true,
      extraOrganisationKeys: [],
    },
    {
      key: 'colleague',
      name: 'Siri Service',
      email: 'siri@servicepartner.test',
      kind: 'partner',
      userTypeId: null,
      partnerCompanyKey: 'servicePartner',
      active: true,
      extraOrganisationKeys: [],
    },
    {
      key: 'tech2',
      name: 'Tina Other',
      email: 'tech2@otherpartner.test',
      kind: 'partner',
      userTypeId: null,
      partnerCompanyKey: 'otherPartner',
      active: true,
      extraOrganisationKeys: [],
    },
    {
      key: 'nocompany',
      name: 'Nils Nocompany',
      email: 'nocompany@demo.test',
      kind: 'partner',
      userTypeId: null,
      active: true,
      extraOrganisationKeys: [],
    },
  ];

  const suppliers = [
    { key: 'arctic', name: 'Arctic Cooling AS', colour: '#1f74b0' },
    { key: 'bergenSteel', name: 'Bergen Steel Works', colour: '#5a4a8c' },
    { key: 'combi', name: 'Combi Kitchen GmbH', colour: '#c23a2e' },
    { key: 'dishline', name: 'Dishline Nordic', colour: '#0f8a7e' },
    { key: 'eastfield', name: 'Eastfield Bakery Systems', colour: '#c8641a' },
  ];
  const machineTypes = [
    { key: 'oven', name: 'Combi oven' },
    { key: 'dishwasher', name: 'Dishwasher' },
    { key: 'fridge', name: 'Refrigerator' },
    { key: 'freezer', name: 'Freezer' },
    { key: 'mixer', name: 'Dough mixer' },
    { key: 'coffee', name: 'Coffee machine' },
  ];
  const modelSpecs: [string, string, string][] = [
    ['CK 6-1/1', 'oven', 'combi'],
    ['CK 10-1/1', 'oven', 'combi'],
    ['DL 200 Hood', 'dishwasher', 'dishline'],
    ['DL 90 Undercounter', 'dishwasher', 'dishline'],
    ['AC Cold 700', 'fridge', 'arctic'],
    ['AC Deep 500', 'freezer', 'arctic'],
    ['BS Walk-in 12', 'fridge', 'bergenSteel'],
    ['EF Spiral 60', 'mixer', 'eastfield'],
    ['EF Planetary 20', 'mixer', 'eastfield'],
    ['BS Brew 2', 'coffee', 'bergenSteel'],
  ];
  const models: PlanModel[] = modelSpecs.map(([name, typeKey, supplierKey], i) => ({
    key: `model${i + 1}`,
    name,
    typeKey,
    supplierKey,
    imagePath: `models/${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-+$/, '')}.svg`,
  }));

  const locations = [
    'Main kitchen',
    'Bakery',
    'Cold storage',
    'Canteen',
    'Café',
    'Production line 1',
    'Production line 2',
    'Dish room',
  ];
  const facilities = ['Oslo plant', 'Drammen depot', 'Ski warehouse'];

  const machines: PlanMachine[] = [];
  let qr = 0;
  const addMachines = (customerKey: string, count: number, facilityList: readonly string[]) => {
    for (let i = 0; i < count; i++) {
      qr++;
      // The last machine of the first organisation has no model (its tabs are disabled).
      const model = customerKey === 'nordic' && i === count - 1 ? undefined : rnd.pick(models);
      const typeKey = model?.typeKey ?? 'coffee';
      const supplierKey = model?.supplierKey ?? 'bergenSteel';
      const typeName = machineTypes.find((t) => t.key === typeKey)!.name;
      const location = rnd.pick(locations);
      const bought = addDays(base, -(60 + rnd.int(0, 5 * 365)));
      const retired = rnd.chance(0.06);
      // Every 16th machine repeats its predecessor's name: the list orders by display name, then id.
      const previous = machines[machines.length - 1];
      const displayName =
        i % 16 === 15 && previous
          ? previous.displayName
          : `${typeName} ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? '2' : ''}`;
      machines.push({
        key: `${customerKey}-m${i + 1}`,
        customerKey,
        displayName,
        name: location,
        serialNumber: `SN-${supplierKey.slice(0, 3).toUpperCase()}-${String(100000 + qr * 7919).slice(-6)}`,
        qrcode: `QR${String(qr).padStart(5, '0')}`,
        facility: rnd.pick(facilityList),
        modelKey: model?.key ?? null,
        typeKey,
        supplierKey,
        boughtDate: isoDate(bought),
        installationDate: isoDate(addDays(bought, rnd.int(3, 21))),
        warrantyExpiresDate: isoDate(addDays(bought, 2 * 365)),
        retiredDate: retired ? isoDate(addDays(base, -rnd.int(5, 50))) : null,
        serviceAgreement: rnd.chance(0.6),
        isActive: !retired,
        customerText: rnd.chance(0.3)
          ? `Check the door seal before each shift (${location.toLowerCase()}).`
          : null,
        isPublic: qr % 4 === 1,
      });
    }
  };
  addMachines('nordic', 48, facilities);
  addMachines('bergen', 6, ['Bergen harbour']);
  addMachines('fjord', 5, ['Fjord bakery']);

  const priorities = ['Low', 'Normal', 'Normal', 'High', 'Critical'];
  const faults = [
    'Does not reach temperature.',
    'Leaking water under the unit.',
    'Error code E12 on the display.',
    'Strange noise from the motor.',
    'Door does not close properly.',
    'Yearly inspection.',
  ];
  const jobs: PlanJob[] = [];
  let orderId = 40000;
  const machinesOf = (customerKey: string) => machines.filter((m) => m.customerKey === customerKey);

  interface JobSpec {
    customerKey: string;
    statusId: number;
    type: { id: number; name: string };
    ageDays: number;
    partnerCompanyKey?: string;
    code?: string;
    appointmentInDays?: number;
    participants?: string[];
    machineCount?: number;
  }
  const addJob = (spec: JobSpec) => {
    const n = jobs.length + 1;
    const created = atHour(addDays(base, -spec.ageDays), 8 + (n % 8));
    const pool = machinesOf(spec.customerKey);
    const count = spec.machineCount ?? (rnd.chance(0.25) ? 2 : 1);
    const chosen = new Set<PlanMachine>();
    while (chosen.size < Math.min(count, pool.length)) chosen.add(rnd.pick(pool));
    const finished = partnerJobSection(spec.statusId) === 'Finished';
    const isParts = spec.type.id === JOB_TYPES.parts.id;
    jobs.push({
      key: `job${n}`,
      customerKey: spec.customerKey,
      // Part orders from the shop have no ERP order number: shown as S + Id.
      orderId: isParts ? null : ++orderId,
      displayName: `${spec.type.name}: ${[...chosen].map((m) => m.displayName).join(', ') || 'no machine'}`,
      jobType: spec.type,
      statusId: spec.statusId,
      priorityName: rnd.pick(priorities),
      createdDate: created,
      completedDate: finished ? addDays(created, rnd.int(1, 14)) : null,
      customerComment: isParts ? 'Spare parts order from the web shop.' : rnd.pick(faults),
      invoiceComment: finished ? 'Invoiced according to the service agreement.' : null,
      code: spec.code ?? null,
      partnerCompanyKey: spec.partnerCompanyKey ?? null,
      machines: [...chosen].map((machine) => ({
        machineKey: machine.key,
        customerComment: isParts ? null : rnd.pick(faults),
        invoiceComment: finished ? `Work on ${machine.displayName} completed.` : null,
        technicianComment:
          spec.statusId >= JOB_STATUS.InProgress && !isParts ? 'Replaced worn gasket, tested OK.' : null,
        serviceAmount: finished && !isParts ? rnd.int(8, 60) * 125 : 0,
        partsAmount: finished ? rnd.int(0, 40) * 85.5 : 0,
      })),
      appointments:
        spec.appointmentInDays === undefined
          ? []
          : [
              {
                date: atHour(addDays(base, spec.appointmentInDays), 8),
                startTime: atHour(addDays(base, spec.appointmentInDays), 8),
                endTime: atHour(addDays(base, spec.appointmentInDays), 12),
                participantKeys: spec.participants ?? [],
              },
            ],
    });
  };

  // The first organisation: every status of spec §4, service and part orders, spread over 15 months.
  const serviceTypes = [JOB_TYPES.service, JOB_TYPES.repair, JOB_TYPES.installation];
  JOB_STATUSES.forEach((statusId, i) => {
    addJob({
      customerKey: 'nordic',
      statusId,
      type: serviceTypes[i % serviceTypes.length]!,
      ageDays: 3 + i * 11,
    });
  });
  // Open service jobs (10..30) and open part jobs.
  [JOB_STATUS.New, JOB_STATUS.Planned, JOB_STATUS.Drive, JOB_STATUS.InProgress].forEach((statusId, i) =>
    addJob({ customerKey: 'nordic', statusId, type: serviceTypes[i % 3]!, ageDays: 2 + i * 4 }),
  );
  [JOB_STATUS.New, JOB_STATUS.Planned, JOB_STATUS.InProgress].forEach((statusId, i) =>
    addJob({ customerKey: 'nordic', statusId, type: JOB_TYPES.parts, ageDays: 1 + i * 5 }),
  );
  // History: closed jobs with amounts over the last 15 months (the cost graph covers 12).
  for (let i = 0; i < 18; i++) {
    addJob({
      customerKey: 'nordic',
      statusId: [JOB_STATUS.Completed, JOB_STATUS.Warranty, JOB_STATUS.Approved, JOB_STATUS.Closed][i % 4]!,
      type: i % 3 === 2 ? JOB_TYPES.parts : rnd.pick(serviceTypes),
      ageDays: 20 + i * 25,
    });
  }

  // Partner jobs: upcoming (10/20 with a future appointment), open (25/30/40), finished (50+).
  const sp = 'servicePartner';
  addJob({
    customerKey: 'nordic',
    statusId: JOB_STATUS.Planned,
    type: JOB_TYPES.service,
    ageDays: 6,
    partnerCompanyKey: sp,
    code: DEMO_JOB_CODE,
    appointmentInDays: 3,
    participants: ['tech'],
  });
  addJob({
    customerKey: 'nordic',
    statusId: JOB_STATUS.New,
    type: JOB_TYPES.repair,
    ageDays: 2,
    partnerCompanyKey: sp,
    appointmentInDays: 9,
    participants: ['tech'],
  });
  addJob({
    customerKey: 'bergen',
    statusId: JOB_STATUS.Planned,
    type: JOB_TYPES.service,
    ageDays: 4,
    partnerCompanyKey: sp,
    appointmentInDays: 1,
    participants: ['colleague'],
  });
  addJob({
    customerKey: 'nordic',
    statusId: JOB_STATUS.Drive,
    type: JOB_TYPES.repair,
    ageDays: 3,
    partnerCompanyKey: sp,
    appointmentInDays: 0,
    participants: ['tech'],
  });
  addJob({
    customerKey: 'nordic',
    statusId: JOB_STATUS.InProgress,
    type: JOB_TYPES.service,
    ageDays: 8,
    partnerCompanyKey: sp,
    appointmentInDays: -1,
    participants: ['tech', 'colleague'],
  });
  addJob({
    customerKey: 'fjord',
    statusId: JOB_STATUS.Waiting,
    type: JOB_TYPES.repair,
    ageDays: 12,
    partnerCompanyKey: sp,
    appointmentInDays: -4,
    participants: ['tech'],
  });
  addJob({
    customerKey: 'nordic',
    statusId: JOB_STATUS.Completed,
    type: JOB_TYPES.service,
    ageDays: 30,
    partnerCompanyKey: sp,
    appointmentInDays: -25,
    participants: ['tech'],
  });
  addJob({
    customerKey: 'nordic',
    statusId: JOB_STATUS.Approved,
    type: JOB_TYPES.installation,
    ageDays: 60,
    partnerCompanyKey: sp,
    appointmentInDays: -50,
    participants: ['tech'],
  });
  addJob({
    customerKey: 'nordic',
    statusId: JOB_STATUS.Deleted,
    type: JOB_TYPES.repair,
    ageDays: 15,
    partnerCompanyKey: sp,
    appointmentInDays: -10,
    participants: ['tech'],
  });
  // The other partner company: its own jobs only.
  addJob({
    customerKey: 'fjord',
    statusId: JOB_STATUS.Planned,
    type: JOB_TYPES.service,
    ageDays: 5,
    partnerCompanyKey: 'otherPartner',
    appointmentInDays: 6,
    participants: ['tech2'],
  });
  addJob({
    customerKey: 'fjord',
    statusId: JOB_STATUS.InProgress,
    type: JOB_TYPES.repair,
    ageDays: 9,
    partnerCompanyKey: 'otherPartner',
    appointmentInDays: -2,
    participants: ['tech2'],
  });
  addJob({
    customerKey: 'fjord',
    statusId: JOB_STATUS.Closed,
    type: JOB_TYPES.service,
    ageDays: 90,
    partnerCompanyKey: 'otherPartner',
    appointmentInDays: -80,
    participants: ['tech2'],
  });

  // The other organisations: a few open and closed jobs.
  addJob({ customerKey: 'bergen', statusId: JOB_STATUS.New, type: JOB_TYPES.service, ageDays: 7 });
  addJob({ customerKey: 'bergen', statusId: JOB_STATUS.InProgress, type: JOB_TYPES.parts, ageDays: 3 });
  addJob({ customerKey: 'bergen', statusId: JOB_STATUS.Closed, type: JOB_TYPES.repair, ageDays: 120 });
  addJob({ customerKey: 'fjord', statusId: JOB_STATUS.New, type: JOB_TYPES.repair, ageDays: 1 });
  addJob({ customerKey: 'fjord', statusId: JOB_STATUS.Completed, type: JOB_TYPES.service, ageDays: 45 });

  return {
    provider,
    portalOptions,
    customers,
    partnerCompanies,
    users,
    suppliers,
    machineTypes,
    models,
    machines,
    jobs,
    files: demoFiles(models, suppliers, machineTypes, customers),
  };
}

const GROUP_COLOURS = ['#2f7d5b', '#b5651d', '#3b5b92', '#8e3b6b'];

/** One SVG per model image path and per customer group image path (in the order first met). */
function demoFiles(
  models: PlanModel[],
  suppliers: SeedPlan['suppliers'],
  machineTypes: SeedPlan['machineTypes'],
  customers: PlanCustomer[],
): PlanFile[] {
  const files = new Map<string, PlanFile>();
  const svg = (key: string, text: string) =>
    files.set(key, { key, contentType: 'image/svg+xml', bytes: Buffer.from(text, 'utf8') });
  for (const model of models) {
    if (files.has(model.imagePath)) continue;
    const supplier = suppliers.find((s) => s.key === model.supplierKey)!;
    const machineType = machineTypes.find((t) => t.key === model.typeKey)!;
    svg(
      model.imagePath,
      modelImageSvg({
        name: model.name,
        machineType: machineType.name,
        supplier: supplier.name,
        accent: supplier.colour,
      }),
    );
  }
  let group = 0;
  for (const customer of customers) {
    const key = customer.customerGroupImage;
    if (!key || files.has(key)) continue;
    svg(
      key,
      customerGroupSvg(customer.customerGroupName ?? '', GROUP_COLOURS[group++ % GROUP_COLOURS.length]!),
    );
  }
  return [...files.values()];
}

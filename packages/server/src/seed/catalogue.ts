/**
 * The demo catalogue and job-report data, planned from the base seed plan (data.ts) and inserted
 * after it (index.ts): contacts, more customer users, articles with prices and images, the parts
 * list of every model, customer prices, documents (manuals, forms, part drawings with an exploded
 * view and its image map), resource folders and files, the service history with parts (the cost
 * graph), counters, order lines, an attachment, who takes part in the partner jobs and the
 * customer person of a job. Deterministic like the rest of the plan, and every file the rows
 * refer to is in `files` with bytes that never depend on the base date.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { isPartnerFinalized, JOB_STATUS, partnerJobSection } from '@eqp/rules';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
import {
  articles,
  attachments,
  contacts,
  counters,
  customerPrices,
  documents,
  DOCUMENT_TYPES,
  jobPartners,
  jobs,
  modelDocuments,
  modelParts,
  orderLines,
  resourceFiles,
  resourceFolders,
  type ResourceOwnerType,
  serviceHistory,
  serviceHistoryParts,
  userOrganisations,
  users,
} from '../db/schema.js';
import { DEMO_PASSWORD, demoSalt } from './accounts.js';
import type { PlanFile, PlanUser, SeedPlan } from './data.js';
import { articleImageSvg, type DrawingPart, explodedViewSvg, photoSvg } from './drawings.js';
import { textPdf } from './pdf.js';

export interface PlanContact {
  key: string;
  customerKey: string;
  name: string;
  title: string | null;
  email: string | null;
  emailAllowed: boolean;
  mobile: string | null;
  smsAllowed: boolean;
  isActive: boolean;
}

export interface PlanArticle {
  articleNumber: string;
  description: string;
  descriptionLong: string;
  price: number;
  image: string;
  articleType: string;
  warehouseId: number | null;
  /** Which models list it (not a column): a machine type key, or 'all'. */
  category: string;
}

export interface PlanDocument {
  key: string;
  name: string;
  documentTypeId: number;
  linkUrl: string | null;
  partDrawingImage: string | null;
  partDrawingImageMap: string | null;
  modelKeys: string[];
}

export interface PlanResourceFolder {
  key: string;
  parentKey: string | null;
  name: string;
  type: ResourceOwnerType;
  /** The owner's plan key: a supplier, model, machine or job key, by `type`. */
  ownerKey: string;
  sortOrder: number;
}

export interface PlanResourceFile {
  folderKey: string;
  name: string;
  link: string;
  typeId: 1 | 2 | 3;
  isMedia: boolean;
}

export interface PlanServiceHistory {
  machineKey: string;
  jobKey: string | null;
  createdDate: Date;
  serviceAmount: number;
  serviceReport: string | null;
  parts: { articleNumber: string; qtyOrdered: number; priceOut: number }[];
}

export interface PlanCounter {
  machineKey: string;
  name: string;
  value: number | null;
  lastValue: number | null;
}

export interface PlanOrderLine {
  jobKey: string;
  machineKey: string;
  articleNumber: string | null;
  articleDescription: string;
  articleCount: number;
  articleType: string | null;
  createdAt: Date;
  createdByKey: string;
}

export interface PlanAttachment {
  jobKey: string;
  name: string;
  blobKey: string;
  contentType: string;
  size: number;
  isMedia: boolean;
  typeId: 1 | 2 | 3;
  uploadedByKey: string;
  createdAt: Date;
}

export interface CataloguePlan {
  contacts: PlanContact[];
  /** More customer users of the first organisation (type 6), besides the demo accounts. */
  users: PlanUser[];
  articles: PlanArticle[];
  modelParts: { modelKey: string; articleNumber: string; quantity: number; position: string }[];
  customerPrices: { customerKey: string; articleNumber: string; price: number }[];
  documents: PlanDocument[];
  resourceFolders: PlanResourceFolder[];
  resourceFiles: PlanResourceFile[];
  serviceHistory: PlanServiceHistory[];
  counters: PlanCounter[];
  orderLines: PlanOrderLine[];
  attachments: PlanAttachment[];
  jobPartners: { jobKey: string; partnerCompanyKey: string | null; userKey: string | null }[];
  /** The customer's contact person of each partner job (jobs.contact_id). */
  jobContacts: { jobKey: string; contactKey: string }[];
  /** The machine whose resources show every kind of folder (supplier, model, machine, job). */
  showcase: { machineKey: string; jobKey: string };
  files: PlanFile[];
}

/** Ids of the base plan's rows, by plan key (machine jobs by `jobKey/machineKey`). */
export interface SeedIds {
  customers: Map<string, number>;
  partnerCompanies: Map<string, number>;
  users: Map<string, number>;
  suppliers: Map<string, number>;
  models: Map<string, number>;
  machines: Map<string, number>;
  jobs: Map<string, number>;
  machineJobs: Map<string, number>;
}

const DAY = 24 * 60 * 60 * 1000;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
/** models/ck-6-1-1.svg -> ck-6-1-1 */
const modelSlug = (imagePath: string) => imagePath.replace(/^models\//, '').replace(/\.svg$/, '');

/** Parts price charged per unit in the demo service history (the base plan's parts amounts are multiples of it). */
export const HISTORY_PART_PRICE = 85.5;

type ArticleSpec = [number: string, description: string, price: number, longText: string];

const ARTICLES: Record<string, { prefix: string; supplierKey: string; items: ArticleSpec[] }> = {
  oven: {
    prefix: 'CO',
    supplierKey: 'combi',
    items: [
      [
        'CO-1001',
        'Door gasket 6-1/1',
        1290,
        'Silicone door gasket for 6-tray combi ovens; heat resistant to 300 °C.',
      ],
      [
        'CO-1002',
        'Door gasket 10-1/1',
        1490,
        'Silicone door gasket for 10-tray combi ovens; heat resistant to 300 °C.',
      ],
      ['CO-1003', 'Convection fan motor', 4850, 'Fan motor 0.55 kW with mounting plate, reversible.'],
      ['CO-1004', 'Heating element 9 kW', 2390, 'Ring-shaped convection heating element, 400 V.'],
      ['CO-1005', 'Core temperature probe', 1150, 'Single-point core probe with silicone cable and holder.'],
      [
        'CO-1006',
        'Steam generator solenoid valve',
        1780,
        'Water inlet solenoid valve for the steam generator, 230 V.',
      ],
      [
        'CO-1007',
        'Control board',
        6900,
        'Main control board with display connector; programmed on delivery.',
      ],
      ['CO-1008', 'Halogen lamp with glass', 340, 'Oven chamber lamp 25 W with heat-resistant glass cover.'],
      ['CO-1009', 'Door handle', 620, 'Stainless door handle with latch, left or right hinged doors.'],
    ],
  },
  dishwasher: {
    prefix: 'DW',
    supplierKey: 'dishline',
    items: [
      ['DW-2001', 'Wash arm, upper', 890, 'Rotating upper wash arm with nozzles and bearing.'],
      ['DW-2002', 'Wash arm, lower', 890, 'Rotating lower wash arm with nozzles and bearing.'],
      ['DW-2003', 'Rinse pump', 3450, 'Rinse booster pump 0.3 kW for constant final rinse pressure.'],
      ['DW-2004', 'Detergent dosing pump', 1980, 'Peristaltic detergent dosing pump with hoses.'],
      ['DW-2005', 'Filter basket', 460, 'Stainless tank filter basket.'],
      ['DW-2006', 'Booster heating element', 2150, 'Boiler heating element 6 kW for the final rinse.'],
      ['DW-2007', 'Curtain set (hood)', 720, 'Splash curtains for hood-type machines, set of two.'],
      ['DW-2008', 'Door spring kit', 380, 'Balance springs for undercounter doors, pair.'],
    ],
  },
  fridge: {
    prefix: 'RF',
    supplierKey: 'arctic',
    items: [
      ['RF-3001', 'Door gasket 700 l', 980, 'Magnetic door gasket for 700-litre cabinets.'],
      ['RF-3002', 'Evaporator fan motor', 1240, 'Evaporator fan motor 10 W with blade.'],
      ['RF-3003', 'Electronic thermostat', 1560, 'Electronic controller with air and evaporator sensors.'],
      ['RF-3004', 'Compressor start relay', 410, 'PTC start relay and overload protector.'],
      ['RF-3005', 'Defrost heater', 830, 'Evaporator defrost heater 350 W.'],
      ['RF-3006', 'Wire shelf GN 2/1', 290, 'Plastic-coated wire shelf for GN 2/1 cabinets.'],
      ['RF-3007', 'Condenser fan motor', 1390, 'Condenser fan motor 16 W.'],
      ['RF-3008', 'Door hinge kit', 540, 'Self-closing door hinge kit, top and bottom.'],
    ],
  },
  mixer: {
    prefix: 'MX',
    supplierKey: 'eastfield',
    items: [
      ['MX-4001', 'Spiral dough hook', 3200, 'Stainless spiral hook for 60 l spiral mixers.'],
      ['MX-4002', 'Bowl 60 l', 5400, 'Stainless bowl 60 l with drive flange.'],
      ['MX-4003', 'Drive belt', 450, 'Poly-V drive belt for the bowl and hook drive.'],
      ['MX-4004', 'Safety guard switch', 690, 'Magnetic safety switch for the bowl guard.'],
      ['MX-4005', 'Speed controller', 3900, 'Two-speed controller with timer board.'],
      ['MX-4006', 'Beater, 20 l', 1100, 'Flat beater for 20 l planetary mixers.'],
      ['MX-4007', 'Whisk, 20 l', 980, 'Wire whisk for 20 l planetary mixers.'],
    ],
  },
  coffee: {
    prefix: 'CF',
    supplierKey: 'bergenSteel',
    items: [
      ['CF-5001', 'Grinder burrs', 1250, 'Flat grinder burrs 64 mm, pair.'],
      ['CF-5002', 'Brew group gasket', 150, 'Group head gasket 8.5 mm.'],
      ['CF-5003', 'Water filter cartridge', 690, 'Softening water filter cartridge, 1500 l.'],
      ['CF-5004', 'Steam wand', 870, 'Stainless steam wand with two-hole tip.'],
      ['CF-5005', 'Vibration pump', 1450, 'Vibration pump 48 W, 15 bar.'],
      ['CF-5006', 'Solenoid valve 3-way', 980, 'Three-way solenoid valve for the brew group.'],
    ],
  },
  all: {
    prefix: 'GN',
    supplierKey: 'bergenSteel',
    items: [
      ['GN-9001', 'Descaler 5 l', 450, 'Liquid descaler for ovens, dishwashers and coffee machines.'],
      ['GN-9002', 'Cleaning tablets (100)', 390, 'Cleaning tablets, box of 100.'],
      ['GN-9003', 'Food-safe lubricant', 210, 'Food-safe (H1) lubricant spray, 400 ml.'],
    ],
  },
};

/** Articles the partner warehouse does not stock (warehouse_id null). */
const NOT_IN_WAREHOUSE = new Set(['CO-1007', 'MX-4002', 'CF-5004']);
/** Parts listed more than once on a model. */
const QUANTITIES: Record<string, number> = { 'CO-1008': 2, 'RF-3006': 4, 'DW-2007': 2, 'RF-3008': 2 };

/** Which articles a model lists, in drawing order. */
function partsOfModel(model: SeedPlan['models'][number]): string[] {
  const numbers = (category: string) => ARTICLES[category]!.items.map(([number]) => number);
  switch (model.typeKey) {
    case 'oven':
      return numbers('oven')
        .filter((a) => a !== (model.name.startsWith('CK 10') ? 'CO-1001' : 'CO-1002'))
        .concat('GN-9001');
    case 'dishwasher':
      return numbers('dishwasher')
        .filter((a) => a !== (model.name.includes('Hood') ? 'DW-2008' : 'DW-2007'))
        .concat('GN-9002');
    case 'fridge':
    case 'freezer':
      return numbers('fridge').filter((a) => !(model.name.includes('Walk-in') && a === 'RF-3006'));
    case 'mixer':
      return model.name.includes('Spiral')
        ? ['MX-4001', 'MX-4002', 'MX-4003', 'MX-4004', 'MX-4005', 'GN-9003']
        : ['MX-4003', 'MX-4004', 'MX-4005', 'MX-4006', 'MX-4007', 'GN-9003'];
    case 'coffee':
      return numbers('coffee').concat('GN-9001');
    default:
      return [];
  }
}

/** Counters a machine of a type has, with a typical previous reading. */
const COUNTER_NAMES: Record<string, [string, number][]> = {
  oven: [
    ['Operating hours', 4200],
    ['Steam generator hours', 1900],
  ],
  dishwasher: [
    ['Wash cycles', 38000],
    ['Operating hours', 5100],
  ],
  fridge: [['Compressor hours', 16000]],
  freezer: [['Compressor hours', 21000]],
  mixer: [['Operating hours', 2300]],
  coffee: [
    ['Brews', 52000],
    ['Water filter litres', 900],
  ],
};

export function buildCataloguePlan(plan: SeedPlan): CataloguePlan {
  const files = new Map<string, PlanFile>();
  const addFile = (key: string, contentType: string, bytes: Buffer) => {
    if (!files.has(key)) files.set(key, { key, contentType, bytes });
    return key;
  };
  const svgFile = (key: string, svg: string) => addFile(key, 'image/svg+xml', Buffer.from(svg, 'utf8'));
  const pdfFile = (key: string, title: string, subtitle: string, lines: string[]) =>
    addFile(key, 'application/pdf', textPdf({ title, subtitle, lines }));
  const supplierOf = (key: string) => plan.suppliers.find((s) => s.key === key)!;
  const modelOf = (key: string) => plan.models.find((m) => m.key === key)!;
  const machineOf = (key: string) => plan.machines.find((m) => m.key === key)!;
  const typeName = (key: string) => plan.machineTypes.find((t) => t.key === key)!.name;

  // ---------------------------------------------------------------- contacts and users
  const contacts: PlanContact[] = [
    [
      'nordic',
      'Anne Andersen',
      'Kitchen manager',
      'anne.andersen@nordicfoods.test',
      true,
      '+47 911 11 111',
      true,
      true,
    ],
    [
      'nordic',
      'Bjørn Berg',
      'Maintenance lead',
      'bjorn.berg@nordicfoods.test',
      true,
      '+47 922 22 222',
      true,
      true,
    ],
    [
      'nordic',
      'Camilla Dahl',
      'Purchasing',
      'camilla.dahl@nordicfoods.test',
      false,
      '+47 933 33 333',
      false,
      true,
    ],
    [
      'nordic',
      'Egil Eriksen',
      'Facility manager (former)',
      'egil.eriksen@nordicfoods.test',
      false,
      null,
      false,
      false,
    ],
    [
      'bergen',
      'Frida Fjell',
      'Site manager',
      'frida.fjell@nordicfoods.test',
      true,
      '+47 944 44 444',
      true,
      true,
    ],
    ['bergen', 'Geir Gundersen', 'Head chef', null, false, '+47 955 55 555', false, false],
    ['fjord', 'Hanne Holm', 'Owner', 'hanne@fjordbakery.test', true, '+47 966 66 666', true, true],
    ['fjord', 'Ivar Isaksen', 'Baker', null, false, '+47 977 77 777', true, true],
  ].map(([customerKey, name, title, email, emailAllowed, mobile, smsAllowed, isActive], i) => ({
    key: `contact${i + 1}`,
    customerKey: customerKey as string,
    name: name as string,
    title: title as string | null,
    email: email as string | null,
    emailAllowed: emailAllowed as boolean,
    mobile: mobile as string | null,
    smsAllowed: smsAllowed as boolean,
    isActive: isActive as boolean,
  }));

  const users: PlanUser[] = [
    ['kari', 'Kari Kitchen', 'kari.kitchen@demo.test', true],
    ['lars', 'Lars Lager', 'lars.lager@demo.test', true],
    ['mette', 'Mette Morgen', 'mette.morgen@demo.test', false],
  ].map(([key, name, email, active]) => ({
    key: key as string,
    name: name as string,
    email: email as string,
    kind: 'customer',
    userTypeId: 6,
    customerKey: 'nordic',
    active: active as boolean,
    extraOrganisationKeys: [],
  }));

  // ---------------------------------------------------------------- articles, parts, prices
  const articleList: PlanArticle[] = [];
  for (const [category, group] of Object.entries(ARTICLES)) {
    const accent = supplierOf(group.supplierKey).colour;
    for (const [articleNumber, description, price, descriptionLong] of group.items) {
      const image = svgFile(
        `articles/${articleNumber.toLowerCase()}.svg`,
        articleImageSvg(articleNumber, description, accent),
      );
      articleList.push({
        articleNumber,
        description,
        descriptionLong,
        price,
        image,
        articleType: category === 'all' ? 'Consumable' : 'Spare part',
        warehouseId: NOT_IN_WAREHOUSE.has(articleNumber) ? null : 1,
        category,
      });
    }
  }
  const articleOf = (number: string) => articleList.find((a) => a.articleNumber === number)!;

  const modelPartRows: CataloguePlan['modelParts'] = [];
  for (const model of plan.models) {
    partsOfModel(model).forEach((articleNumber, i) =>
      modelPartRows.push({
        modelKey: model.key,
        articleNumber,
        quantity: QUANTITIES[articleNumber] ?? 1,
        position: String(i + 1),
      }),
    );
  }

  // Customer prices: the first organisation has agreed prices on every other article, so the
  // parts list shows both cases; Bergen on a few; Fjord Bakery (no prices shown) on two.
  const customerPriceRows: CataloguePlan['customerPrices'] = [];
  articleList.forEach((article, i) => {
    if (i % 2 === 0)
      customerPriceRows.push({
        customerKey: 'nordic',
        articleNumber: article.articleNumber,
        price: Math.round(article.price * 0.9 * 100) / 100,
      });
    if (i % 5 === 1)
      customerPriceRows.push({
        customerKey: 'bergen',
        articleNumber: article.articleNumber,
        price: Math.round(article.price * 0.95 * 100) / 100,
      });
  });
  for (const articleNumber of ['MX-4001', 'MX-4003']) {
    customerPriceRows.push({
      customerKey: 'fjord',
      articleNumber,
      price: Math.round(articleOf(articleNumber).price * 0.85 * 100) / 100,
    });
  }

  // ---------------------------------------------------------------- documents
  const documentList: PlanDocument[] = [];
  const addDocument = (doc: Omit<PlanDocument, 'key'>) => {
    const key = `doc${documentList.length + 1}`;
    documentList.push({ key, ...doc });
    return key;
  };
  for (const model of plan.models) {
    const s = modelSlug(model.imagePath);
    const supplier = supplierOf(model.supplierKey);
    const type = typeName(model.typeKey);
    addDocument({
      name: `${model.name} operating manual`,
      documentTypeId: DOCUMENT_TYPES.manual,
      linkUrl: pdfFile(
        `documents/${s}/operating-manual.pdf`,
        `${model.name} operating manual`,
        `${supplier.name} - ${type}`,
        [
          '1. Safety instructions',
          '2. Daily operation',
          '3. Cleaning and care',
          '4. Fault codes and what to do',
          '5. Service and spare parts: see the parts list and the exploded view.',
        ],
      ),
      partDrawingImage: null,
      partDrawingImageMap: null,
      modelKeys: [model.key],
    });
    if (model.typeKey === 'oven' || model.typeKey === 'dishwasher') {
      addDocument({
        name: `${model.name} service manual`,
        documentTypeId: DOCUMENT_TYPES.manual,
        linkUrl: pdfFile(`documents/${s}/service-manual.pdf`, `${model.name} service manual`, supplier.name, [
          'For authorised service technicians.',
          'Wiring diagrams, adjustment values and replacement procedures.',
        ]),
        partDrawingImage: null,
        partDrawingImageMap: null,
        modelKeys: [model.key],
      });
    }
    if (model.supplierKey === 'arctic') {
      addDocument({
        name: `${model.name} product page`,
        documentTypeId: DOCUMENT_TYPES.manual,
        linkUrl: `https://example.com/arctic-cooling/${s}`,
        partDrawingImage: null,
        partDrawingImageMap: null,
        modelKeys: [model.key],
      });
    }
    // Every model but the coffee machine has an exploded view (its tab shows "none available").
    if (model.typeKey !== 'coffee') {
      const parts: DrawingPart[] = partsOfModel(model)
        .filter((number) => articleOf(number).category !== 'all')
        .map((articleNumber, i) => ({
          position: String(i + 1),
          articleNumber,
          description: articleOf(articleNumber).description,
        }));
      const drawing = explodedViewSvg(model.name, parts, supplier.colour);
      addDocument({
        name: `${model.name} exploded view`,
        documentTypeId: DOCUMENT_TYPES.partDrawing,
        linkUrl: null,
        partDrawingImage: svgFile(`documents/${s}/exploded-view.svg`, drawing.svg),
        partDrawingImageMap: JSON.stringify(drawing.map),
        modelKeys: [model.key],
      });
    }
  }
  const modelsWhere = (test: (m: SeedPlan['models'][number]) => boolean) =>
    plan.models.filter(test).map((m) => m.key);
  // Documents shared by several models (ModelDocuments lists each).
  addDocument({
    name: 'Combi Kitchen safety instructions',
    documentTypeId: DOCUMENT_TYPES.manual,
    linkUrl: pdfFile(
      'documents/shared/combi-kitchen-safety.pdf',
      'Safety instructions',
      'Combi Kitchen GmbH',
      [
        'Hot surfaces and steam: keep the door closed while the oven is running.',
        'Disconnect the power before cleaning behind panels.',
      ],
    ),
    partDrawingImage: null,
    partDrawingImageMap: null,
    modelKeys: modelsWhere((m) => m.supplierKey === 'combi'),
  });
  addDocument({
    name: 'Daily cleaning checklist',
    documentTypeId: DOCUMENT_TYPES.form,
    linkUrl: pdfFile(
      'documents/shared/daily-cleaning-checklist.pdf',
      'Daily cleaning checklist',
      'Dishwashers',
      [
        '[ ] Empty and rinse the tank',
        '[ ] Clean the filter basket',
        '[ ] Check the wash and rinse arms',
        '[ ] Leave the door open to dry',
        'Signature: ____________________',
      ],
    ),
    partDrawingImage: null,
    partDrawingImageMap: null,
    modelKeys: modelsWhere((m) => m.typeKey === 'dishwasher'),
  });
  addDocument({
    name: 'HACCP temperature log',
    documentTypeId: DOCUMENT_TYPES.form,
    linkUrl: pdfFile('documents/shared/haccp-temperature-log.pdf', 'HACCP temperature log', 'Refrigeration', [
      'Day | Time | Temperature | Signature',
      'Log the temperature twice a day. Report deviations above 4 °C at once.',
    ]),
    partDrawingImage: null,
    partDrawingImageMap: null,
    modelKeys: modelsWhere((m) => m.typeKey === 'fridge' || m.typeKey === 'freezer'),
  });
  addDocument({
    name: 'Oven service request form',
    documentTypeId: DOCUMENT_TYPES.form,
    linkUrl: pdfFile('documents/shared/oven-service-request.pdf', 'Service request', 'Combi ovens', [
      'Machine, serial number, error code, description of the fault.',
    ]),
    partDrawingImage: null,
    partDrawingImageMap: null,
    modelKeys: modelsWhere((m) => m.typeKey === 'oven'),
  });

  // ---------------------------------------------------------------- the showcase machine and job
  const closed = (statusId: number) => partnerJobSection(statusId) === 'Finished';
  const showcaseJob = plan.jobs.find(
    (j) =>
      j.customerKey === 'nordic' &&
      closed(j.statusId) &&
      j.jobType.id !== 3 &&
      j.machines.some((m) => machineOf(m.machineKey).modelKey !== null),
  )!;
  const showcaseMachine = showcaseJob.machines.find(
    (m) => machineOf(m.machineKey).modelKey !== null,
  )!.machineKey;

  // ---------------------------------------------------------------- resource folders and files
  const folders: PlanResourceFolder[] = [];
  const resourceFileRows: PlanResourceFile[] = [];
  const addFolder = (folder: Omit<PlanResourceFolder, 'key' | 'sortOrder'>) => {
    const key = `folder${folders.length + 1}`;
    folders.push({ key, sortOrder: folders.length, ...folder });
    return key;
  };
  for (const supplier of plan.suppliers) {
    const s = slug(supplier.name);
    const top = addFolder({
      parentKey: null,
      name: 'Product information',
      type: 'Supplier',
      ownerKey: supplier.key,
    });
    resourceFileRows.push(
      {
        folderKey: top,
        name: `${supplier.name} product catalogue.pdf`,
        link: pdfFile(`resources/suppliers/${s}/product-catalogue.pdf`, 'Product catalogue', supplier.name, [
          'Our full range of professional kitchen equipment.',
        ]),
        typeId: 1,
        isMedia: false,
      },
      {
        folderKey: top,
        name: `${supplier.name} website`,
        link: `https://example.com/suppliers/${s}`,
        typeId: 1,
        isMedia: false,
      },
    );
    const certificates = addFolder({
      parentKey: top,
      name: 'Certificates',
      type: 'Supplier',
      ownerKey: supplier.key,
    });
    resourceFileRows.push({
      folderKey: certificates,
      name: 'CE declaration of conformity.pdf',
      link: pdfFile(
        `resources/suppliers/${s}/ce-declaration.pdf`,
        'EU declaration of conformity',
        supplier.name,
        ['The products named in the catalogue conform to the machinery directive 2006/42/EC.'],
      ),
      typeId: 1,
      isMedia: false,
    });
  }
  for (const model of plan.models) {
    const s = modelSlug(model.imagePath);
    const folder = addFolder({
      parentKey: null,
      name: 'Documentation',
      type: 'MachineModel',
      ownerKey: model.key,
    });
    resourceFileRows.push(
      {
        folderKey: folder,
        name: 'Quick reference guide.pdf',
        link: pdfFile(
          `resources/models/${s}/quick-reference.pdf`,
          `${model.name} quick reference`,
          typeName(model.typeKey),
          ['Start-up, shut-down and cleaning in five steps.'],
        ),
        typeId: 1,
        isMedia: false,
      },
      { folderKey: folder, name: 'Product image', link: model.imagePath, typeId: 1, isMedia: true },
      {
        folderKey: folder,
        name: 'Cleaning instructions video',
        link: `https://example.com/videos/${s}-cleaning`,
        typeId: 1,
        isMedia: true,
      },
    );
    if (model.typeKey !== 'coffee') {
      resourceFileRows.push({
        folderKey: folder,
        name: 'Exploded view',
        link: `documents/${s}/exploded-view.svg`,
        typeId: 3,
        isMedia: true,
      });
    }
    if (model.typeKey === 'dishwasher') {
      resourceFileRows.push({
        folderKey: folder,
        name: 'Daily cleaning checklist.pdf',
        link: 'documents/shared/daily-cleaning-checklist.pdf',
        typeId: 2,
        isMedia: false,
      });
    }
  }
  // Files of single machines (their history) and of a job: the showcase machine, and one machine
  // of Fjord Bakery (another organisation's files).
  const fjordMachine = plan.machines.find((m) => m.customerKey === 'fjord')!;
  for (const machineKey of [showcaseMachine, fjordMachine.key]) {
    const machine = machineOf(machineKey);
    const accent = supplierOf(machine.supplierKey).colour;
    const folder = addFolder({
      parentKey: null,
      name: 'Installation',
      type: 'MachineJobHistory',
      ownerKey: machineKey,
    });
    resourceFileRows.push(
      {
        folderKey: folder,
        name: 'Installation protocol.pdf',
        link: pdfFile(
          `resources/machines/${machineKey}/installation-protocol.pdf`,
          'Installation protocol',
          machine.displayName,
          [
            `Serial number ${machine.serialNumber}`,
            'Installed, connected and tested according to the installation manual.',
          ],
        ),
        typeId: 1,
        isMedia: false,
      },
      {
        folderKey: folder,
        name: 'Name plate.svg',
        link: svgFile(
          `resources/machines/${machineKey}/name-plate.svg`,
          photoSvg(machine.displayName, machine.serialNumber, accent),
        ),
        typeId: 1,
        isMedia: true,
      },
    );
  }
  {
    const machine = machineOf(showcaseMachine);
    const accent = supplierOf(machine.supplierKey).colour;
    const folder = addFolder({ parentKey: null, name: 'Job photos', type: 'Job', ownerKey: showcaseJob.key });
    resourceFileRows.push(
      {
        folderKey: folder,
        name: 'Before repair.svg',
        link: svgFile(
          `resources/jobs/${showcaseJob.key}/before.svg`,
          photoSvg('Before repair', machine.displayName, accent),
        ),
        typeId: 1,
        isMedia: true,
      },
      {
        folderKey: folder,
        name: 'After repair.svg',
        link: svgFile(
          `resources/jobs/${showcaseJob.key}/after.svg`,
          photoSvg('After repair', machine.displayName, accent),
        ),
        typeId: 1,
        isMedia: true,
      },
    );
  }

  // ---------------------------------------------------------------- service history
  // One entry per machine of every finished job (50..100), on its completed date, with the labour
  // (service amount) and the parts of the job's amounts: the base plan's parts amounts are whole
  // multiples of HISTORY_PART_PRICE, spread over up to three parts of the machine's model.
  const history: PlanServiceHistory[] = [];
  for (const job of plan.jobs) {
    if (!closed(job.statusId)) continue;
    for (const line of job.machines) {
      const machine = machineOf(line.machineKey);
      const model = machine.modelKey ? modelOf(machine.modelKey) : null;
      const candidates = model ? partsOfModel(model) : ['GN-9001', 'GN-9003'];
      let units = Math.round(line.partsAmount / HISTORY_PART_PRICE);
      const parts: PlanServiceHistory['parts'] = [];
      let i = job.key.length + line.machineKey.length;
      while (units > 0 && parts.length < 3) {
        const qty = parts.length === 2 ? units : Math.max(1, Math.ceil(units / 2));
        const articleNumber = candidates[i++ % candidates.length]!;
        if (parts.some((p) => p.articleNumber === articleNumber)) break;
        parts.push({ articleNumber, qtyOrdered: qty, priceOut: HISTORY_PART_PRICE });
        units -= qty;
      }
      if (units > 0 && parts.length > 0) parts[parts.length - 1]!.qtyOrdered += units;
      const isParts = job.jobType.id === 3;
      const orderNumber = isParts ? `S ${job.key}` : String(job.orderId);
      history.push({
        machineKey: line.machineKey,
        jobKey: job.key,
        createdDate: job.completedDate ?? job.createdDate,
        serviceAmount: line.serviceAmount,
        serviceReport: isParts
          ? null
          : pdfFile(
              `service-reports/${job.key}-${line.machineKey}.pdf`,
              'Service report',
              `Order ${orderNumber} - ${machine.displayName}`,
              [
                `Job type: ${job.jobType.name}`,
                `Machine: ${machine.displayName} (${machine.serialNumber})`,
                `Fault reported: ${line.customerComment ?? '-'}`,
                `Work performed: ${line.technicianComment ?? 'Inspection and function test.'}`,
                `Invoice: ${line.invoiceComment ?? '-'}`,
              ],
            ),
        parts,
      });
    }
  }

  // ---------------------------------------------------------------- partner job data
  const partnerJobs = plan.jobs.filter((j) => j.partnerCompanyKey !== null);
  const counterRows: PlanCounter[] = [];
  const counted = new Set<string>();
  partnerJobs.forEach((job, j) => {
    for (const line of job.machines) {
      if (counted.has(line.machineKey)) continue;
      counted.add(line.machineKey);
      const machine = machineOf(line.machineKey);
      (COUNTER_NAMES[machine.typeKey] ?? []).forEach(([name, typical], c) => {
        const lastValue = typical + ((j * 997 + c * 131 + counted.size * 53) % 1000);
        counterRows.push({
          machineKey: line.machineKey,
          name,
          lastValue,
          // Finished jobs have today's reading; on the others it is still to be entered.
          value: isPartnerFinalized(job.statusId) ? lastValue + 40 + c * 5 : null,
        });
      });
    }
  });

  const openJob = partnerJobs.find(
    (j) => j.partnerCompanyKey === 'servicePartner' && j.statusId === JOB_STATUS.InProgress,
  )!;
  const finishedJob = partnerJobs.find(
    (j) => j.partnerCompanyKey === 'servicePartner' && j.statusId === JOB_STATUS.Completed,
  )!;
  const warehousePart = (machineKey: string) => {
    const machine = machineOf(machineKey);
    const numbers = machine.modelKey ? partsOfModel(modelOf(machine.modelKey)) : ['GN-9001'];
    return articleOf(numbers.find((n) => articleOf(n).warehouseId !== null) ?? 'GN-9001');
  };
  const orderLineRows: PlanOrderLine[] = [];
  {
    const machineKey = openJob.machines[0]!.machineKey;
    const part = warehousePart(machineKey);
    orderLineRows.push(
      {
        jobKey: openJob.key,
        machineKey,
        articleNumber: part.articleNumber,
        articleDescription: part.description,
        articleCount: 2,
        articleType: part.articleType,
        createdAt: addDays(openJob.createdDate, 1),
        createdByKey: 'tech',
      },
      {
        jobKey: openJob.key,
        machineKey,
        articleNumber: null,
        articleDescription: 'Travel and call-out fee',
        articleCount: 1,
        articleType: null,
        createdAt: addDays(openJob.createdDate, 1),
        createdByKey: 'tech',
      },
    );
    const finishedMachine = finishedJob.machines[0]!.machineKey;
    const finishedPart = warehousePart(finishedMachine);
    orderLineRows.push({
      jobKey: finishedJob.key,
      machineKey: finishedMachine,
      articleNumber: finishedPart.articleNumber,
      articleDescription: finishedPart.description,
      articleCount: 1,
      articleType: finishedPart.articleType,
      createdAt: addDays(finishedJob.createdDate, 1),
      createdByKey: 'tech',
    });
  }

  const attachmentRows: PlanAttachment[] = [];
  {
    const machine = machineOf(openJob.machines[0]!.machineKey);
    const accent = supplierOf(machine.supplierKey).colour;
    const photo = svgFile(
      `attachments/${openJob.key}/door-seal-before.svg`,
      photoSvg('Door seal before replacement', machine.displayName, accent),
    );
    const report = pdfFile(
      `attachments/${openJob.key}/pressure-test.pdf`,
      'Pressure test',
      machine.displayName,
      ['Inlet pressure 3.2 bar, rinse pressure 0.8 bar: OK.'],
    );
    attachmentRows.push(
      {
        jobKey: openJob.key,
        name: 'Door seal before replacement.svg',
        blobKey: photo,
        contentType: 'image/svg+xml',
        size: files.get(photo)!.bytes.length,
        isMedia: true,
        typeId: 1,
        uploadedByKey: 'tech',
        createdAt: addDays(openJob.createdDate, 1),
      },
      {
        jobKey: openJob.key,
        name: 'Pressure test.pdf',
        blobKey: report,
        contentType: 'application/pdf',
        size: files.get(report)!.bytes.length,
        isMedia: false,
        typeId: 1,
        uploadedByKey: 'tech',
        createdAt: addDays(openJob.createdDate, 1),
      },
    );
  }

  const jobPartnerRows: CataloguePlan['jobPartners'] = [];
  const jobContacts: CataloguePlan['jobContacts'] = [];
  for (const job of partnerJobs) {
    jobPartnerRows.push({ jobKey: job.key, partnerCompanyKey: job.partnerCompanyKey, userKey: null });
    const participants = [...new Set(job.appointments.flatMap((a) => a.participantKeys))];
    for (const userKey of participants)
      jobPartnerRows.push({ jobKey: job.key, partnerCompanyKey: null, userKey });
    const contact = contacts.find((c) => c.customerKey === job.customerKey && c.isActive);
    if (contact) jobContacts.push({ jobKey: job.key, contactKey: contact.key });
  }

  return {
    contacts,
    users,
    articles: articleList,
    modelParts: modelPartRows,
    customerPrices: customerPriceRows,
    documents: documentList,
    resourceFolders: folders,
    resourceFiles: resourceFileRows,
    serviceHistory: history,
    counters: counterRows,
    orderLines: orderLineRows,
    attachments: attachmentRows,
    jobPartners: jobPartnerRows,
    jobContacts,
    showcase: { machineKey: showcaseMachine, jobKey: showcaseJob.key },
    files: [...files.values()],
  };
}

/** Inserts the catalogue plan after the base plan's rows (`ids` resolves their keys). */
export async function insertCatalogue(
  db: Db,
  catalogue: CataloguePlan,
  ids: SeedIds,
  options: { demoPasswordCost?: number } = {},
): Promise<void> {
  const id = (map: Map<string, number>, key: string) => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`seed: no id for ${key}`);
    return value;
  };

  // Multi-row inserts, matched back by a natural key unique within the plan.
  const contactRows = await db
    .insert(contacts)
    .values(
      catalogue.contacts.map(({ key: _key, customerKey, ...fields }) => ({
        ...fields,
        customerId: id(ids.customers, customerKey),
      })),
    )
    .returning({ id: contacts.id, customerId: contacts.customerId, name: contacts.name });
  const contactIds = new Map(
    catalogue.contacts.map((c) => [
      c.key,
      contactRows.find((r) => r.name === c.name && r.customerId === ids.customers.get(c.customerKey))!.id,
    ]),
  );
  for (const { jobKey, contactKey } of catalogue.jobContacts) {
    await db
      .update(jobs)
      .set({ contactId: id(contactIds, contactKey) })
      .where(eq(jobs.id, id(ids.jobs, jobKey)));
  }

  for (const u of catalogue.users) {
    const [row] = await db
      .insert(users)
      .values({
        name: u.name,
        email: u.email,
        passwordHash: await hashPassword(DEMO_PASSWORD, {
          salt: demoSalt(u.email),
          N: options.demoPasswordCost,
        }),
        kind: u.kind,
        userTypeId: u.userTypeId,
        customerId: u.customerKey ? id(ids.customers, u.customerKey) : null,
        active: u.active,
        createdAt: new Date(Date.UTC(2024, 0, 1)),
      })
      .returning({ id: users.id });
    ids.users.set(u.key, row!.id);
    for (const orgKey of u.extraOrganisationKeys) {
      await db.insert(userOrganisations).values({ userId: row!.id, customerId: id(ids.customers, orgKey) });
    }
  }

  await db.insert(articles).values(catalogue.articles.map(({ category: _category, ...fields }) => fields));
  await db.insert(modelParts).values(
    catalogue.modelParts.map(({ modelKey, ...fields }) => ({
      ...fields,
      machineModelId: id(ids.models, modelKey),
    })),
  );
  await db.insert(customerPrices).values(
    catalogue.customerPrices.map(({ customerKey, ...fields }) => ({
      ...fields,
      customerId: id(ids.customers, customerKey),
    })),
  );

  const documentRows = await db
    .insert(documents)
    .values(catalogue.documents.map(({ key: _key, modelKeys: _models, ...fields }) => fields))
    .returning({ id: documents.id, name: documents.name });
  const documentIds = new Map(documentRows.map((r) => [r.name, r.id]));
  await db.insert(modelDocuments).values(
    catalogue.documents.flatMap((doc) =>
      doc.modelKeys.map((modelKey) => ({
        documentId: id(documentIds, doc.name),
        machineModelId: id(ids.models, modelKey),
      })),
    ),
  );

  const folderIds = new Map<string, number>();
  for (const folder of catalogue.resourceFolders) {
    const owner = {
      Supplier: { supplierId: ids.suppliers },
      MachineModel: { machineModelId: ids.models },
      MachineJobHistory: { machineId: ids.machines },
      Job: { jobId: ids.jobs },
    }[folder.type];
    const [column, map] = Object.entries(owner)[0]!;
    const [row] = await db
      .insert(resourceFolders)
      .values({
        parentId: folder.parentKey ? id(folderIds, folder.parentKey) : null,
        name: folder.name,
        inheritedFromType: folder.type,
        sortOrder: folder.sortOrder,
        [column]: id(map, folder.ownerKey),
      })
      .returning({ id: resourceFolders.id });
    folderIds.set(folder.key, row!.id);
  }
  await db.insert(resourceFiles).values(
    catalogue.resourceFiles.map(({ folderKey, ...fields }) => ({
      ...fields,
      folderId: id(folderIds, folderKey),
    })),
  );

  const historyKey = (jobId: number | null, machineId: number) => `${jobId}/${machineId}`;
  const historyRows = await db
    .insert(serviceHistory)
    .values(
      catalogue.serviceHistory.map((entry) => ({
        machineId: id(ids.machines, entry.machineKey),
        jobId: entry.jobKey ? id(ids.jobs, entry.jobKey) : null,
        createdDate: entry.createdDate,
        serviceAmount: entry.serviceAmount,
        serviceReport: entry.serviceReport,
      })),
    )
    .returning({ id: serviceHistory.id, jobId: serviceHistory.jobId, machineId: serviceHistory.machineId });
  const historyIds = new Map(historyRows.map((r) => [historyKey(r.jobId, r.machineId), r.id]));
  const historyParts = catalogue.serviceHistory.flatMap((entry) => {
    const historyId = id(
      historyIds,
      historyKey(entry.jobKey ? id(ids.jobs, entry.jobKey) : null, id(ids.machines, entry.machineKey)),
    );
    return entry.parts.map((part) => ({ ...part, historyId }));
  });
  if (historyParts.length > 0) await db.insert(serviceHistoryParts).values(historyParts);

  if (catalogue.counters.length > 0) {
    await db.insert(counters).values(
      catalogue.counters.map(({ machineKey, ...fields }) => ({
        ...fields,
        machineId: id(ids.machines, machineKey),
      })),
    );
  }
  await db.insert(orderLines).values(
    catalogue.orderLines.map(({ jobKey, machineKey, createdByKey, ...fields }) => ({
      ...fields,
      machineJobId: id(ids.machineJobs, `${jobKey}/${machineKey}`),
      createdBy: id(ids.users, createdByKey),
    })),
  );
  await db.insert(attachments).values(
    catalogue.attachments.map(({ jobKey, uploadedByKey, ...fields }) => ({
      ...fields,
      jobId: id(ids.jobs, jobKey),
      uploadedBy: id(ids.users, uploadedByKey),
    })),
  );
  await db.insert(jobPartners).values(
    catalogue.jobPartners.map((link) => ({
      jobId: id(ids.jobs, link.jobKey),
      partnerCompanyId: link.partnerCompanyKey ? id(ids.partnerCompanies, link.partnerCompanyKey) : null,
      userId: link.userKey ? id(ids.users, link.userKey) : null,
    })),
  );
}

/**
 * The catalogue's blob keys (of `keys`) that a row of the database refers to: documents, part
 * drawings, resource files, service reports, article images and attachments.
 */
export async function referencedCatalogueKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (keys.length === 0) return found;
  const add = (rows: { key: string | null }[]) => rows.forEach((r) => r.key && found.add(r.key));
  add(await db.select({ key: documents.linkUrl }).from(documents).where(inArray(documents.linkUrl, keys)));
  add(
    await db
      .select({ key: documents.partDrawingImage })
      .from(documents)
      .where(inArray(documents.partDrawingImage, keys)),
  );
  add(
    await db.select({ key: resourceFiles.link }).from(resourceFiles).where(inArray(resourceFiles.link, keys)),
  );
  add(
    await db
      .select({ key: serviceHistory.serviceReport })
      .from(serviceHistory)
      .where(and(isNotNull(serviceHistory.serviceReport), inArray(serviceHistory.serviceReport, keys))),
  );
  add(await db.select({ key: articles.image }).from(articles).where(inArray(articles.image, keys)));
  add(
    await db.select({ key: attachments.blobKey }).from(attachments).where(inArray(attachments.blobKey, keys)),
  );
  return found;
}

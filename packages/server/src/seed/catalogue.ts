/**
 * The demo catalogue and job-report data, planned from the base seed plan (data.ts) and inserted
 * after it (index.ts): contacts, more customer users, articles with prices and images, the parts
 * list of every model, customer prices, documents (manuals, forms, part drawings with an exploded
 * view and its image map), resource folders and files, the service history with parts (the cost
 * graph), counters, order lines, an attachment, who takes part in the partner jobs and the
 * customer person of a job. Deterministic like the rest of the plan, and every file the rows
 * refer to is in `files` with bytes that never depend on the base date.
 *
 * This file holds the plan's shape and puts it together; each part is planned in a file of its
 * own (catalogue-people, -articles, -documents, -resources, -history, -partner-jobs, sharing
 * catalogue-kit.ts) and inserted by catalogue-insert.ts.
 */
import type { ResourceOwnerType } from '../db/schema.js';
import type { PlanFile, PlanUser, SeedPlan } from './data.js';
import { planArticles } from './catalogue-articles.js';
import { planDocuments } from './catalogue-documents.js';
import { planServiceHistory } from './catalogue-history.js';
import { catalogueKit } from './catalogue-kit.js';
import { planPartnerJobData } from './catalogue-partner-jobs.js';
import { planPeople } from './catalogue-people.js';
import { planResources, planShowcase } from './catalogue-resources.js';

export { HISTORY_PART_PRICE } from './catalogue-history.js';
export { insertCatalogue, referencedCatalogueKeys } from './catalogue-insert.js';

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

/**
 * The parts are planned in this order, which is also the order of the files they add (`files`):
 * people, articles, documents, resources, service history, partner job data.
 */
export function buildCataloguePlan(plan: SeedPlan): CataloguePlan {
  const kit = catalogueKit(plan);
  const { contacts, users } = planPeople();
  const articles = planArticles(kit);
  const documents = planDocuments(kit, articles.articleOf);
  const showcase = planShowcase(kit);
  const resources = planResources(kit, showcase);
  const serviceHistory = planServiceHistory(kit);
  const partnerJobData = planPartnerJobData(kit, articles.articleOf, contacts);
  return {
    contacts,
    users,
    articles: articles.articles,
    modelParts: articles.modelParts,
    customerPrices: articles.customerPrices,
    documents,
    resourceFolders: resources.folders,
    resourceFiles: resources.files,
    serviceHistory,
    ...partnerJobData,
    showcase: { machineKey: showcase.machineKey, jobKey: showcase.job.key },
    files: [...kit.files.values()],
  };
}

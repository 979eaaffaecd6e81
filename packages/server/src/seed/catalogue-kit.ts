/**
 * What the parts of the catalogue plan share: the files they add (kept in the order they are
 * added, which is the order of the plan's `files`) and look-ups of the base plan's rows.
 */
import { partnerJobSection } from '@eqp/rules';
import type { PlanFile, SeedPlan } from './data.js';
import { textPdf } from './pdf.js';

export const DAY = 24 * 60 * 60 * 1000;
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
/** models/ck-6-1-1.svg -> ck-6-1-1 */
export const modelSlug = (imagePath: string) => imagePath.replace(/^models\//, '').replace(/\.svg$/, '');

export interface CatalogueKit {
  plan: SeedPlan;
  /** Every file the catalogue's rows refer to, by blob key, in the order added. */
  files: Map<string, PlanFile>;
  svgFile(key: string, svg: string): string;
  pdfFile(key: string, title: string, subtitle: string, lines: string[]): string;
  supplierOf(key: string): SeedPlan['suppliers'][number];
  modelOf(key: string): SeedPlan['models'][number];
  machineOf(key: string): SeedPlan['machines'][number];
  typeName(key: string): string;
  /** Whether a job of this status is finished (the partner portal's Finished section). */
  closed(statusId: number): boolean;
}

export function catalogueKit(plan: SeedPlan): CatalogueKit {
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
  const closed = (statusId: number) => partnerJobSection(statusId) === 'Finished';
  return { plan, files, svgFile, pdfFile, supplierOf, modelOf, machineOf, typeName, closed };
}

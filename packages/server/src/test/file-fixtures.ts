/**
 * Test fixtures of the file routes: the demo seed's plan and catalogue, the bytes of a demo file,
 * and a manual of a model only the first organisation (nordic) has.
 */
import { buildCataloguePlan, buildSeedPlan, demoFiles } from '../seed/index.js';
import { TEST_BASE_DATE } from './context.js';

export const plan = buildSeedPlan(TEST_BASE_DATE);
export const catalogue = buildCataloguePlan(plan);

/** The bytes the seed stores under `key`. */
export const bytesOf = (key: string) => demoFiles().find((f) => f.key === key)!.bytes;

/** The machine models an organisation of the seed has. */
export const modelsOf = (customerKey: string) =>
  new Set(plan.machines.filter((m) => m.customerKey === customerKey).map((m) => m.modelKey));

/** A manual (PDF) of a model only the first organisation has, so the second may not read it. */
export const nordicManual = catalogue.documents.find(
  (d) =>
    d.documentTypeId === 1 &&
    d.linkUrl?.endsWith('.pdf') &&
    d.modelKeys.every((k) => modelsOf('nordic').has(k) && !modelsOf('fjord').has(k)),
)!;

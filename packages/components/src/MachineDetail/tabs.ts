import type { MachineOverview } from '@eqp/sdk';

/**
 * The tabs of a machine, named by their route segment under `/customer/machines/{id}/` (spec §2):
 * `partsdocuments` is the Exploded view (part drawings).
 */
export const MACHINE_TABS = [
  'general',
  'service',
  'parts',
  'manuals',
  'partsdocuments',
  'forms',
  'resources',
] as const;

export type MachineTab = (typeof MACHINE_TABS)[number];

/** The portal's address of a tab: `/customer/machines/{id}/{tab}`. */
export function defaultMachineTabHref(machineId: number, tab: MachineTab): string {
  return `/customer/machines/${machineId}/${tab}`;
}

/** Whether `value` is the name of a tab (a route segment). */
export function isMachineTab(value: unknown): value is MachineTab {
  return typeof value === 'string' && (MACHINE_TABS as readonly string[]).includes(value);
}

/**
 * Which tabs can be opened (spec §2): Parts needs a model; Manuals, Exploded view and Forms need a
 * model and at least one such document (the overview's counts). The others are always open.
 */
export function machineTabAvailability(overview: MachineOverview): Record<MachineTab, boolean> {
  const { Machine: machine } = overview;
  const hasModel = machine.MachineModel != null;
  return {
    general: true,
    service: true,
    parts: hasModel,
    manuals: hasModel && overview.DocumentManualsCount > 0,
    partsdocuments: hasModel && overview.DocumentPartDrawingCount > 0,
    forms: hasModel && overview.DocumentFormsCount > 0,
    resources: true,
  };
}

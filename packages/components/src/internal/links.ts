import type { MachineListItem } from '@eqp/sdk';

/** The machine panels the list links to (spec §2 routes under /customer/machines/{id}). */
export type MachinePanel = 'general' | 'service' | 'parts';

/** The portal's machine routes: `/customer/machines/{id}/{panel}`. */
export function defaultMachineHref(
  machine: Pick<MachineListItem, 'Id'>,
  panel: MachinePanel = 'general',
): string {
  return `/customer/machines/${machine.Id}/${panel}`;
}

/**
 * Address of an image stored by relative path (spec §7: `GET /api2/resource/?relativePath=`).
 * `baseUrl` is the API root ('' = the page's origin); `MachineList` passes the sdk client's
 * `baseUrl`.
 */
export function resourceUrl(relativePath: string, baseUrl = ''): string {
  return `${baseUrl.replace(/\/+$/, '')}/api2/resource/?relativePath=${encodeURIComponent(relativePath)}`;
}

import { TOP_SEARCH_MIN, type MachineListItem } from '@eqp/sdk';

/** The top search lists at most this many machines. */
export const TOP_SEARCH_MAX = 8;

/** The fields the top search looks in (the serial number when the answer carries one). */
function searchableTexts(machine: MachineListItem): (string | null | undefined)[] {
  const { SerialNumber } = machine as MachineListItem & { SerialNumber?: string | null };
  return [
    machine.DisplayName,
    SerialNumber,
    machine.MachineType,
    machine.ParentMachineModelName,
    machine.SupplierName,
  ];
}

/** Whether the query is long enough to search (spec §2: at least two characters). */
export function topSearchRuns(query: string): boolean {
  return query.trim().length >= TOP_SEARCH_MIN;
}

/**
 * The machines whose display name, serial number, type, model or supplier contains the query,
 * case-insensitively, in the list's order, at most `max`. A query under two characters finds
 * nothing.
 */
export function searchMachines(
  machines: readonly MachineListItem[],
  query: string,
  max = TOP_SEARCH_MAX,
): MachineListItem[] {
  if (!topSearchRuns(query)) return [];
  const needle = query.trim().toLocaleLowerCase();
  const found: MachineListItem[] = [];
  for (const machine of machines) {
    if (searchableTexts(machine).some((text) => text?.toLocaleLowerCase().includes(needle))) {
      found.push(machine);
      if (found.length >= max) break;
    }
  }
  return found;
}

import { delay, http, HttpResponse } from 'msw';
import type { MachineSearchHit, MachineSearchResult } from '@eqp/sdk';
import { machines, type MachineListItem } from '../fixtures/machines';
import { api } from './helpers';

/** A fixture machine as the machine search answers it: its location from the display name, a serial number. */
export function searchHit(machine: MachineListItem): MachineSearchHit {
  return {
    Id: machine.Id,
    DisplayName: machine.DisplayName,
    Name: machine.DisplayName?.split(' – ')[1] ?? null,
    SerialNumber: `SN-${machine.Id}`,
    MachineType: machine.MachineType,
    MachineTypeRef: machine.MachineTypeRef,
    SupplierRef: machine.SupplierRef,
    ParentMachineModelName: machine.ParentMachineModelName,
    SupplierName: machine.SupplierName,
    MachineModelId: machine.MachineModelId,
    ModelImage: machine.ModelImage,
  };
}

/** The server's ranking (openapi/README.md, Decisions: machine search); undefined when no match. */
function rank(hit: MachineSearchHit, needle: string): number | undefined {
  const own = [hit.DisplayName, hit.SerialNumber].map((text) => text?.toLocaleLowerCase() ?? '');
  if (own.some((text) => text === needle)) return 0;
  if (own.some((text) => text.startsWith(needle))) return 1;
  if (own.some((text) => text.includes(needle))) return 2;
  if (hit.Name?.toLocaleLowerCase().includes(needle)) return 3;
  const catalogue = [hit.ParentMachineModelName, hit.MachineTypeRef?.Name, hit.SupplierName];
  if (catalogue.some((text) => text?.toLocaleLowerCase().includes(needle))) return 4;
  return undefined;
}

/** The machines of `items` matching `search`, best first, at most `limit`, as the server answers. */
export function searchResult(
  items: readonly MachineListItem[],
  search: string,
  limit = 20,
): MachineSearchResult {
  const needle = search.trim().toLocaleLowerCase();
  const found = items
    .map(searchHit)
    .map((hit) => ({ hit, rank: rank(hit, needle) }))
    .filter((entry): entry is { hit: MachineSearchHit; rank: number } => entry.rank !== undefined)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        (a.hit.DisplayName ?? '').localeCompare(b.hit.DisplayName ?? '') ||
        a.hit.Id - b.hit.Id,
    )
    .map((entry) => entry.hit);
  return { Items: found.slice(0, limit), HasMore: found.length > limit };
}

/**
 * GET /api2/customer/machines/search over `items` (default the 48 fixture machines): `Search` and
 * `Limit` as the server takes them; `ms` delays every answer (`'infinite'`: the searching state).
 */
export const machineSearchHandler = (
  items: readonly MachineListItem[] = machines,
  ms?: number | 'infinite',
) =>
  http.get(api('/customer/machines/search'), async ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (ms !== undefined) await delay(ms);
    return HttpResponse.json(
      searchResult(items, query.get('Search') ?? '', Number(query.get('Limit') ?? 20) || 20),
    );
  });

/** The machine search fails: `500 { Message }`. */
export const machineSearchErrorHandler = (message = 'The search is unavailable right now.', status = 500) =>
  http.get(api('/customer/machines/search'), () => HttpResponse.json({ Message: message }, { status }));

export const machineSearchHandlers = [machineSearchHandler()];

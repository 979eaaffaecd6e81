import type { MachineListFilters, MachineListSort, MachineListView } from '@eqp/components';

/**
 * The machine list's state in the address (`/customer/machines/list?type=3&sort=serial&view=list`),
 * so a reload keeps it, a link shares it and Back / Forward step through it:
 *
 * - `type`, `supplier`: an id of the filter choices; `location`: the location as written;
 * - `open=1`: open orders only; `sort`: `serial` or `lastService` (left out: by name);
 * - `view=list` (left out: cards).
 *
 * A value it does not know (a hand-edited or old address) is ignored, never an error.
 */
export interface MachineListAddress {
  filters: MachineListFilters;
  view: MachineListView;
}

const SORTS: readonly MachineListSort[] = ['serial', 'lastService'];
const PARAMS = ['type', 'supplier', 'location', 'open', 'sort', 'view'] as const;

const idOf = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/** The list's state read from the query string. */
export function readMachineListAddress(params: URLSearchParams): MachineListAddress {
  const filters: MachineListFilters = {};
  const typeId = idOf(params.get('type'));
  const supplierId = idOf(params.get('supplier'));
  const location = params.get('location')?.trim();
  const sort = params.get('sort') as MachineListSort | null;
  if (typeId !== undefined) filters.typeId = typeId;
  if (supplierId !== undefined) filters.supplierId = supplierId;
  if (location) filters.location = location.slice(0, 100);
  if (params.get('open') === '1') filters.hasOpenOrders = true;
  if (sort && SORTS.includes(sort)) filters.sort = sort;
  return { filters, view: params.get('view') === 'list' ? 'list' : 'cards' };
}

/** `params` with the list's state written over its own parameters (others are kept). */
export function writeMachineListAddress(
  params: URLSearchParams,
  { filters, view }: MachineListAddress,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of PARAMS) next.delete(name);
  if (filters.typeId !== undefined) next.set('type', String(filters.typeId));
  if (filters.supplierId !== undefined) next.set('supplier', String(filters.supplierId));
  if (filters.location) next.set('location', filters.location);
  if (filters.hasOpenOrders) next.set('open', '1');
  if (filters.sort && filters.sort !== 'name') next.set('sort', filters.sort);
  if (view === 'list') next.set('view', 'list');
  return next;
}

/**
 * The query of the list's first page as the sdk's `useMachinesPaged` sends it for these
 * filters (the prefetch asks the same; the order of parameters does not matter to it).
 */
export function machinesPage1Query(filters: MachineListFilters, pageSize: number): URLSearchParams {
  const query = new URLSearchParams({ ItemsPerPage: String(pageSize) });
  if (filters.typeId !== undefined) query.set('TypeId', String(filters.typeId));
  if (filters.supplierId !== undefined) query.set('SupplierId', String(filters.supplierId));
  if (filters.location) query.set('Location', filters.location);
  if (filters.hasOpenOrders !== undefined) query.set('HasOpenOrders', String(filters.hasOpenOrders));
  if (filters.sort !== undefined) query.set('Sort', filters.sort);
  return query;
}

import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MachineFilterOptions } from '@eqp/sdk';
import { messages, valueMessages } from './messages';
import { Check, ClearButton, Count, Field, Fields, FilterToggle, Toolbar } from './MachineListToolbar.styles';
import { FilterLinesIcon } from '../internal/icons';

/** The machine list's order: by name (A to Z), serial number (A to Z), last service (newest first). */
export type MachineListSort = 'name' | 'serial' | 'lastService';

/**
 * The machine list's filters and its sort, as a host keeps them (e.g. in the address). Left out
 * means no filter (and the default sort, by name). `hasOpenOrders: true` keeps the machines with
 * an open service or part order.
 */
export interface MachineListFilters {
  typeId?: number;
  supplierId?: number;
  location?: string;
  hasOpenOrders?: boolean;
  sort?: MachineListSort;
}

export const SORTS: readonly MachineListSort[] = ['name', 'serial', 'lastService'];
const sortLabel = {
  name: messages.sortName,
  serial: messages.sortSerial,
  lastService: messages.sortLastService,
};

/** How many filters are on (the sort is not a filter). */
export function activeFilterCount({ typeId, supplierId, location, hasOpenOrders }: MachineListFilters) {
  return [typeId !== undefined, supplierId !== undefined, !!location, hasOpenOrders === true].filter(Boolean)
    .length;
}

/** The filters without the filters (the sort kept): what Clear filters leaves. */
export const withoutFilters = ({ sort }: MachineListFilters): MachineListFilters =>
  sort === undefined ? {} : { sort };

/** `filters` with `key` set to `value`, or without `key` when `value` is undefined. */
function withFilter<K extends keyof MachineListFilters>(
  filters: MachineListFilters,
  key: K,
  value: MachineListFilters[K] | undefined,
): MachineListFilters {
  const next = { ...filters };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

const idOf = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

export interface MachineListToolbarProps {
  filters: MachineListFilters;
  onChange: (filters: MachineListFilters) => void;
  options: MachineFilterOptions | undefined;
  /** The filtered machines (the server's count), while known. */
  count: { value: number; capped: boolean } | undefined;
}

/**
 * The filters (type, supplier, location, open orders only), the sort and the result count of the
 * machine list: labelled native selects and a checkbox, so keyboards, screen readers and phones
 * get their own pickers. On a phone the fields fold behind a "Filter (n)" button.
 */
export function MachineListToolbar({ filters, onChange, options, count }: MachineListToolbarProps) {
  const intl = useIntl();
  const fieldsId = useId();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);

  const select =
    <K extends 'typeId' | 'supplierId'>(key: K) =>
    (event: ChangeEvent<HTMLSelectElement>) =>
      onChange(withFilter(filters, key, idOf(event.target.value)));

  const unknown = (id: number | undefined, known: readonly { Id: number }[] | undefined) =>
    id !== undefined && !known?.some((option) => option.Id === id);

  return (
    <Toolbar role="group" aria-label={intl.formatMessage(messages.filtersLabel)}>
      <Count aria-live="polite">
        {count &&
          intl.formatMessage(count.capped ? valueMessages.countCapped : valueMessages.count, {
            count: count.value,
          })}
      </Count>
      <FilterToggle
        type="button"
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen((value) => !value)}
      >
        <FilterLinesIcon size={16} />
        {intl.formatMessage(valueMessages.filterToggle, { count: active })}
      </FilterToggle>
      <Fields id={fieldsId} data-state={open ? 'open' : 'closed'}>
        <Field>
          {intl.formatMessage(messages.filterType)}
          <select
            value={filters.typeId ?? ''}
            onChange={select('typeId')}
            data-state={filters.typeId !== undefined ? 'active' : 'idle'}
          >
            <option value="">{intl.formatMessage(messages.filterTypeAll)}</option>
            {options?.Types.map((option) => (
              <option key={option.Id} value={option.Id}>
                {option.Name}
              </option>
            ))}
            {unknown(filters.typeId, options?.Types) && (
              <option value={filters.typeId}>{intl.formatMessage(messages.filterUnknown)}</option>
            )}
          </select>
        </Field>
        <Field>
          {intl.formatMessage(messages.filterSupplier)}
          <select
            value={filters.supplierId ?? ''}
            onChange={select('supplierId')}
            data-state={filters.supplierId !== undefined ? 'active' : 'idle'}
          >
            <option value="">{intl.formatMessage(messages.filterSupplierAll)}</option>
            {options?.Suppliers.map((option) => (
              <option key={option.Id} value={option.Id}>
                {option.Name}
              </option>
            ))}
            {unknown(filters.supplierId, options?.Suppliers) && (
              <option value={filters.supplierId}>{intl.formatMessage(messages.filterUnknown)}</option>
            )}
          </select>
        </Field>
        <Field>
          {intl.formatMessage(messages.filterLocation)}
          <select
            value={filters.location ?? ''}
            onChange={(event) => onChange(withFilter(filters, 'location', event.target.value || undefined))}
            data-state={filters.location ? 'active' : 'idle'}
          >
            <option value="">{intl.formatMessage(messages.filterLocationAll)}</option>
            {options?.Locations.map((location) => (
              <option key={location} value={location}>
                {location}
              </option>
            ))}
            {filters.location && !options?.Locations.includes(filters.location) && (
              <option value={filters.location}>{filters.location}</option>
            )}
          </select>
        </Field>
        <Field>
          {intl.formatMessage(messages.sortLabel)}
          <select
            value={filters.sort ?? 'name'}
            onChange={(event) => {
              const sort = event.target.value as MachineListSort;
              onChange(withFilter(filters, 'sort', sort === 'name' ? undefined : sort));
            }}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {intl.formatMessage(sortLabel[sort])}
              </option>
            ))}
          </select>
        </Field>
        <Check>
          <input
            type="checkbox"
            checked={filters.hasOpenOrders === true}
            onChange={(event) =>
              onChange(withFilter(filters, 'hasOpenOrders', event.target.checked ? true : undefined))
            }
          />
          {intl.formatMessage(messages.filterOpenOrders)}
        </Check>
        {active > 0 && (
          <ClearButton type="button" onClick={() => onChange(withoutFilters(filters))}>
            {intl.formatMessage(messages.clearFilters)}
          </ClearButton>
        )}
      </Fields>
    </Toolbar>
  );
}

import { useId, useRef, useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { SEARCH_DEBOUNCE_MS, type MachineListItem } from '@eqp/sdk';
import { useMachineSearch, type MachinesPaged } from '@eqp/sdk/react';
import { Button } from '../Button';
import { useDebounced } from '../internal/useDebounced';
import { Spinner } from '../LoadingBox';
import { TextField } from '../TextField';
import { messages, valueMessages } from './messages';
import {
  Choice,
  ChoiceList,
  ChoiceMeta,
  ChoiceName,
  Chosen,
  Column,
  ColumnHeader,
  ColumnTitle,
  Note,
} from './NewJobDialog.styles';

/** What the dialog shows of a machine: a list row and a search hit both have it. */
export type ChoosableMachine = Pick<
  MachineListItem,
  'Id' | 'DisplayName' | 'MachineTypeRef' | 'SupplierName' | 'ParentMachineModelName'
>;

/** The most machines a search shows (the server's best matches). */
export const PICKER_SEARCH_LIMIT = 50;

export function machineName(intl: IntlShape, machine: Pick<ChoosableMachine, 'Id' | 'DisplayName'>): string {
  return machine.DisplayName?.trim() || intl.formatMessage(valueMessages.unnamed, { id: machine.Id });
}

export function machineMeta(machine: ChoosableMachine): string {
  const model = [machine.SupplierName, machine.ParentMachineModelName].filter(Boolean).join(' ');
  return [machine.MachineTypeRef?.Name, model].filter(Boolean).join(' · ');
}

/**
 * Moves the focus to the element once it mounts (the dialog's first field once the machines
 * have loaded), unless the user already moved it into a field.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  const wanted = useRef(enabled);
  useEffect(() => {
    const active = document.activeElement;
    if (wanted.current && !(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement))
      ref.current?.focus();
  }, []);
  return ref;
}

/**
 * The machine choice: with an empty search field the organisation's machines in list order, page
 * by page ("Show more equipment"); with a text the server's best matches (display name, serial
 * number, location, model, type, supplier), 700 ms after the typing stops (spec §9).
 */
export function MachinePicker({
  browse,
  chosen,
  search,
  disabled,
  autoFocus,
  onSearch,
  onToggle,
}: {
  /** The organisation's machines, page by page (the dialog has loaded the first page). */
  browse: MachinesPaged;
  chosen: readonly number[];
  search: string;
  disabled: boolean;
  autoFocus: boolean;
  onSearch: (search: string) => void;
  onToggle: (machine: ChoosableMachine, checked: boolean) => void;
}) {
  const intl = useIntl();
  const legendId = useId();
  const searchRef = useFocusOnMount<HTMLInputElement>(autoFocus);
  const text = search.trim();
  const debounced = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const found = useMachineSearch(text ? debounced : '', { limit: PICKER_SEARCH_LIMIT });

  const searching = text !== '';
  const waiting = searching && (debounced !== text || found.isValidating);
  const failed = searching && !waiting && found.error !== undefined;
  const shown: readonly ChoosableMachine[] = searching ? (found.data?.Items ?? []) : browse.items;

  return (
    // The fields are disabled one by one rather than through the fieldset: a disabled fieldset
    // would also take the focus from the scrolling list below.
    <Column as="fieldset" aria-labelledby={legendId}>
      <ColumnHeader as="legend">
        <ColumnTitle as="span" id={legendId}>
          {intl.formatMessage(messages.equipment)}
        </ColumnTitle>
        <Chosen data-count={chosen.length}>
          {intl.formatMessage(valueMessages.chosen, { count: chosen.length })}
        </Chosen>
      </ColumnHeader>
      <TextField
        ref={searchRef}
        type="search"
        label={intl.formatMessage(messages.search)}
        hint={intl.formatMessage(messages.searchHint)}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        // Enter in the search field must not submit the order.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        autoComplete="off"
        disabled={disabled}
      />
      {failed ? (
        <Note role="alert" data-variant="error">
          {intl.formatMessage(messages.searchFailed)}{' '}
          <Button variant="secondary" size="small" onClick={() => void found.mutate()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </Note>
      ) : waiting && shown.length === 0 ? (
        <Note role="status">
          <Spinner size={16} /> {intl.formatMessage(messages.searching)}
        </Note>
      ) : shown.length === 0 ? (
        <Note role="status">{intl.formatMessage(valueMessages.noMatch, { search: text })}</Note>
      ) : (
        // While the order is sent the checkboxes are disabled: the list itself then takes the
        // focus, so it can still be scrolled from the keyboard.
        <ChoiceList
          tabIndex={disabled ? 0 : undefined}
          aria-labelledby={disabled ? legendId : undefined}
          aria-busy={waiting || undefined}
        >
          {shown.map((machine) => {
            const checked = chosen.includes(machine.Id);
            const meta = machineMeta(machine);
            return (
              <li key={machine.Id}>
                <Choice data-checked={checked || undefined}>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={disabled}
                    onChange={(event) => onToggle(machine, event.target.checked)}
                  />
                  <span>
                    <ChoiceName>{machineName(intl, machine)}</ChoiceName>
                    {meta && <ChoiceMeta>{meta}</ChoiceMeta>}
                  </span>
                </Choice>
              </li>
            );
          })}
        </ChoiceList>
      )}
      {!searching && browse.hasMore && (
        <Button
          variant="secondary"
          size="small"
          onClick={browse.loadMore}
          busy={browse.isLoadingMore}
          disabled={disabled}
        >
          {intl.formatMessage(messages.showMore)}
        </Button>
      )}
      {searching && !waiting && found.data?.HasMore && (
        <Note>{intl.formatMessage(valueMessages.bestMatches, { count: found.data.Items.length })}</Note>
      )}
    </Column>
  );
}

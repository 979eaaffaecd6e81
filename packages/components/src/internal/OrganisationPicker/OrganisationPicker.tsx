import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { showsDirectorySearch, type UserInfo } from '@eqp/sdk';
import { CheckIcon, SearchLensIcon } from '../icons';
import { messages, valueMessages } from './messages';
import {
  Empty,
  Option,
  OptionName,
  OptionNumber,
  OptionText,
  Options,
  PickerRoot,
  SearchBox,
  SearchInput,
} from './OrganisationPicker.styles';
import { VisuallyHidden } from '../VisuallyHidden';

export type OrganisationOption = UserInfo['ImpersonationOptions'][number];

/**
 * The organisations whose name or organisation number contains `query` (case-insensitive; the
 * number also matches without its spaces). An empty query keeps all.
 */
export function filterOrganisations(
  organisations: readonly OrganisationOption[],
  query: string,
): OrganisationOption[] {
  const text = query.trim().toLocaleLowerCase();
  if (!text) return [...organisations];
  const digits = text.replace(/\s+/g, '');
  return organisations.filter(
    (organisation) =>
      organisation.Name.toLocaleLowerCase().includes(text) ||
      (organisation.OrganisationNumber ?? '').replace(/\s+/g, '').includes(digits),
  );
}

export interface OrganisationPickerProps {
  organisations: readonly OrganisationOption[];
  /** The organisation the user works in now (checked, `aria-selected`). */
  currentId: number | undefined;
  onChoose: (organisation: OrganisationOption) => void;
}

/**
 * The list of organisations to switch to (a listbox), with a search box above it when there are
 * more than 5 (spec §2, §9). Keyboard: arrows, Home and End move, Enter (or Space on the list)
 * chooses; with a search box the focus stays in the box (`aria-activedescendant`).
 */
export function OrganisationPicker({ organisations, currentId, onChoose }: OrganisationPickerProps) {
  const intl = useIntl();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const [query, setQuery] = useState('');
  const withSearch = showsDirectorySearch(organisations.length);
  const shown = useMemo(() => filterOrganisations(organisations, query), [organisations, query]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      organisations.findIndex((organisation) => organisation.Id === currentId),
    ),
  );
  const listRef = useRef<HTMLUListElement>(null);
  const activeIndex = shown.length === 0 ? -1 : Math.min(active, shown.length - 1);

  const moveTo = (index: number) => {
    setActive(index);
    listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const last = shown.length - 1;
    if (last < 0) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(activeIndex >= last ? 0 : activeIndex + 1),
      ArrowUp: () => moveTo(activeIndex <= 0 ? last : activeIndex - 1),
      Home: () => moveTo(0),
      End: () => moveTo(last),
      Enter: () => {
        const chosen = shown[activeIndex];
        if (chosen) onChoose(chosen);
      },
    };
    // In the search box Space types a space and Home/End move the caret.
    if (!withSearch) keys[' '] = keys.Enter!;
    else {
      delete keys.Home;
      delete keys.End;
    }
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const activeDescendant = activeIndex >= 0 ? optionId(activeIndex) : undefined;
  const listLabel = intl.formatMessage(messages.organisations);

  return (
    <PickerRoot>
      {withSearch && (
        <SearchBox>
          <SearchLensIcon size={18} />
          <SearchInput
            type="search"
            role="combobox"
            aria-label={intl.formatMessage(messages.search)}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeDescendant}
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </SearchBox>
      )}
      <Options
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={listLabel}
        tabIndex={withSearch ? -1 : 0}
        aria-activedescendant={withSearch ? undefined : activeDescendant}
        onKeyDown={withSearch ? undefined : onKeyDown}
        hidden={shown.length === 0}
      >
        {shown.map((organisation, index) => {
          const current = organisation.Id === currentId;
          return (
            <Option
              key={organisation.Id}
              id={optionId(index)}
              role="option"
              aria-selected={current}
              data-active={index === activeIndex || undefined}
              data-current={current || undefined}
              onClick={() => onChoose(organisation)}
              onMouseMove={() => activeIndex !== index && setActive(index)}
            >
              <OptionText>
                <OptionName>{organisation.Name}</OptionName>
                {organisation.OrganisationNumber && (
                  <OptionNumber>
                    {intl.formatMessage(valueMessages.organisationNumber, {
                      number: organisation.OrganisationNumber,
                    })}
                  </OptionNumber>
                )}
              </OptionText>
              {current && (
                <>
                  <CheckIcon strokeWidth={2} />
                  <VisuallyHidden>{intl.formatMessage(messages.current)}</VisuallyHidden>
                </>
              )}
            </Option>
          );
        })}
      </Options>
      {shown.length === 0 && <Empty role="status">{intl.formatMessage(messages.noResults)}</Empty>}
    </PickerRoot>
  );
}

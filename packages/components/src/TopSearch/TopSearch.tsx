import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { SEARCH_DEBOUNCE_MS, TOP_SEARCH_MIN } from '@eqp/sdk';
import { useMachineSearch } from '@eqp/sdk/react';
import { useDebounced } from '../internal/useDebounced';
import { Spinner } from '../LoadingBox';
import { useLink, type LinkProps } from '../internal/LinkContext';
import { CloseIcon, SearchLensIcon } from '../internal/icons';
import { messages, valueMessages } from './messages';
import { TOP_SEARCH_MAX, topSearchRuns } from './searchMachines';
import {
  ClearButton,
  Field,
  IconButton,
  Input,
  Note,
  Popup,
  ResultDetails,
  ResultName,
  Results,
  Root,
} from './TopSearch.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export interface TopSearchProps {
  /** Where a machine links to; default `/customer/machines/{id}`. */
  machineHref?: (id: number) => string;
  /**
   * Phones: the search is an icon button ("Search") that expands into the field; Escape or the
   * close button collapses it again. Default false (the field is always shown).
   */
  collapsible?: boolean;
  /** The collapsible search opened (true) or closed (false). */
  onExpandedChange?: (expanded: boolean) => void;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

export const defaultTopSearchHref = (id: number) => `/customer/machines/${id}`;

/** The display name with the first match of the query marked. */
function highlight(text: string, query: string): ReactNode {
  const at = text.toLocaleLowerCase().indexOf(query.trim().toLocaleLowerCase());
  if (at < 0 || !query.trim()) return text;
  const end = at + query.trim().length;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, end)}</mark>
      {text.slice(end)}
    </>
  );
}

/**
 * The top bar's equipment search (spec §2): from two characters it asks the server for the 8 best
 * matches among the organisation's machines (`GET /api2/customer/machines/search`: display name,
 * serial number, location, model, type or supplier; exact and starting matches first), 700 ms
 * after the typing stops (spec §9), and lists them as links. Under two characters it shows the hint. A WAI-ARIA combobox: Arrow Down and Up move through
 * the results, Enter opens the highlighted one, Escape closes the list, then clears the text.
 */
export function TopSearch({
  machineHref = defaultTopSearchHref,
  collapsible = false,
  onExpandedChange,
  className,
}: TopSearchProps) {
  const intl = useIntl();
  const Link = useLink();
  const id = useId();
  const listId = `${id}-results`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState(false);

  const runs = topSearchRuns(query);
  // Nothing is asked for until two characters have stood still for the debounce.
  const debounced = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useMachineSearch(runs ? debounced : '', {
    limit: TOP_SEARCH_MAX,
    minLength: TOP_SEARCH_MIN,
  });
  const failed = search.error !== undefined && !search.isValidating;
  // The answer for the text in the field: while the next one loads the previous stays listed.
  const settled = runs && debounced === query.trim() && !search.isValidating;
  const results = runs && !failed ? (search.data?.Items ?? []) : [];
  const loading = runs && !failed && !settled;
  const listShown = open && runs && results.length > 0;
  const activeIndex = listShown ? Math.min(active, results.length - 1) : -1;
  const showField = !collapsible || expanded;

  const setExpandedState = (next: boolean) => {
    setExpanded(next);
    onExpandedChange?.(next);
  };

  // The expanded phone search takes the focus.
  useEffect(() => {
    if (collapsible && expanded) inputRef.current?.focus();
  }, [collapsible, expanded]);

  const collapse = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
    setExpandedState(false);
    // The icon button is back after this render.
    setTimeout(() => openButtonRef.current?.focus(), 0);
  };

  const reset = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
    if (collapsible) setExpandedState(false);
  };

  const moveTo = (index: number) => {
    setActive(index);
    listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (listShown) moveTo(activeIndex >= last ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (listShown) moveTo(activeIndex <= 0 ? last : activeIndex - 1);
        break;
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          document.getElementById(optionId(activeIndex))?.click();
        }
        break;
      case 'Escape':
        if (open && (runs || query)) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        } else if (collapsible) {
          event.preventDefault();
          collapse();
        } else {
          setOpen(false);
        }
        break;
      default:
        break;
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen(false);
      setActive(-1);
    }
  };

  const foundText = !runs
    ? ''
    : loading
      ? intl.formatMessage(messages.searching)
      : failed
        ? intl.formatMessage(messages.failed)
        : results.length === 0
          ? intl.formatMessage(messages.noResults)
          : intl.formatMessage(valueMessages.found, { count: results.length });

  const searchLabel = intl.formatMessage(messages.search);

  return (
    <Root
      role="search"
      aria-label={searchLabel}
      className={className}
      data-state={showField ? 'expanded' : 'collapsed'}
      data-collapsible={collapsible || undefined}
    >
      {!showField ? (
        <IconButton
          ref={openButtonRef}
          type="button"
          aria-label={searchLabel}
          aria-expanded={false}
          onClick={() => {
            setExpandedState(true);
            setOpen(true);
          }}
        >
          <SearchLensIcon />
        </IconButton>
      ) : (
        <Field onBlur={onBlur}>
          <SearchLensIcon />
          <Input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label={intl.formatMessage(messages.label)}
            aria-expanded={listShown}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-describedby={open && !runs ? hintId : undefined}
            placeholder={intl.formatMessage(messages.label)}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            value={query}
            onFocus={() => setOpen(true)}
            onPointerDown={() => setOpen(true)}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          {collapsible ? (
            <ClearButton type="button" aria-label={intl.formatMessage(messages.close)} onClick={collapse}>
              <CloseIcon size={18} />
            </ClearButton>
          ) : (
            query && (
              <ClearButton
                type="button"
                aria-label={intl.formatMessage(messages.clear)}
                onClick={() => {
                  setQuery('');
                  setActive(-1);
                  inputRef.current?.focus();
                }}
              >
                <CloseIcon size={16} />
              </ClearButton>
            )
          )}
          <Popup hidden={!open} data-state={open ? 'open' : 'closed'}>
            {!runs ? (
              <Note id={hintId}>{intl.formatMessage(valueMessages.hint, { min: TOP_SEARCH_MIN })}</Note>
            ) : failed ? (
              <Note data-variant="error">{intl.formatMessage(messages.failed)}</Note>
            ) : loading && results.length === 0 ? (
              <Note>
                <Spinner size={16} /> {intl.formatMessage(messages.searching)}
              </Note>
            ) : results.length === 0 ? (
              <Note>{intl.formatMessage(messages.noResults)}</Note>
            ) : null}
            <Results
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={intl.formatMessage(messages.results)}
              aria-busy={loading || undefined}
              hidden={!listShown}
              // Keep the focus in the field while a result is pressed.
              onMouseDown={(event) => event.preventDefault()}
            >
              {listShown &&
                results.map((machine, index) => {
                  const details = [
                    machine.MachineTypeRef?.Name,
                    machine.ParentMachineModelName,
                    machine.SupplierName,
                  ]
                    .filter(Boolean)
                    .join(' · ');
                  const optionProps = {
                    role: 'option',
                    'aria-selected': index === activeIndex,
                    tabIndex: -1,
                  } as unknown as Partial<LinkProps>;
                  return (
                    <li key={machine.Id} role="none">
                      <Link
                        href={machineHref(machine.Id)}
                        id={optionId(index)}
                        data-state={index === activeIndex ? 'active' : 'inactive'}
                        onClick={reset}
                        {...optionProps}
                      >
                        <ResultName>{highlight(machine.DisplayName ?? `#${machine.Id}`, query)}</ResultName>
                        {details && <ResultDetails>{details}</ResultDetails>}
                      </Link>
                    </li>
                  );
                })}
            </Results>
            {listShown && settled && search.data?.HasMore && (
              <Note data-variant="more">{intl.formatMessage(messages.more)}</Note>
            )}
          </Popup>
          <VisuallyHidden role="status">{open ? foundText : ''}</VisuallyHidden>
        </Field>
      )}
    </Root>
  );
}

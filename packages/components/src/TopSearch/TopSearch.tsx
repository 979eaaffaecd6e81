import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { TOP_SEARCH_MIN, type MachineListItem } from '@eqp/sdk';
import { useAllMachines } from '@eqp/sdk/react';
import { Spinner } from '../LoadingBox';
import { useLink, type LinkProps } from '../PortalProvider/LinkContext';
import { CloseIcon, SearchIcon } from './icons';
import { messages, valueMessages } from './messages';
import { searchMachines, topSearchRuns } from './searchMachines';
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
  VisuallyHidden,
} from './TopSearch.styles';

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

interface MachineSource {
  data: MachineListItem[] | undefined;
  failed: boolean;
}

/** Loads every machine of the organisation, only once the search is used. */
function MachinesLoader({ onChange }: { onChange: (source: MachineSource) => void }) {
  const { data, error } = useAllMachines();
  const failed = error !== undefined && data === undefined;
  useEffect(() => onChange({ data, failed }), [data, failed, onChange]);
  return null;
}

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
 * The top bar's equipment search (spec §2): from two characters it lists up to 8 machines of the
 * organisation whose name, serial number, type, model or supplier contains the text, as links.
 * Under two characters it shows the hint. A WAI-ARIA combobox: Arrow Down and Up move through
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
  const [armed, setArmed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [source, setSource] = useState<MachineSource>({ data: undefined, failed: false });

  const runs = topSearchRuns(query);
  const results = useMemo(
    () => (source.data ? searchMachines(source.data, query) : []),
    [source.data, query],
  );
  const loading = runs && !source.data && !source.failed;
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
      {armed && <MachinesLoader onChange={setSource} />}
      {!showField ? (
        <IconButton
          ref={openButtonRef}
          type="button"
          aria-label={searchLabel}
          aria-expanded={false}
          onClick={() => {
            setArmed(true);
            setExpandedState(true);
            setOpen(true);
          }}
        >
          <SearchIcon />
        </IconButton>
      ) : (
        <Field onBlur={onBlur}>
          <SearchIcon />
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
            onFocus={() => {
              setArmed(true);
              setOpen(true);
            }}
            onPointerDown={() => setOpen(true)}
            onChange={(event) => {
              setArmed(true);
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
            ) : loading ? (
              <Note>
                <Spinner size={16} /> {intl.formatMessage(messages.searching)}
              </Note>
            ) : source.failed ? (
              <Note>{intl.formatMessage(messages.failed)}</Note>
            ) : results.length === 0 ? (
              <Note>{intl.formatMessage(messages.noResults)}</Note>
            ) : null}
            <Results
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={intl.formatMessage(messages.results)}
              hidden={!listShown}
              // Keep the focus in the field while a result is pressed.
              onMouseDown={(event) => event.preventDefault()}
            >
              {listShown &&
                results.map((machine, index) => {
                  const details = [machine.MachineType, machine.ParentMachineModelName, machine.SupplierName]
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
          </Popup>
          <VisuallyHidden role="status">{open ? foundText : ''}</VisuallyHidden>
        </Field>
      )}
    </Root>
  );
}

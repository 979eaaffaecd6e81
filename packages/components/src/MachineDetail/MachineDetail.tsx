import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MachineOverview } from '@eqp/sdk';
import { useClient, useMachineOverview } from '@eqp/sdk/react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Image } from '../Image';
import { LoadingBox } from '../LoadingBox';
import { resourceUrl } from '../internal/links';
import { useLink } from '../internal/LinkContext';
import {
  ArrowLeftIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  LockIcon,
  MachinePlaceholderIcon,
  SearchOffIcon,
} from '../internal/icons';
import { messages, valueMessages } from './messages';
import { QrCode } from './QrCode';
import {
  Facts,
  Header,
  Main,
  Media,
  Overline,
  Panel,
  SkeletonHeader,
  SkeletonTabs,
  StatePage,
  Tab,
  TabBar,
  TabList,
  Title,
} from '../internal/machinePage.styles';
import { BackLink, Chip, Qr, Root, TabScroll, Tooltip } from './MachineDetail.styles';
import { defaultMachineTabHref, MACHINE_TABS, machineTabAvailability, type MachineTab } from './tabs';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export interface MachineDetailProps {
  /** The machine's id. Not a positive whole number (e.g. a mistyped address): the not-found page. */
  machineId: number;
  /** The tab whose panel is `children` (marked as the current page). Default `general`. */
  activeTab?: MachineTab;
  /** Where a tab links to. Default `/customer/machines/{id}/{tab}`. */
  tabHref?: (tab: MachineTab) => string;
  /** The machine list (the back link and the not-found, private and error pages). */
  listHref?: string;
  /** The address of the model image from its relative path; default `/api2/resource/?relativePath=`. */
  getImageUrl?: (relativePath: string) => string;
  /**
   * What the QR code encodes, from the machine's QR code text. Default the public machine page
   * `{origin}/qr/{code}` (spec §2 `/qr/:qr`), so a phone scanning the code opens it.
   */
  qrValue?: (code: string) => string;
  /** The active tab's panel. Rendered only once the machine has loaded. */
  children?: ReactNode;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

export const DEFAULT_MACHINE_LIST_HREF = '/customer/machines/list';

const isMachineId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2147483647;

/**
 * A customer's machine (spec §2 "Machine detail"): a header with its type, supplier, model,
 * location, serial number, model image and QR code; the tabs General, Service, Parts, Manuals,
 * Exploded view, Forms and Resources; and the active tab's panel (`children`). Parts needs a
 * model; Manuals, Exploded view and Forms also need such documents: otherwise the tab is
 * disabled with the hint "None available". A machine that does not exist, belongs to another
 * organisation or fails to load gets its own page with a way back to the list.
 */
export function MachineDetail(props: MachineDetailProps) {
  return <MachineDetailView {...props} />;
}

export function machineTitle(intl: IntlShape, machine: MachineOverview['Machine']): string {
  return machine.DisplayName?.trim() || intl.formatMessage(valueMessages.unnamed, { id: machine.Id });
}

function MachineDetailView({
  machineId,
  activeTab = 'general',
  tabHref,
  listHref = DEFAULT_MACHINE_LIST_HREF,
  getImageUrl,
  qrValue,
  children,
  className,
}: MachineDetailProps) {
  const intl = useIntl();
  const valid = isMachineId(machineId);
  const { data, error, isLoading, mutate } = useMachineOverview(valid ? machineId : null);

  let content: ReactNode;
  let state: string;
  if (!valid || error?.status === 404) {
    state = 'not-found';
    content = (
      <StateCard
        icon={<SearchOffIcon />}
        title={intl.formatMessage(messages.notFoundTitle)}
        message={intl.formatMessage(messages.notFoundText)}
        listHref={listHref}
      />
    );
  } else if (error?.status === 403) {
    state = 'private';
    content = (
      <StateCard
        icon={<LockIcon />}
        title={intl.formatMessage(messages.privateTitle)}
        message={intl.formatMessage(messages.privateText)}
        listHref={listHref}
      />
    );
  } else if (error && !data) {
    state = 'error';
    content = (
      <StateCard
        variant="error"
        title={intl.formatMessage(messages.errorTitle)}
        message={intl.formatMessage(messages.errorText)}
        listHref={listHref}
        retry={() => void mutate()}
      />
    );
  } else if (!data || isLoading) {
    state = 'loading';
    content = <LoadingSkeleton label={intl.formatMessage(messages.loading)} />;
  } else {
    state = 'ready';
    content = (
      <>
        <MachineHeader overview={data} getImageUrl={getImageUrl} qrValue={qrValue} />
        <MachineTabs
          overview={data}
          activeTab={activeTab}
          tabHref={tabHref ?? ((tab) => defaultMachineTabHref(machineId, tab))}
        />
        <Panel data-tab={activeTab}>{children}</Panel>
      </>
    );
  }

  return (
    <Root className={className} data-state={state}>
      {state === 'ready' || state === 'loading' ? <Back listHref={listHref} /> : null}
      {content}
    </Root>
  );
}

function Back({ listHref }: { listHref: string }) {
  const intl = useIntl();
  const Link = useLink();
  return (
    <BackLink>
      <Link href={listHref}>
        <ArrowLeftIcon size={16} />
        {intl.formatMessage(messages.back)}
      </Link>
    </BackLink>
  );
}

function StateCard({
  title,
  message,
  icon,
  variant = 'empty',
  listHref,
  retry,
}: {
  title: string;
  message: string;
  icon?: ReactNode;
  variant?: 'empty' | 'error';
  listHref: string;
  retry?: () => void;
}) {
  const intl = useIntl();
  const Link = useLink();
  return (
    <StatePage>
      <EmptyState
        variant={variant}
        icon={icon}
        title={title}
        message={message}
        action={
          <>
            {retry && <Button onClick={retry}>{intl.formatMessage(messages.retry)}</Button>}
            <Link href={listHref} data-variant="button">
              {intl.formatMessage(messages.backToList)}
            </Link>
          </>
        }
      />
    </StatePage>
  );
}

function LoadingSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <div aria-hidden="true">
        <SkeletonHeader>
          <LoadingBox height="100%" />
          <div>
            <LoadingBox variant="text" width="30%" height={12} />
            <LoadingBox variant="text" width="55%" height={26} />
            <LoadingBox variant="text" width="80%" height={14} />
            <LoadingBox variant="text" width="70%" height={14} />
          </div>
        </SkeletonHeader>
        <SkeletonTabs>
          {MACHINE_TABS.map((tab) => (
            <LoadingBox key={tab} variant="text" width={72} height={16} />
          ))}
        </SkeletonTabs>
      </div>
    </div>
  );
}

/* ---------------------------------------------------------------- Header */

function MachineHeader({
  overview,
  getImageUrl,
  qrValue,
}: {
  overview: MachineOverview;
  getImageUrl?: (relativePath: string) => string;
  qrValue?: (code: string) => string;
}) {
  const intl = useIntl();
  const { baseUrl } = useClient();
  const machine = overview.Machine;
  const type = machine.MachineType?.Name ?? machine.MachineModel?.MachineType?.Name ?? null;
  const supplier = machine.Supplier?.Name ?? machine.MachineModel?.Supplier?.Name ?? null;
  const model = machine.MachineModel?.Name ?? machine.MachineModelName ?? null;
  const image = machine.MachineModel?.ModelImage ?? null;
  const imageSrc = image ? (getImageUrl ? getImageUrl(image) : resourceUrl(image, baseUrl)) : null;
  const code = machine.Qrcode?.trim() || null;
  const qr = code ? (qrValue ? qrValue(code) : `${baseUrl}/qr/${encodeURIComponent(code)}`) : null;

  const facts: { key: string; label: string; value: string | null; empty?: string }[] = [
    { key: 'supplier', label: intl.formatMessage(messages.supplier), value: supplier },
    {
      key: 'model',
      label: intl.formatMessage(messages.model),
      value: model,
      empty: intl.formatMessage(messages.noModel),
    },
    { key: 'location', label: intl.formatMessage(messages.location), value: machine.Name },
    { key: 'serial', label: intl.formatMessage(messages.serialNumber), value: machine.SerialNumber },
  ];

  return (
    <Header>
      <Media>
        {imageSrc ? (
          <Image src={imageSrc} alt="" fit="contain" />
        ) : (
          <MachinePlaceholderIcon aria-hidden="true" />
        )}
      </Media>
      <Main>
        {(type || !machine.IsActive) && (
          <Overline>
            {type && (
              <span>
                <VisuallyHidden>{intl.formatMessage(messages.type)}: </VisuallyHidden>
                {type}
              </span>
            )}
            {!machine.IsActive && <Chip>{intl.formatMessage(messages.inactive)}</Chip>}
          </Overline>
        )}
        <Title>{machineTitle(intl, machine)}</Title>
        <Facts>
          {facts.map(({ key, label, value, empty }) => (
            <div key={key} data-fact={key}>
              <dt>{label}</dt>
              <dd data-empty={value?.trim() ? undefined : ''}>{value?.trim() || empty || '—'}</dd>
            </div>
          ))}
        </Facts>
      </Main>
      {code && qr && (
        <Qr>
          <QrCode value={qr} label={intl.formatMessage(valueMessages.qrLabel, { code })} />
          <figcaption>
            <span data-part="caption">{intl.formatMessage(messages.qrCaption)}</span>
            <span data-part="code">{code}</span>
          </figcaption>
        </Qr>
      )}
    </Header>
  );
}

/* ---------------------------------------------------------------- Tabs */

const TAB_LABELS = {
  general: messages.tabGeneral,
  service: messages.tabService,
  parts: messages.tabParts,
  manuals: messages.tabManuals,
  partsdocuments: messages.tabPartsDocuments,
  forms: messages.tabForms,
  resources: messages.tabResources,
} as const;

interface TipPosition {
  tab: MachineTab;
  left: number;
  top: number;
}

/** The arrows over the tab row's ends: which end, the way they scroll, their label and icon. */
const TAB_SCROLL_SIDES = [
  { side: 'start', step: -1, label: 'earlierTabs', Icon: ChevronLeftIcon },
  { side: 'end', step: 1, label: 'moreTabs', Icon: ChevronRightIcon },
] as const;

function MachineTabs({
  overview,
  activeTab,
  tabHref,
}: {
  overview: MachineOverview;
  activeTab: MachineTab;
  tabHref: (tab: MachineTab) => string;
}) {
  const intl = useIntl();
  const Link = useLink();
  const hintId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [tip, setTip] = useState<TipPosition | null>(null);
  const available = machineTabAvailability(overview);

  // Phones: the row scrolls sideways; bring the active tab into view (without scrolling the page).
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>(`[data-tab='${activeTab}']`);
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const left = active.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + active.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, left - (list.clientWidth - active.offsetWidth) / 2);
    }
  }, [activeTab]);

  // Phones: fade the edge the row can still scroll towards and put an arrow there, so the hidden
  // tabs are noticed (and reached without a swipe).
  const [overflow, setOverflow] = useState({ start: false, end: false });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const max = list.scrollWidth - list.clientWidth;
      const next = { start: max > 1 && list.scrollLeft > 1, end: max > 1 && list.scrollLeft < max - 1 };
      setOverflow((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    // The labels' width changes when the font or the language arrives.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(list);
    for (const item of list.children) observer?.observe(item);
    return () => {
      list.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);

  /** Scrolls the row by most of its width towards the end (1) or the start (-1). */
  const scrollTabs = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.7, behavior: reduced ? 'auto' : 'smooth' });
  };

  const showTip = useCallback((tab: MachineTab, element: HTMLElement) => {
    const rect = element.getBoundingClientRect();
    setTip({ tab, left: rect.left + rect.width / 2, top: rect.bottom + 6 });
  }, []);
  const hideTip = useCallback(() => setTip(null), []);

  // A fixed tooltip would stay put while the page or the row scrolls: close it instead.
  useEffect(() => {
    if (!tip) return;
    const list = listRef.current;
    window.addEventListener('scroll', hideTip, true);
    list?.addEventListener('scroll', hideTip);
    return () => {
      window.removeEventListener('scroll', hideTip, true);
      list?.removeEventListener('scroll', hideTip);
    };
  }, [tip, hideTip]);

  return (
    <TabBar aria-label={intl.formatMessage(messages.tabsLabel)}>
      <TabList
        ref={listRef}
        data-fade-start={overflow.start || undefined}
        data-fade-end={overflow.end || undefined}
      >
        {MACHINE_TABS.map((tab) => {
          const label = intl.formatMessage(TAB_LABELS[tab]);
          const current = tab === activeTab;
          if (available[tab] || current) {
            return (
              <li key={tab} data-tab={tab}>
                <Tab>
                  <Link
                    href={tabHref(tab)}
                    aria-current={current ? 'page' : undefined}
                    data-state={current ? 'active' : 'inactive'}
                  >
                    {label}
                  </Link>
                </Tab>
              </li>
            );
          }
          const id = `${hintId}-${tab}`;
          return (
            <li key={tab} data-tab={tab}>
              <Tab>
                <span
                  role="link"
                  aria-disabled="true"
                  aria-describedby={id}
                  tabIndex={0}
                  data-state="disabled"
                  onMouseEnter={(event) => showTip(tab, event.currentTarget)}
                  onMouseLeave={hideTip}
                  onFocus={(event) => showTip(tab, event.currentTarget)}
                  onBlur={hideTip}
                  onClick={(event) => showTip(tab, event.currentTarget)}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') hideTip();
                  }}
                >
                  {label}
                </span>
              </Tab>
            </li>
          );
        })}
      </TabList>
      {/* Pointer helpers over the row's ends: keyboard users reach every tab with Tab, and the
          row scrolls to the focused one, so the arrows are not Tab stops. */}
      {TAB_SCROLL_SIDES.map(({ side, step, label, Icon }) =>
        overflow[side] ? (
          <TabScroll
            key={side}
            type="button"
            tabIndex={-1}
            data-side={side}
            aria-label={intl.formatMessage(messages[label])}
            onClick={() => scrollTabs(step)}
          >
            <Icon size={20} />
          </TabScroll>
        ) : null,
      )}
      {/* Outside the row: its edge fade (a mask) and its scrolling would hide them. */}
      {MACHINE_TABS.filter((tab) => !available[tab] && tab !== activeTab).map((tab) => {
        const open = tip?.tab === tab;
        return (
          <Tooltip
            key={tab}
            id={`${hintId}-${tab}`}
            role={open ? 'tooltip' : undefined}
            data-state={open ? 'open' : 'closed'}
            style={open ? { left: tip.left, top: tip.top } : undefined}
          >
            {intl.formatMessage(messages.noneAvailable)}
          </Tooltip>
        );
      })}
    </TabBar>
  );
}

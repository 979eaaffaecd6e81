import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type PublicMachine as PublicMachineData } from '@eqp/sdk';
import { useFormatDate } from '../internal/useFormatDate';
import {
  useClient,
  usePortalOptions,
  usePublicMachine,
  usePublicMachineHistory,
  useSwitchOrganisation,
} from '@eqp/sdk/react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Image } from '../Image';
import { LanguageSelector } from '../LanguageSelector';
import { LoadingBox } from '../LoadingBox';
import { resourceUrl } from '../internal/links';
import { useLink } from '../internal/LinkContext';
import { ResourceBrowser } from '../ResourceBrowser';
import { StatusChip } from '../StatusChip';
import type { SupportedLocale } from '../i18n';
import {
  ArrowLeftIcon,
  ChevronIcon,
  FolderIcon,
  HistoryIcon,
  InfoIcon,
  LockIcon,
  MachinePlaceholderIcon,
  SearchOffIcon,
  SuccessIcon,
  WarningIcon,
} from '../internal/icons';
import { LoginCard } from '../LoginCard';
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
import { messages, valueMessages } from './messages';
import {
  Actions,
  Banner,
  Brand,
  ButtonLinks,
  Card,
  Content,
  DetailList,
  HistoryHead,
  HistoryList,
  InfoGrid,
  LoginPlace,
  Page,
  Shortcuts,
  TopActions,
  TopBar,
} from './PublicMachine.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

/** The sections of the public QR page (spec §2 `/qr/:qr`, `history`, `resources`). */
export type PublicMachineSection = 'info' | 'history' | 'resources';

export const PUBLIC_MACHINE_SECTIONS: readonly PublicMachineSection[] = ['info', 'history', 'resources'];

/** `/qr/{qr}`, `/qr/{qr}/history`, `/qr/{qr}/resources`. */
export function defaultPublicSectionHref(qr: string, section: PublicMachineSection): string {
  const base = `/qr/${encodeURIComponent(qr)}`;
  return section === 'info' ? base : `${base}/${section}`;
}

export interface PublicMachineProps {
  /** The scanned QR code. */
  qr: string;
  /** The section whose panel shows (marked as the current tab). Default `info`. */
  section?: PublicMachineSection;
  /** Where a tab links to. Default `defaultPublicSectionHref(qr, section)`. */
  sectionHref?: (section: PublicMachineSection) => string;
  /**
   * Log in: called by the Log in buttons (the host shows the customer `LoginCard`). Without it
   * the buttons are links to `loginHref`.
   */
  onLogin?: () => void;
  /** Where Log in links to when `onLogin` is not given. Default the current section with `?login=1`. */
  loginHref?: string;
  /**
   * Shows the customer `LoginCard` in place of the page (the portal sets it from `?login=1`).
   * After a successful login the page is asked again with the token.
   */
  loginOpen?: boolean;
  /** Back from the login card to the page, and after a successful login. */
  onLoginClose?: () => void;
  /** The login card's Forgot password (shown only when given); receives the typed e-mail. */
  onForgotPassword?: (email: string) => void;
  /** Log out of a signed-in account. Default the client's `logout()`. */
  onLogout?: () => void;
  /**
   * Called once when the answer says the signed-in customer's organisation owns the machine, with
   * its id: the host can open the full machine page. The page itself offers "Open full machine page".
   */
  onOwner?: (machineId: number) => void;
  /** The owner's full machine page. Default `/customer/machines/{id}`. */
  machineHref?: (machineId: number) => string;
  /** The address of the model image from its relative path; default `/api2/resource/?relativePath=`. */
  getImageUrl?: (relativePath: string) => string;
  /** Shows the EN / NO choice in the top bar; called with the chosen locale. */
  onLocaleChange?: (locale: SupportedLocale) => void;
  /** The active section's panel; default the page's own (details, history, `ResourceBrowser`). */
  children?: ReactNode;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

const SECTION_LABEL = {
  info: messages.tabInfo,
  history: messages.tabHistory,
  resources: messages.tabResources,
} as const;

type PageState = 'loading' | 'error' | 'not-found' | 'private' | 'public' | 'owner';

/**
 * The public equipment page a QR label leads to (spec §1 public mode, §2 `/qr/:qr`, §6): the
 * limited information of a public machine (name, type, supplier, model, model image, serial
 * number), its service history and its public resources, for anyone; a private message for a
 * machine that is not public; a not-found page for an unknown code. A banner says who is looking:
 * a visitor can log in, a user of another organisation stays in public mode (or may switch to
 * the owning organisation), a user of the owning organisation gets "Open full machine page".
 */
export function PublicMachine({
  qr,
  section = 'info',
  sectionHref,
  onLogin,
  loginHref,
  loginOpen = false,
  onLoginClose,
  onForgotPassword,
  onLogout,
  onOwner,
  machineHref = (id) => `/customer/machines/${id}`,
  getImageUrl,
  onLocaleChange,
  children,
  className,
}: PublicMachineProps) {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = usePublicMachine(qr);
  const hrefOf = sectionHref ?? ((s: PublicMachineSection) => defaultPublicSectionHref(qr, s));
  const login = { onLogin, href: loginHref ?? `${hrefOf(section)}?login=1` };

  // The host hears of the owner once per machine id (a revalidation does not call it again).
  const told = useRef<number | null>(null);
  const ownerId = data?.IsOwner ? data.MachineId : null;
  useEffect(() => {
    if (ownerId !== null && told.current !== ownerId) {
      told.current = ownerId;
      onOwner?.(ownerId);
    }
  }, [ownerId, onOwner]);

  const state: PageState =
    error && (error.status === 404 || error.status === 400)
      ? 'not-found'
      : error && !data
        ? 'error'
        : !data || isLoading
          ? 'loading'
          : data.IsOwner
            ? 'owner'
            : data.IsPublic
              ? 'public'
              : 'private';

  let content: ReactNode;
  if (loginOpen) {
    content = (
      <LoginPlace>
        <LoginCard scope="customer" onLoggedIn={onLoginClose} onForgotPassword={onForgotPassword} />
        {onLoginClose && (
          <Button variant="ghost" icon={<ArrowLeftIcon size={16} />} onClick={onLoginClose}>
            {intl.formatMessage(messages.backToPage)}
          </Button>
        )}
      </LoginPlace>
    );
  } else if (state === 'not-found') {
    content = (
      <StatePage>
        <EmptyState
          headingLevel={1}
          icon={<SearchOffIcon />}
          title={intl.formatMessage(messages.notFoundTitle)}
          message={intl.formatMessage(valueMessages.notFoundText, { qr })}
        />
      </StatePage>
    );
  } else if (state === 'error') {
    content = (
      <StatePage>
        <EmptyState
          variant="error"
          headingLevel={1}
          title={intl.formatMessage(messages.errorTitle)}
          message={intl.formatMessage(messages.errorText)}
          action={
            <Button variant="primary" onClick={() => void mutate()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      </StatePage>
    );
  } else if (state === 'loading' || !data) {
    content = <LoadingSkeleton label={intl.formatMessage(messages.loading)} />;
  } else if (state === 'private') {
    content = <PrivatePage machine={data} login={login} onLogout={onLogout} />;
  } else {
    content = (
      <>
        <MachineHeader machine={data} getImageUrl={getImageUrl} />
        <AccessBanner machine={data} login={login} onLogout={onLogout} machineHref={machineHref} />
        <Sections active={section} hrefOf={hrefOf} />
        <Panel data-section={section}>
          {children ?? <DefaultPanel qr={qr} machine={data} section={section} hrefOf={hrefOf} />}
        </Panel>
      </>
    );
  }

  return (
    <Page className={className} data-state={loginOpen ? 'login' : state}>
      <PageTop onLocaleChange={onLocaleChange} />
      <Content>{content}</Content>
    </Page>
  );
}

interface LoginAction {
  onLogin?: () => void;
  href: string;
}

function LoginButton({ login, label }: { login: LoginAction; label: string }) {
  const Link = useLink();
  if (login.onLogin) {
    return (
      <Button variant="primary" onClick={login.onLogin}>
        {label}
      </Button>
    );
  }
  return (
    <ButtonLinks>
      <Link href={login.href}>{label}</Link>
    </ButtonLinks>
  );
}

/* ---------------------------------------------------------------- Top bar */

function PageTop({ onLocaleChange }: { onLocaleChange?: (locale: SupportedLocale) => void }) {
  const intl = useIntl();
  const { data: options } = usePortalOptions();
  const name = options?.PortalName ?? null;
  return (
    <TopBar>
      <Brand>
        <Image src="/api2/Report/logo" alt={name ?? intl.formatMessage(messages.logoFallback)} />
        {name && <span data-part="name">{name}</span>}
      </Brand>
      {onLocaleChange && (
        <TopActions>
          <LanguageSelector
            value={intl.locale}
            onChange={onLocaleChange}
            label={intl.formatMessage(messages.languageLabel)}
          />
        </TopActions>
      )}
    </TopBar>
  );
}

/* ---------------------------------------------------------------- Header */

function titleOf(intl: ReturnType<typeof useIntl>, machine: PublicMachineData): string {
  return machine.DisplayName?.trim() || intl.formatMessage(messages.unnamed);
}

function MachineHeader({
  machine,
  getImageUrl,
}: {
  machine: PublicMachineData;
  getImageUrl?: (relativePath: string) => string;
}) {
  const intl = useIntl();
  const { baseUrl } = useClient();
  const image = machine.ModelImage;
  const imageSrc = image ? (getImageUrl ? getImageUrl(image) : resourceUrl(image, baseUrl)) : null;
  const facts = [
    { key: 'supplier', label: messages.supplier, value: machine.SupplierRef?.Name ?? null },
    { key: 'model', label: messages.model, value: machine.Model },
    { key: 'serial', label: messages.serialNumber, value: machine.SerialNumber },
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
        <Overline>
          <span>
            {intl.formatMessage(messages.pageLabel)}
            {machine.MachineTypeRef?.Name && (
              <>
                <span aria-hidden="true"> · </span>
                <VisuallyHidden>, {intl.formatMessage(messages.type)}: </VisuallyHidden>
                {machine.MachineTypeRef.Name}
              </>
            )}
          </span>
        </Overline>
        <Title>{titleOf(intl, machine)}</Title>
        <Facts>
          {facts.map(({ key, label, value }) => (
            <div key={key} data-fact={key}>
              <dt>{intl.formatMessage(label)}</dt>
              <dd data-empty={value?.trim() ? undefined : ''}>
                {value?.trim() || <Dash label={intl.formatMessage(messages.notSet)} />}
              </dd>
            </div>
          ))}
        </Facts>
      </Main>
    </Header>
  );
}

function Dash({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

/* ---------------------------------------------------------------- Who is looking */

function useSwitch() {
  const switchTo = useSwitchOrganisation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = (customerId: number) => {
    setBusy(true);
    setFailed(false);
    switchTo(customerId)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return { busy, failed, run };
}

function AccessBanner({
  machine,
  login,
  onLogout,
  machineHref,
}: {
  machine: PublicMachineData;
  login: LoginAction;
  onLogout?: () => void;
  machineHref: (machineId: number) => string;
}) {
  const intl = useIntl();
  const Link = useLink();
  const client = useClient();
  const switcher = useSwitch();
  const titleId = useId();
  const caller = machine.SignedInAs;
  const logout = onLogout ?? (() => client.logout());

  if (machine.IsOwner && machine.MachineId !== null) {
    return (
      <Banner data-variant="owner" aria-labelledby={titleId}>
        <SuccessIcon size={24} />
        <div>
          <h2 id={titleId}>
            {caller?.Organisation
              ? intl.formatMessage(valueMessages.ownerTitle, { organisation: caller.Organisation })
              : intl.formatMessage(messages.openFull)}
          </h2>
        </div>
        <Actions>
          <ButtonLinks>
            <Link href={machineHref(machine.MachineId)}>{intl.formatMessage(messages.openFull)}</Link>
          </ButtonLinks>
        </Actions>
      </Banner>
    );
  }

  if (!caller) {
    return (
      <Banner data-variant="visitor" aria-labelledby={titleId}>
        <InfoIcon size={24} />
        <div>
          <h2 id={titleId}>{intl.formatMessage(messages.anonymousTitle)}</h2>
          <p>{intl.formatMessage(messages.anonymousText)}</p>
        </div>
        <Actions>
          <LoginButton login={login} label={intl.formatMessage(messages.login)} />
        </Actions>
      </Banner>
    );
  }

  return (
    <Banner data-variant="other" aria-labelledby={titleId}>
      <WarningIcon size={24} />
      <div>
        <h2 id={titleId}>{signedInText(intl, caller)}</h2>
        <p>
          {intl.formatMessage(
            caller.MaySwitch && machine.OwnerCustomerId !== null
              ? messages.switchText
              : messages.notOwnerText,
          )}
        </p>
        {switcher.failed && <p role="alert">{intl.formatMessage(messages.switchFailed)}</p>}
      </div>
      <Actions>
        {caller.MaySwitch && machine.OwnerCustomerId !== null && (
          <Button
            variant="primary"
            busy={switcher.busy}
            onClick={() => switcher.run(machine.OwnerCustomerId as number)}
          >
            {intl.formatMessage(messages.switchOrganisation)}
          </Button>
        )}
        <Button variant="secondary" onClick={logout}>
          {intl.formatMessage(messages.logout)}
        </Button>
      </Actions>
    </Banner>
  );
}

function signedInText(
  intl: ReturnType<typeof useIntl>,
  caller: NonNullable<PublicMachineData['SignedInAs']>,
): string {
  return caller.Organisation
    ? intl.formatMessage(valueMessages.signedInAs, { name: caller.Name, organisation: caller.Organisation })
    : intl.formatMessage(valueMessages.signedInAsNoOrganisation, { name: caller.Name });
}

function PrivatePage({
  machine,
  login,
  onLogout,
}: {
  machine: PublicMachineData;
  login: LoginAction;
  onLogout?: () => void;
}) {
  const intl = useIntl();
  const client = useClient();
  const switcher = useSwitch();
  const caller = machine.SignedInAs;
  const canSwitch = caller?.MaySwitch === true && machine.OwnerCustomerId !== null;
  return (
    <StatePage>
      <EmptyState
        headingLevel={1}
        icon={<LockIcon />}
        title={intl.formatMessage(messages.privateTitle)}
        message={
          <>
            {intl.formatMessage(messages.privateText)}
            <br />
            <strong>{intl.formatMessage(valueMessages.privateCode, { qr: machine.Qrcode })}</strong>
            {caller && (
              <>
                <br />
                <br />
                {signedInText(intl, caller)}
                {canSwitch && <> {intl.formatMessage(messages.switchText)}</>}
              </>
            )}
            {switcher.failed && (
              <>
                <br />
                <span role="alert">{intl.formatMessage(messages.switchFailed)}</span>
              </>
            )}
          </>
        }
        action={
          caller ? (
            <>
              {canSwitch && (
                <Button
                  variant="primary"
                  busy={switcher.busy}
                  onClick={() => switcher.run(machine.OwnerCustomerId as number)}
                >
                  {intl.formatMessage(messages.switchOrganisation)}
                </Button>
              )}
              <Button variant="secondary" onClick={onLogout ?? (() => client.logout())}>
                {intl.formatMessage(messages.logout)}
              </Button>
            </>
          ) : (
            <LoginButton login={login} label={intl.formatMessage(messages.login)} />
          )
        }
      />
    </StatePage>
  );
}

/* ---------------------------------------------------------------- Sections */

function Sections({
  active,
  hrefOf,
}: {
  active: PublicMachineSection;
  hrefOf: (section: PublicMachineSection) => string;
}) {
  const intl = useIntl();
  const Link = useLink();
  return (
    <TabBar aria-label={intl.formatMessage(messages.sectionsLabel)}>
      <TabList>
        {PUBLIC_MACHINE_SECTIONS.map((section) => {
          const current = section === active;
          return (
            <li key={section} data-tab={section}>
              <Tab>
                <Link
                  href={hrefOf(section)}
                  aria-current={current ? 'page' : undefined}
                  data-state={current ? 'active' : 'inactive'}
                >
                  {intl.formatMessage(SECTION_LABEL[section])}
                </Link>
              </Tab>
            </li>
          );
        })}
      </TabList>
    </TabBar>
  );
}

function DefaultPanel({
  qr,
  machine,
  section,
  hrefOf,
}: {
  qr: string;
  machine: PublicMachineData;
  section: PublicMachineSection;
  hrefOf: (section: PublicMachineSection) => string;
}) {
  if (section === 'history') return <PublicHistory qr={qr} />;
  if (section === 'resources') return <ResourceBrowser qr={qr} />;
  return <PublicDetails machine={machine} hrefOf={hrefOf} />;
}

function PublicDetails({
  machine,
  hrefOf,
}: {
  machine: PublicMachineData;
  hrefOf: (section: PublicMachineSection) => string;
}) {
  const intl = useIntl();
  const Link = useLink();
  const titleId = useId();
  const rows = [
    { key: 'name', label: messages.name, value: machine.DisplayName },
    { key: 'type', label: messages.type, value: machine.MachineTypeRef?.Name ?? null },
    { key: 'supplier', label: messages.supplier, value: machine.SupplierRef?.Name ?? null },
    { key: 'model', label: messages.model, value: machine.Model },
    { key: 'serial', label: messages.serialNumber, value: machine.SerialNumber, mono: true },
    { key: 'qr', label: messages.qrCode, value: machine.Qrcode, mono: true },
  ];
  const shortcuts = [
    { section: 'history' as const, icon: <HistoryIcon size={22} />, text: messages.historyCardText },
    { section: 'resources' as const, icon: <FolderIcon size={22} />, text: messages.resourcesCardText },
  ];
  return (
    <InfoGrid>
      <Card aria-labelledby={titleId}>
        <h2 id={titleId}>{intl.formatMessage(messages.detailsTitle)}</h2>
        <DetailList>
          {rows.map(({ key, label, value, mono }) => (
            <div key={key}>
              <dt>{intl.formatMessage(label)}</dt>
              <dd data-empty={value?.trim() ? undefined : ''} data-mono={mono && value ? '' : undefined}>
                {value?.trim() || <Dash label={intl.formatMessage(messages.notSet)} />}
              </dd>
            </div>
          ))}
        </DetailList>
      </Card>
      <Shortcuts>
        {shortcuts.map(({ section, icon, text }) => (
          <li key={section}>
            <Link href={hrefOf(section)}>
              <span data-part="icon" aria-hidden="true">
                {icon}
              </span>
              <span>
                <span data-part="title">{intl.formatMessage(SECTION_LABEL[section])}</span>
                <span data-part="text">{intl.formatMessage(text)}</span>
              </span>
              <span data-part="chevron" aria-hidden="true">
                <ChevronIcon />
              </span>
            </Link>
          </li>
        ))}
      </Shortcuts>
    </InfoGrid>
  );
}

function PublicHistory({ qr }: { qr: string }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const { data, error, isLoading, mutate } = usePublicMachineHistory(qr);
  const headingId = useId();
  if (error && !data) {
    return (
      <EmptyState
        variant="error"
        size="compact"
        title={intl.formatMessage(messages.historyErrorTitle)}
        message={intl.formatMessage(messages.errorText)}
        action={<Button onClick={() => void mutate()}>{intl.formatMessage(messages.retry)}</Button>}
      />
    );
  }
  if (!data || isLoading) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{intl.formatMessage(messages.loadingHistory)}</VisuallyHidden>
        <div aria-hidden="true">
          <LoadingBox height={64} count={3} />
        </div>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState
        icon={<HistoryIcon size={28} />}
        title={intl.formatMessage(messages.historyEmptyTitle)}
        message={intl.formatMessage(messages.historyEmptyText)}
      />
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <HistoryHead>
        <h2 id={headingId}>{intl.formatMessage(messages.historyTitle)}</h2>
        <span>{intl.formatMessage(valueMessages.historyCount, { count: data.length })}</span>
        <p>{intl.formatMessage(messages.historyNote)}</p>
      </HistoryHead>
      <HistoryList aria-labelledby={headingId}>
        {data.map((entry) => {
          const created = formatDate(entry.CreatedDate);
          const completed = entry.CompletedDate ? formatDate(entry.CompletedDate) : '';
          const shown = completed || created;
          return (
            <li key={entry.Id}>
              <time data-part="date" dateTime={entry.CompletedDate ?? entry.CreatedDate}>
                {shown}
              </time>
              <span data-part="body">
                <span data-part="kind">
                  {entry.JobTypeName?.trim() || intl.formatMessage(messages.serviceUnnamed)}
                </span>
                <span data-part="meta">
                  {intl.formatMessage(valueMessages.createdOn, { date: created })}
                  {completed && (
                    <>
                      {' · '}
                      {intl.formatMessage(valueMessages.completedOn, { date: completed })}
                    </>
                  )}
                </span>
              </span>
              <span data-part="status">
                <StatusChip statusId={entry.StatusId} />
              </span>
            </li>
          );
        })}
      </HistoryList>
    </section>
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
          </div>
        </SkeletonHeader>
        <SkeletonTabs>
          {PUBLIC_MACHINE_SECTIONS.map((s) => (
            <LoadingBox key={s} variant="text" width={96} height={16} />
          ))}
        </SkeletonTabs>
      </div>
    </div>
  );
}

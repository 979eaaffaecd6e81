import { useId, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { partnerOpensDirectly, type Schema } from '@eqp/sdk';
import {
  usePartnerJobActions,
  usePartnerJobCounts,
  usePartnerJobsView,
  useUserInfo,
  type PartnerJobsSection,
} from '@eqp/sdk/react';
import { Button } from '../Button';
import { useMediaQuery } from '../internal/useMediaQuery';
import { ConfirmDialog } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { LoadingBox } from '../LoadingBox';
import { PartnerNoCompany } from '../PartnerNoCompany';
import { breakpoints } from '../theme/tokens';
import { messages, valueMessages } from './messages';
import { JobCard, jobTitle } from './JobCard';
import { SectionJobs } from './SectionJobs';
import {
  Board,
  Column,
  ColumnHeading,
  Count,
  Header,
  Heading,
  Panel,
  Root,
  Tab,
  TabList,
  TabsRoot,
} from './PartnerJobList.styles';

type PartnerJob = Schema<'PartnerJob'>;
type PartnerJobsView = Schema<'PartnerJobsView'>;

/** The three lists of spec §3 "Partner jobs view" (Finished is shown as Completed). */
export type PartnerJobListTab = 'upcoming' | 'open' | 'completed';

export const PARTNER_JOB_LIST_TABS: readonly PartnerJobListTab[] = ['upcoming', 'open', 'completed'];

export interface PartnerJobListProps {
  /**
   * Open the job (the host goes to `/partner/job/{id}`): called at once for a started job (status
   * above 20), after the start dialog and `setStatus/Open` for one that is not started.
   */
  onOpenJob: (id: number) => void;
  /** The list shown as a tab under 900 px (controlled). */
  tab?: PartnerJobListTab;
  /**
   * The first tab when `tab` is not given. Without it: the list the user chose earlier in this
   * browser session, else Open when it has jobs (the technician's current work), else the first
   * list with jobs, else Open.
   */
  defaultTab?: PartnerJobListTab;
  /** The user chose another tab. */
  onTabChange?: (tab: PartnerJobListTab) => void;
  /**
   * `columns`: the three lists side by side; `tabs`: one list at a time under a tab bar; `auto`
   * (default): columns from 900 px, tabs below.
   */
  layout?: 'auto' | 'columns' | 'tabs';
  /** Log out on the no-company page; default the sdk client's `logout()`. */
  onLogout?: () => void;
  /** Replaces "now" for the appointment colours (stories and tests). */
  now?: Date;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

interface ListSpec {
  tab: PartnerJobListTab;
  label: MessageDescriptor;
  empty: MessageDescriptor;
  emptyHint: MessageDescriptor;
  jobs: (view: PartnerJobsView) => PartnerJob[];
  /** The list in the server's terms (its NextCursors entry, GET /api2/partner/jobs/list). */
  section: PartnerJobsSection;
}

const LISTS: readonly ListSpec[] = [
  {
    tab: 'upcoming',
    label: messages.upcoming,
    empty: messages.emptyUpcoming,
    emptyHint: messages.emptyUpcomingHint,
    jobs: (view) => view.Upcoming,
    section: 'Upcoming',
  },
  {
    tab: 'open',
    label: messages.open,
    empty: messages.emptyOpen,
    emptyHint: messages.emptyOpenHint,
    jobs: (view) => view.Open,
    section: 'Open',
  },
  {
    tab: 'completed',
    label: messages.completed,
    empty: messages.emptyCompleted,
    emptyHint: messages.emptyCompletedHint,
    jobs: (view) => view.Finished,
    section: 'Finished',
  },
];

const MOBILE_QUERY = `(max-width: ${breakpoints.tablet - 0.02}px)`;

/** Where the list the user chose is kept for the browser session (sessionStorage). */
export const PARTNER_JOB_LIST_TAB_KEY = 'eqp.partnerJobList.tab';

function chosenTab(): PartnerJobListTab | undefined {
  try {
    const stored = globalThis.sessionStorage?.getItem(PARTNER_JOB_LIST_TAB_KEY);
    return PARTNER_JOB_LIST_TABS.find((tab) => tab === stored);
  } catch {
    return undefined; // storage blocked: no remembered choice
  }
}

function rememberTab(tab: PartnerJobListTab) {
  try {
    globalThis.sessionStorage?.setItem(PARTNER_JOB_LIST_TAB_KEY, tab);
  } catch {
    // storage blocked: the choice lasts as long as the component
  }
}

/** Open when it has jobs, else the first list with jobs, else Open (also while loading). */
function automaticTab(view: PartnerJobsView | undefined): PartnerJobListTab {
  if (!view || view.Open.length > 0) return 'open';
  return LISTS.find((spec) => spec.jobs(view).length > 0)?.tab ?? 'open';
}

/**
 * The partner's jobs (spec §2, §3): Upcoming, Open and Completed, side by side on desktop and as
 * tabs below 900 px, each with its count. A card shows the customer, the job, its order number,
 * type and status, the first appointment (coloured by spec §4's rule) and the delivery city.
 * Activating a started job opens it; a job not started asks first ("Start job?"), then starts it
 * (`setStatus/Open`) and opens it.
 */
export function PartnerJobList({
  onOpenJob,
  tab: controlledTab,
  defaultTab,
  onTabChange,
  layout = 'auto',
  onLogout,
  now,
  className,
}: PartnerJobListProps) {
  const intl = useIntl();
  const headingId = useId();
  const baseId = useId();
  const { data: userInfo } = useUserInfo('partner');
  const { data: view, error, mutate } = usePartnerJobsView();
  const { data: counts } = usePartnerJobCounts();
  const { setStatus } = usePartnerJobActions();
  const isMobile = useMediaQuery(MOBILE_QUERY, false);
  // Undefined while neither given nor chosen: then the automatic tab (it follows the view).
  const [chosen, setChosen] = useControllableState<PartnerJobListTab | undefined>({
    prop: controlledTab,
    defaultProp: defaultTab ?? chosenTab(),
    onChange: (next) => {
      if (next !== undefined) onTabChange?.(next);
    },
    caller: 'PartnerJobList',
  });
  const [starting, setStarting] = useState<PartnerJob | null>(null);
  const [busy, setBusy] = useState(false);
  const [startFailed, setStartFailed] = useState(false);

  const currentTab = chosen ?? automaticTab(view);
  const useTabs = layout === 'tabs' || (layout === 'auto' && isMobile);

  /** Radix Tabs call this for another tab than the current one (a click, the arrows, Home, End). */
  const chooseTab = (next: PartnerJobListTab) => {
    rememberTab(next);
    setChosen(next);
  };

  const activate = (job: PartnerJob) => {
    if (partnerOpensDirectly(job.StatusId)) {
      onOpenJob(job.Id);
      return;
    }
    setStartFailed(false);
    setStarting(job);
  };

  const confirmStart = async () => {
    if (!starting) return;
    setBusy(true);
    setStartFailed(false);
    try {
      await setStatus(starting.Id, 'Open');
      const id = starting.Id;
      setBusy(false);
      setStarting(null);
      onOpenJob(id);
    } catch {
      // The server's message is in the global snackbar (spec §8); the dialog stays for a retry.
      setBusy(false);
      setStartFailed(true);
    }
  };

  if (userInfo && userInfo.PartnerCompany === null) {
    return <PartnerNoCompany onLogout={onLogout} className={className} />;
  }

  const failed = error !== undefined && view === undefined;
  const state = failed ? 'error' : view ? 'ready' : 'loading';

  const renderList = (spec: ListSpec, labelledBy: string) => {
    if (!view) {
      return <LoadingBox count={3} height={112} label={intl.formatMessage(messages.loading)} />;
    }
    const jobs = spec.jobs(view);
    if (jobs.length === 0) {
      return (
        <EmptyState
          size="compact"
          headingLevel={3}
          title={intl.formatMessage(spec.empty)}
          message={intl.formatMessage(spec.emptyHint)}
        />
      );
    }
    return (
      <SectionJobs
        // A reloaded view starts the list's further pages over.
        key={view.NextCursors[spec.section] ?? 'complete'}
        section={spec.section}
        jobs={jobs}
        start={view.NextCursors[spec.section]}
        labelledBy={labelledBy}
        renderJob={(job) => <JobCard key={job.Id} job={job} now={now} onActivate={() => activate(job)} />}
      />
    );
  };

  /**
   * A list's count: Upcoming and Open from the counts call (every job, not only the 25 loaded);
   * Finished, which is not counted, as "25+" while it goes on.
   */
  const countOf = (spec: ListSpec): { count: number; more: boolean } | undefined => {
    if (!view) return undefined;
    const loaded = spec.jobs(view).length;
    if (spec.section !== 'Finished' && counts)
      return { count: Math.max(counts[spec.section], loaded), more: false };
    return { count: loaded, more: view.NextCursors[spec.section] !== null };
  };
  /** "Upcoming, 3 jobs": the list's name with its count, as one accessible name. */
  const listName = (spec: ListSpec, count: { count: number; more: boolean } | undefined) =>
    count === undefined
      ? intl.formatMessage(spec.label)
      : `${intl.formatMessage(spec.label)}, ${intl.formatMessage(count.more ? valueMessages.countMore : valueMessages.count, { count: count.count })}`;
  const countText = (count: { count: number; more: boolean }) =>
    `${intl.formatNumber(count.count)}${count.more ? '+' : ''}`;

  return (
    <Root
      className={className}
      aria-labelledby={headingId}
      data-state={state}
      data-layout={useTabs ? 'tabs' : 'columns'}
    >
      <Header>
        <Heading id={headingId}>{intl.formatMessage(messages.title)}</Heading>
      </Header>

      {failed ? (
        <EmptyState
          variant="error"
          title={intl.formatMessage(messages.errorTitle)}
          message={intl.formatMessage(messages.errorMessage)}
          action={
            <Button variant="primary" onClick={() => void mutate()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      ) : useTabs ? (
        <Tabs.Root
          value={currentTab}
          onValueChange={(next) => chooseTab(next as PartnerJobListTab)}
          activationMode="automatic"
          asChild
        >
          <TabsRoot>
            <Tabs.List asChild loop aria-label={intl.formatMessage(messages.lists)}>
              <TabList>
                {LISTS.map((spec) => {
                  const count = countOf(spec);
                  return (
                    <Tabs.Trigger key={spec.tab} value={spec.tab} asChild>
                      <Tab
                        id={`${baseId}-tab-${spec.tab}`}
                        aria-controls={`${baseId}-panel-${spec.tab}`}
                        aria-label={listName(spec, count)}
                      >
                        <span>{intl.formatMessage(spec.label)}</span>
                        {/* A space between label and count (not rendered in the flex row) keeps the visible
                            text "Upcoming 6" a part of the name "Upcoming, 6 jobs". */}
                        {count !== undefined && ' '}
                        {count !== undefined && <Count aria-hidden="true">{countText(count)}</Count>}
                      </Tab>
                    </Tabs.Trigger>
                  );
                })}
              </TabList>
            </Tabs.List>
            {LISTS.map((spec) => (
              <Tabs.Content key={spec.tab} value={spec.tab} asChild>
                <Panel id={`${baseId}-panel-${spec.tab}`} aria-labelledby={`${baseId}-tab-${spec.tab}`}>
                  {renderList(spec, `${baseId}-tab-${spec.tab}`)}
                </Panel>
              </Tabs.Content>
            ))}
          </TabsRoot>
        </Tabs.Root>
      ) : (
        <Board>
          {LISTS.map((spec) => {
            const count = countOf(spec);
            const columnHeadingId = `${baseId}-heading-${spec.tab}`;
            return (
              <Column key={spec.tab} aria-labelledby={columnHeadingId} data-list={spec.tab}>
                <ColumnHeading id={columnHeadingId} aria-label={listName(spec, count)}>
                  <span>{intl.formatMessage(spec.label)}</span>
                  {count !== undefined && <Count aria-hidden="true">{countText(count)}</Count>}
                </ColumnHeading>
                {renderList(spec, columnHeadingId)}
              </Column>
            );
          })}
        </Board>
      )}

      <ConfirmDialog
        open={starting !== null}
        onOpenChange={(open) => {
          if (!open) setStarting(null);
        }}
        variant="primary"
        title={intl.formatMessage(messages.startTitle)}
        message={
          starting ? (
            <>
              {intl.formatMessage(valueMessages.startMessage, {
                customer: starting.Customer.Name,
                job: jobTitle(starting),
              })}
              {startFailed && (
                <>
                  {' '}
                  <strong role="alert">{intl.formatMessage(messages.startFailed)}</strong>
                </>
              )}
            </>
          ) : (
            ''
          )
        }
        confirmLabel={intl.formatMessage(messages.startConfirm)}
        busy={busy}
        onConfirm={() => void confirmStart()}
      />
    </Root>
  );
}

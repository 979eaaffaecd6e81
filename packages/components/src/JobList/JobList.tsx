import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useIntl, type IntlShape } from 'react-intl';
import { orderNumber, PAGE_SIZE_JOBS, type CustomerJob } from '@eqp/sdk';
import { useFormatDate } from '../internal/useFormatDate';
import { useJobsPaged } from '@eqp/sdk/react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { PagedListFooter } from '../internal/PagedListFooter';
import { LoadingBox } from '../LoadingBox';
import { useScrollPaging, type ScrollContainer } from '../internal/useScrollPaging';
import { useLink } from '../internal/LinkContext';
import { StatusChip } from '../StatusChip';
import { messages, valueMessages } from './messages';
import {
  Count,
  Filter,
  FilterButton,
  Header,
  Heading,
  InlineError,
  ListHeading,
  ListSection,
  Machines,
  Muted,
  Root,
  Row,
  Table,
  Toolbar,
} from './JobList.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { PlusIcon } from '../internal/icons';

/** The list's Status filter (contract `Status`): open (30 or below), closed (31 to 100) or all. */
export type JobStatusFilter = 'open' | 'closed' | 'all';

export interface JobListProps {
  /** Where a job opens; default `/customer/jobs/{id}` (the portal's job dialog route). */
  jobHref?: (id: number) => string;
  /** The Status filter (controlled). */
  status?: JobStatusFilter;
  /** The first filter when `status` is not given. Default `all`: every job, newest first. */
  defaultStatus?: JobStatusFilter;
  /** The user picked another filter. */
  onStatusChange?: (status: JobStatusFilter) => void;
  /**
   * Opens the new-job dialog: with it the header and the empty list offer "Order service".
   */
  onOrderService?: () => void;
  /** Content between the page heading and the list, e.g. the cost graph. */
  summary?: ReactNode;
  /**
   * When this value changes, every loaded page is fetched again (e.g. after a job was created,
   * so the new job shows at the top). The first value loads nothing extra.
   */
  refreshKey?: unknown;
  /** What scrolls for paging: the page (`'window'`, default) or a ref to a scrolling element. */
  scrollContainer?: ScrollContainer;
  /** Page heading; default the translated "Orders". */
  title?: ReactNode;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

export const defaultJobHref = (id: number) => `/customer/jobs/${id}`;

const FILTERS: readonly JobStatusFilter[] = ['open', 'closed', 'all'];
const filterLabel = { open: messages.filterOpen, closed: messages.filterClosed, all: messages.filterAll };
/** Machines named in the Equipment cell before "+N more". */
const MACHINES_SHOWN = 2;
const SKELETON_ROWS = 8;
const footerMessages = {
  loadingMore: messages.loadingMore,
  loadMore: messages.loadMore,
  allShown: valueMessages.allShown,
};

/**
 * The customer's jobs (spec §2 "Job list"): order number, type, status, equipment, priority and
 * created date, newest first, 50 at a time as the user scrolls (spec §4, §9; each page after the
 * first by the server's cursor), with an Open / Closed / All filter. The count above the table is
 * the server's, capped ("1,000+ jobs"). A row opens its job through `jobHref`. On phones the rows are cards.
 */
export function JobList({
  jobHref = defaultJobHref,
  status: controlledStatus,
  defaultStatus = 'all',
  onStatusChange,
  onOrderService,
  summary,
  refreshKey,
  scrollContainer = 'window',
  title,
  className,
}: JobListProps) {
  const intl = useIntl();
  const Link = useLink();
  const headingId = useId();
  const listHeadingId = useId();
  const [status, setStatus] = useControllableState<JobStatusFilter>({
    prop: controlledStatus,
    defaultProp: defaultStatus,
    onChange: onStatusChange,
    caller: 'JobList',
  });
  const { items, isLoading, error, isLoadingMore, hasMore, loadMore, mutate, totalCount, totalCountCapped } =
    useJobsPaged({
      pageSize: PAGE_SIZE_JOBS,
      Status: status,
    });

  useScrollPaging(scrollContainer, {
    loadedCount: items.length,
    pageSize: PAGE_SIZE_JOBS,
    hasMore,
    isLoadingMore,
    loadMore,
  });

  // Reload every loaded page when the host says the list changed (not on the first render).
  const lastRefreshKey = useRef(refreshKey);
  useEffect(() => {
    if (Object.is(refreshKey, lastRefreshKey.current)) return;
    lastRefreshKey.current = refreshKey;
    void mutate();
  }, [refreshKey, mutate]);

  const retry = () => void mutate();

  const failed = error !== undefined && items.length === 0;
  const empty = !isLoading && !failed && items.length === 0;
  const orderButton = onOrderService && (
    <Button variant="primary" icon={<PlusIcon strokeWidth={2.2} />} onClick={onOrderService}>
      {intl.formatMessage(messages.orderService)}
    </Button>
  );

  /** A click anywhere on a row opens its job, like its order-number link (which keyboards use). */
  const openFromRow = (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.defaultPrevented || (event.target as Element).closest('a, button, input, label')) return;
    if (window.getSelection?.()?.toString()) return; // the user is selecting text
    event.currentTarget.querySelector<HTMLAnchorElement>('a[data-variant="job"]')?.click();
  };

  return (
    <Root
      className={className}
      aria-labelledby={headingId}
      data-state={isLoading ? 'loading' : failed ? 'error' : empty ? 'empty' : 'ready'}
    >
      <Header>
        <Heading id={headingId}>{title ?? intl.formatMessage(messages.title)}</Heading>
        {orderButton}
      </Header>

      {summary}

      <ListSection aria-labelledby={listHeadingId}>
        <Toolbar>
          <ListHeading id={listHeadingId}>{intl.formatMessage(messages.jobs)}</ListHeading>
          {totalCount !== undefined && !failed && (
            <Count>
              {intl.formatMessage(totalCountCapped ? valueMessages.countCapped : valueMessages.count, {
                count: totalCount,
              })}
            </Count>
          )}
          <Filter role="group" aria-label={intl.formatMessage(messages.filterLabel)}>
            {FILTERS.map((filter) => (
              <FilterButton
                key={filter}
                type="button"
                aria-pressed={status === filter}
                onClick={() => setStatus(filter)}
              >
                {intl.formatMessage(filterLabel[filter])}
              </FilterButton>
            ))}
          </Filter>
        </Toolbar>

        {isLoading ? (
          <div aria-busy="true">
            <VisuallyHidden role="status">{intl.formatMessage(messages.loading)}</VisuallyHidden>
            <LoadingBox height={52} count={SKELETON_ROWS} label={intl.formatMessage(messages.loading)} />
          </div>
        ) : failed ? (
          <EmptyState
            variant="error"
            title={intl.formatMessage(messages.errorTitle)}
            message={intl.formatMessage(messages.errorText)}
            headingLevel={3}
            action={
              <Button variant="secondary" onClick={retry}>
                {intl.formatMessage(messages.retry)}
              </Button>
            }
          />
        ) : empty ? (
          <EmptyState
            title={intl.formatMessage(
              status === 'open'
                ? messages.emptyOpenTitle
                : status === 'closed'
                  ? messages.emptyClosedTitle
                  : messages.emptyTitle,
            )}
            message={status === 'all' ? intl.formatMessage(messages.emptyText) : undefined}
            headingLevel={3}
            action={
              status === 'all' ? (
                orderButton
              ) : (
                <Button variant="secondary" onClick={() => setStatus('all')}>
                  {intl.formatMessage(messages.showAll)}
                </Button>
              )
            }
          />
        ) : (
          // Explicit roles: the phone layout restyles the rows as cards, and some browsers drop
          // a table's semantics once its display changes.
          <Table role="table" aria-labelledby={listHeadingId}>
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col" data-column="number">
                  {intl.formatMessage(messages.orderNumber)}
                </th>
                <th role="columnheader" scope="col" data-column="type">
                  {intl.formatMessage(messages.type)}
                </th>
                <th role="columnheader" scope="col" data-column="status">
                  {intl.formatMessage(messages.status)}
                </th>
                <th role="columnheader" scope="col" data-column="equipment">
                  {intl.formatMessage(messages.equipment)}
                </th>
                <th role="columnheader" scope="col" data-column="priority">
                  {intl.formatMessage(messages.priority)}
                </th>
                <th role="columnheader" scope="col" data-column="created">
                  {intl.formatMessage(messages.created)}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {items.map((job) => (
                <JobRow
                  key={job.Id}
                  job={job}
                  href={jobHref(job.Id)}
                  intl={intl}
                  Link={Link}
                  onClick={openFromRow}
                />
              ))}
            </tbody>
          </Table>
        )}

        {!isLoading && items.length > 0 && (
          <PagedListFooter
            loadedCount={items.length}
            pageSize={PAGE_SIZE_JOBS}
            hasMore={hasMore}
            isLoadingMore={isLoadingMore}
            loadMore={loadMore}
            messages={footerMessages}
            failedNote={
              error ? (
                <InlineError role="status">
                  <span>{intl.formatMessage(messages.moreFailed)}</span>
                  <Button variant="secondary" size="small" onClick={retry}>
                    {intl.formatMessage(messages.retry)}
                  </Button>
                </InlineError>
              ) : undefined
            }
          />
        )}
      </ListSection>
    </Root>
  );
}

function machineNames(intl: IntlShape, job: CustomerJob): string[] {
  return job.InverseParent.map(
    ({ Machine }) =>
      Machine.DisplayName?.trim() || intl.formatMessage(valueMessages.unnamedMachine, { id: Machine.Id }),
  );
}

function Empty({ intl }: { intl: IntlShape }) {
  return (
    <>
      <Muted aria-hidden="true">–</Muted>
      <VisuallyHidden>{intl.formatMessage(messages.none)}</VisuallyHidden>
    </>
  );
}

function JobRow({
  job,
  href,
  intl,
  Link,
  onClick,
}: {
  job: CustomerJob;
  href: string;
  intl: IntlShape;
  Link: ReturnType<typeof useLink>;
  onClick: (event: MouseEvent<HTMLTableRowElement>) => void;
}) {
  const formatDate = useFormatDate();
  const number = orderNumber(job) || intl.formatMessage(valueMessages.jobFallback, { id: job.Id });
  const names = machineNames(intl, job);
  const shown = names.slice(0, MACHINES_SHOWN);
  const hidden = names.length - shown.length;
  const created = formatDate(job.CreatedDate);
  return (
    <Row role="row" onClick={onClick}>
      <th role="rowheader" scope="row" data-column="number">
        <Link
          href={href}
          data-variant="job"
          aria-label={intl.formatMessage(valueMessages.openJob, { number })}
        >
          {number}
        </Link>
      </th>
      <td role="cell" data-column="type" data-label={intl.formatMessage(messages.type)}>
        {job.JobTypeName || <Empty intl={intl} />}
      </td>
      <td role="cell" data-column="status">
        <StatusChip statusId={job.StatusId} />
      </td>
      <td role="cell" data-column="equipment">
        {names.length === 0 ? (
          <Empty intl={intl} />
        ) : (
          <Machines title={hidden > 0 ? names.join('\n') : undefined}>
            {shown.map((name, index) => (
              <span key={`${index}-${name}`}>{name}</span>
            ))}
            {hidden > 0 && <Muted>{intl.formatMessage(valueMessages.moreMachines, { count: hidden })}</Muted>}
          </Machines>
        )}
      </td>
      <td role="cell" data-column="priority" data-label={intl.formatMessage(messages.priority)}>
        {job.JobPriority?.Name || <Empty intl={intl} />}
      </td>
      <td role="cell" data-column="created" data-label={intl.formatMessage(messages.created)}>
        {created ? <time dateTime={job.CreatedDate}>{created}</time> : <Empty intl={intl} />}
      </td>
    </Row>
  );
}

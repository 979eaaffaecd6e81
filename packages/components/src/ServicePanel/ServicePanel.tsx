import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatCurrency, orderNumber, type CustomerJob, type MachineServiceHistoryEntry } from '@eqp/sdk';
import { useFormatDate } from '../internal/useFormatDate';
import { useMachineHistory, useOpenMachineJobs, useUserInfo } from '@eqp/sdk/react';
import { useOpenFile } from '../internal/useOpenFile';
import { EmptyState } from '../EmptyState';
import { HistoryIcon, PlusIcon, ReportIcon, ServiceIcon } from '../internal/icons';
import { LoadingBox, Spinner } from '../LoadingBox';
import { useLink } from '../internal/LinkContext';
import { StatusChip } from '../StatusChip';
import { messages, valueMessages } from './messages';
import {
  Card,
  CardTitle,
  Entry,
  EntryDate,
  EntryDescription,
  EntryNumber,
  EntryStatus,
  Extra,
  Heading,
  List,
  Loading,
  PartsTable,
  ReportLink,
  Root,
  Toolbar,
} from './ServicePanel.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export interface ServicePanelProps {
  /** The customer's machine whose service jobs and costs are shown. */
  machineId: number;
  /**
   * Where Order service leads (the new-job dialog with this machine chosen). Default
   * `/customer/jobs?order={machineId}`; `null` hides the button.
   */
  orderServiceHref?: string | null;
  /** Where a job leads (its job dialog). Default `/customer/machines/{machineId}/service/{jobId}`. */
  jobHref?: (jobId: number) => string;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/**
 * The Service tab of a machine (spec §2 "Service panel"): its open jobs and its closed history,
 * each with date, order number (S + Id for part orders), type, status and description. History
 * entries list their parts (with unit prices only when the user sees prices) and link their
 * service report PDF. Order service leads to the new-job dialog for this machine. A failed list
 * is an empty list (spec §8).
 */
export function ServicePanel({ machineId, orderServiceHref, jobHref, className }: ServicePanelProps) {
  const intl = useIntl();
  const Link = useLink();
  const openId = useId();
  const historyId = useId();
  const open = useOpenMachineJobs(machineId);
  const history = useMachineHistory(machineId);
  const { data: userInfo } = useUserInfo('customer');
  const prices = userInfo?.ShowPrices === true ? { currency: userInfo.Currency ?? null } : null;
  const hrefOfJob = jobHref ?? ((jobId: number) => `/customer/machines/${machineId}/service/${jobId}`);
  const orderHref = orderServiceHref === undefined ? `/customer/jobs?order=${machineId}` : orderServiceHref;
  const openJobs = open.data ?? [];
  const entries = history.data ?? [];

  return (
    <Root className={className}>
      <Toolbar>
        <Heading>{intl.formatMessage(messages.title)}</Heading>
        {orderHref !== null && (
          <Link href={orderHref} data-variant="button">
            <PlusIcon />
            {intl.formatMessage(messages.orderService)}
          </Link>
        )}
      </Toolbar>

      <Card aria-labelledby={openId} data-section="open">
        <CardTitle>
          <span id={openId}>{intl.formatMessage(messages.openJobs)}</span>
          {!open.isLoading && openJobs.length > 0 && (
            <span data-part="count" aria-hidden="true">
              {openJobs.length}
            </span>
          )}
        </CardTitle>
        {open.isLoading ? (
          <Loading>
            <LoadingBox height={56} count={2} label={intl.formatMessage(messages.loadingOpen)} />
          </Loading>
        ) : openJobs.length === 0 ? (
          <EmptyState
            size="compact"
            headingLevel={4}
            title={intl.formatMessage(messages.noOpenJobsTitle)}
            message={intl.formatMessage(messages.noOpenJobsText)}
            icon={<ServiceIcon size={22} />}
          />
        ) : (
          <List aria-labelledby={openId}>
            {openJobs.map((job) => (
              <li key={job.Id}>
                <OpenJob job={job} machineId={machineId} href={hrefOfJob(job.Id)} />
              </li>
            ))}
          </List>
        )}
      </Card>

      <Card aria-labelledby={historyId} data-section="history">
        <CardTitle>
          <span id={historyId}>{intl.formatMessage(messages.history)}</span>
          {!history.isLoading && entries.length > 0 && (
            <span data-part="count" aria-hidden="true">
              {entries.length}
            </span>
          )}
        </CardTitle>
        {history.isLoading ? (
          <Loading>
            <LoadingBox height={72} count={2} label={intl.formatMessage(messages.loadingHistory)} />
          </Loading>
        ) : entries.length === 0 ? (
          <EmptyState
            size="compact"
            headingLevel={4}
            title={intl.formatMessage(messages.noHistoryTitle)}
            message={intl.formatMessage(messages.noHistoryText)}
            icon={<HistoryIcon size={22} />}
          />
        ) : (
          <List aria-labelledby={historyId}>
            {entries.map((entry) => (
              <li key={entry.Id}>
                <HistoryEntry
                  entry={entry}
                  prices={prices}
                  href={entry.Job ? hrefOfJob(entry.Job.Id) : null}
                />
              </li>
            ))}
          </List>
        )}
      </Card>
    </Root>
  );
}

/** The order number as shown, or null when the job has none. */
const shownNumber = (job: { Id: number; JobTypeId: number; OrderId: number | null }) =>
  orderNumber(job) || null;

function JobNumber({
  number,
  type,
  href,
}: {
  number: string | null;
  type: string | null;
  href: string | null;
}) {
  const intl = useIntl();
  const Link = useLink();
  const label = number ?? intl.formatMessage(messages.noOrderNumber);
  return (
    <EntryNumber>
      <span data-part="number">
        <VisuallyHidden>{intl.formatMessage(messages.orderNumber)} </VisuallyHidden>
        {href ? (
          <Link
            href={href}
            data-variant="job"
            aria-label={intl.formatMessage(valueMessages.openJob, { number: label })}
          >
            {label}
          </Link>
        ) : (
          label
        )}
      </span>
      {type && (
        <span data-part="type">
          <VisuallyHidden>{intl.formatMessage(messages.type)}: </VisuallyHidden>
          {type}
        </span>
      )}
    </EntryNumber>
  );
}

function OpenJob({ job, machineId, href }: { job: CustomerJob; machineId: number; href: string }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const subJob = job.InverseParent.find((sub) => sub.Machine.Id === machineId);
  const description = subJob?.CustomerComment?.trim() || job.CustomerComment?.trim() || job.DisplayName || '';
  // The next appointment, or the last one when none is ahead.
  const dates = job.Appointments.map((a) => a.AppointmentDate)
    .filter(Boolean)
    .sort();
  const today = new Date().toISOString().slice(0, 10);
  const next = dates.find((date) => date.slice(0, 10) >= today) ?? dates[dates.length - 1];
  const scheduled = next ? formatDate(next) : '';
  return (
    <Entry data-link="" data-job-id={job.Id}>
      <EntryDate>
        <VisuallyHidden>{intl.formatMessage(messages.date)}: </VisuallyHidden>
        {formatDate(job.CreatedDate)}
      </EntryDate>
      <JobNumber number={shownNumber(job)} type={job.JobTypeName} href={href} />
      <EntryDescription>
        <span>{description}</span>
        {scheduled && (
          <span data-part="scheduled">
            {intl.formatMessage(valueMessages.scheduled, { date: scheduled })}
          </span>
        )}
      </EntryDescription>
      <EntryStatus>
        <StatusChip statusId={job.StatusId} />
      </EntryStatus>
    </Entry>
  );
}

function HistoryEntry({
  entry,
  prices,
  href,
}: {
  entry: MachineServiceHistoryEntry;
  prices: { currency: string | null } | null;
  href: string | null;
}) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const { opening, linkProps } = useOpenFile();
  const job = entry.Job;
  const parts = entry.MachineServiceHistoriesParts;
  const report = entry.ServiceReport?.trim() || null;
  const openingText = intl.formatMessage(messages.opening);

  let extra: ReactNode = null;
  if (parts.length > 0 || report) {
    extra = (
      <Extra>
        {parts.length > 0 && (
          <PartsTable data-prices={prices ? 'shown' : 'hidden'}>
            <caption>{intl.formatMessage(messages.parts)}</caption>
            <thead>
              <tr>
                <th scope="col" data-column="description">
                  {intl.formatMessage(messages.partDescription)}
                </th>
                <th scope="col" data-column="quantity">
                  {intl.formatMessage(messages.quantity)}
                </th>
                {prices && (
                  <th scope="col" data-column="price">
                    {intl.formatMessage(messages.price)}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {parts.map((part, index) => (
                <tr key={`${part.Article.ArticleNumber}-${index}`}>
                  <td data-column="description">
                    {part.Article.ArticleDescription ?? part.Article.ArticleNumber}
                    {part.Article.ArticleDescription && <span>{part.Article.ArticleNumber}</span>}
                  </td>
                  <td data-column="quantity">{intl.formatNumber(part.ArticleQtyOrdered)}</td>
                  {prices && (
                    <td data-column="price">
                      {part.ArticlePriceOut === null
                        ? '—'
                        : formatCurrency(part.ArticlePriceOut, prices.currency, intl.locale)}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </PartsTable>
        )}
        {report && (
          <ReportLink
            rel="noopener"
            aria-busy={opening === report || undefined}
            {...linkProps(report, {
              title: intl.formatMessage(messages.serviceReport),
              loadingText: openingText,
            })}
          >
            {opening === report ? <Spinner size={16} /> : <ReportIcon size={16} />}
            {opening === report ? openingText : intl.formatMessage(messages.serviceReport)}{' '}
            <VisuallyHidden>{intl.formatMessage(messages.newTab)}</VisuallyHidden>
          </ReportLink>
        )}
      </Extra>
    );
  }

  return (
    <Entry data-link={href ? '' : undefined} data-history-id={entry.Id}>
      <EntryDate>
        <VisuallyHidden>{intl.formatMessage(messages.date)}: </VisuallyHidden>
        {formatDate(entry.CreatedDate)}
      </EntryDate>
      <JobNumber number={job ? shownNumber(job) : null} type={job?.JobTypeName ?? null} href={href} />
      <EntryDescription>
        <span>{job?.DisplayName ?? ''}</span>
      </EntryDescription>
      <EntryStatus>{job && <StatusChip statusId={job.StatusId} />}</EntryStatus>
      {extra}
    </Entry>
  );
}

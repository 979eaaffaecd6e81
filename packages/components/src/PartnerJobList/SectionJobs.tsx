import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Schema } from '@eqp/sdk';
import { usePartnerJobsMore, type PartnerJobsSection } from '@eqp/sdk/react';
import { Button } from '../Button';
import { messages } from './messages';
import { List, MoreRow, Muted } from './PartnerJobList.styles';

type PartnerJob = Schema<'PartnerJob'>;

export interface SectionJobsProps {
  section: PartnerJobsSection;
  /** The jobs the view answered (the list's first 25). */
  jobs: readonly PartnerJob[];
  /** The view's cursor of the list's next page; null when the view holds the whole list. */
  start: string | null;
  /** The id of the list's heading or tab. */
  labelledBy: string;
  renderJob: (job: PartnerJob) => ReactNode;
}

/**
 * One list of the partner's jobs: the view's jobs, then "Show more" loading the next 25 of the
 * list (`GET /api2/partner/jobs/list`) as often as the list goes on.
 */
export function SectionJobs({ section, jobs, start, labelledBy, renderJob }: SectionJobsProps) {
  const intl = useIntl();
  const more = usePartnerJobsMore(section, start);
  // A job the view already holds (the lists changed between the calls) is shown once.
  const shown = new Set(jobs.map((job) => job.Id));
  const extra = more.items.filter((job) => !shown.has(job.Id));
  return (
    <>
      <List aria-labelledby={labelledBy} aria-busy={more.isLoadingMore || undefined}>
        {jobs.map(renderJob)}
        {extra.map(renderJob)}
      </List>
      {more.hasMore && (
        <MoreRow>
          {more.error && <Muted role="status">{intl.formatMessage(messages.moreFailed)}</Muted>}
          <Button variant="secondary" size="small" busy={more.isLoadingMore} onClick={more.loadMore}>
            {intl.formatMessage(more.error ? messages.retry : messages.showMore)}
          </Button>
        </MoreRow>
      )}
    </>
  );
}

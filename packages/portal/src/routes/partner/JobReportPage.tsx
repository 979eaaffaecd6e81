import { useParams } from 'react-router';
import { JobReport } from '@eqp/components';

const JOB_LIST = '/partner/job/list';

/** A positive whole number from a route parameter, else null. */
function idOf(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * /partner/job/{id}: the job report (spec §2 partner job view). The id comes from the route; "Back
 * to jobs" goes to the job list. Start and complete reload the job in place. An id that is not a
 * number shows the component's loading-error page.
 */
export function JobReportPage() {
  const { id } = useParams();
  return <JobReport key={id} jobId={idOf(id)} backHref={JOB_LIST} />;
}

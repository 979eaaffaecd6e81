import { NotBuiltYet } from '../NotBuiltYet';

/** /partner/job/{id}: the job report. */
export function JobReportPage() {
  return <NotBuiltYet />;
}

import { useParams } from 'react-router';
import { JobReport, PartnerNoCompany } from '@eqp/components';
import { useClient, useUserInfo } from '@eqp/sdk/react';

const JOB_LIST = '/partner/job/list';

/** A positive whole number from a route parameter, else null. */
function idOf(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * /partner/job/{id}: the job report (spec §2 partner job view). The id comes from the route; "Back
 * to jobs" goes to the job list. Start and complete reload the job in place. An id that is not a
 * number shows the component's loading-error page. A partner account without a partner company
 * (spec §6) gets the no-company page, as on the job list and the Company page, not the job's 403.
 */
export function JobReportPage() {
  const { id } = useParams();
  const client = useClient();
  const { data: userInfo } = useUserInfo('partner');
  if (userInfo && userInfo.PartnerCompany === null) {
    return <PartnerNoCompany onLogout={() => client.logout()} />;
  }
  return <JobReport key={id} jobId={idOf(id)} backHref={JOB_LIST} />;
}

import { useNavigate, useSearchParams } from 'react-router';
import { PARTNER_JOB_LIST_TABS, PartnerJobList, type PartnerJobListTab } from '@eqp/components';
import { useClient } from '@eqp/sdk/react';

function tabOf(value: string | null): PartnerJobListTab | undefined {
  return PARTNER_JOB_LIST_TABS.find((tab) => tab === value);
}

/**
 * /partner/job/list: the Upcoming, Open and Completed jobs. A job opens on /partner/job/{id} (a job
 * not started after the start dialog). The list the user chooses under 900 px is kept in `?list=`,
 * so Back from a job returns to the same tab; without it the list picks its own (the choice made
 * earlier in the session, else Open when it has jobs, else the first list with jobs).
 */
export function JobListPage() {
  const navigate = useNavigate();
  const client = useClient();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('list'));
  return (
    <PartnerJobList
      tab={tab}
      onTabChange={(next) => {
        const nextParams = new URLSearchParams(params);
        nextParams.set('list', next);
        setParams(nextParams, { replace: true });
      }}
      onOpenJob={(id) => navigate(`/partner/job/${id}`)}
      onLogout={() => client.logout()}
    />
  );
}

import { useNavigate, useSearchParams } from 'react-router';
import { PARTNER_JOB_LIST_TABS, PartnerJobList, type PartnerJobListTab } from '@eqp/components';
import { useClient } from '@eqp/sdk/react';

function tabOf(value: string | null): PartnerJobListTab | undefined {
  return PARTNER_JOB_LIST_TABS.find((tab) => tab === value);
}

/**
 * /partner/job/list: the Upcoming, Open and Completed jobs. A job opens on /partner/job/{id} (a job
 * not started after the start dialog). The list shown under 900 px is kept in `?list=`, so Back
 * from a job returns to the same tab.
 */
export function JobListPage() {
  const navigate = useNavigate();
  const client = useClient();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('list')) ?? 'upcoming';
  return (
    <PartnerJobList
      tab={tab}
      onTabChange={(next) => {
        const nextParams = new URLSearchParams(params);
        if (next === 'upcoming') nextParams.delete('list');
        else nextParams.set('list', next);
        setParams(nextParams, { replace: true });
      }}
      onOpenJob={(id) => navigate(`/partner/job/${id}`)}
      onLogout={() => client.logout()}
    />
  );
}

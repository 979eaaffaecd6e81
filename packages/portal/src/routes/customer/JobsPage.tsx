import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { JobDialog, JobList, MachineCostChart, NewJobDialog } from '@eqp/components';

const JOBS = '/customer/jobs';
const jobHref = (id: number) => `${JOBS}/${id}`;

/** A positive whole number from a route or query parameter, else null. */
function idOf(value: string | null | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * /customer/jobs/:jobId? - the job list with the cost graph (spec §2). `jobId` opens the job
 * dialog; closing it goes back to the list. `?order=<machineId>` (the machine's Service tab links
 * here) opens the new-job dialog with that machine chosen; closing it removes the parameter.
 */
export function JobsPage() {
  const { jobId } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [ordering, setOrdering] = useState(false);
  // Bumped after a job was created: the list loads its pages again and shows the job at the top.
  const [listRevision, setListRevision] = useState(0);

  const orderMachineId = idOf(searchParams.get('order'));
  const openJobId = idOf(jobId);

  const closeNewJob = () => {
    setOrdering(false);
    if (searchParams.has('order')) {
      const next = new URLSearchParams(searchParams);
      next.delete('order');
      setSearchParams(next, { replace: true });
    }
  };

  return (
    <>
      <JobList
        jobHref={jobHref}
        onOrderService={() => setOrdering(true)}
        summary={<MachineCostChart />}
        refreshKey={listRevision}
      />
      <NewJobDialog
        open={ordering || orderMachineId !== null}
        initialMachineIds={orderMachineId !== null ? [orderMachineId] : undefined}
        onClose={closeNewJob}
        onCreated={() => setListRevision((revision) => revision + 1)}
      />
      <JobDialog jobId={openJobId} open={openJobId !== null} onClose={() => navigate(JOBS)} />
    </>
  );
}

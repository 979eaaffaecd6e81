import { Navigate, Route, Routes, useMatch, useNavigate, useParams } from 'react-router';
import {
  DocumentListPanel,
  isMachineTab,
  JobDialog,
  MachineDetail,
  MachineGeneralPanel,
  ServicePanel,
  type MachineTab,
} from '@eqp/components';
import { PartDocumentsRoute } from './machine/PartDocumentsRoute';
import { PartsRoute } from './machine/PartsRoute';
import { ResourcesRoute } from './machine/ResourcesRoute';

const MACHINES = '/customer/machines';

/** The machine id of the address: a positive whole number, else NaN (the not-found page). */
function machineIdOf(value: string | undefined): number {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : Number.NaN;
}

/**
 * /customer/machines/:id/* - one machine (spec §2): the header and tabs around the active tab's
 * route. The index goes to `general`, an unknown tab too; `service/:jobId` opens the job dialog
 * over the Service tab.
 */
export function MachinePage() {
  const { id } = useParams();
  const machineId = machineIdOf(id);
  const base = `${MACHINES}/${id ?? ''}`;
  const segment = useMatch(`${MACHINES}/:id/:tab/*`)?.params.tab;
  const activeTab: MachineTab = isMachineTab(segment) ? segment : 'general';
  const toGeneral = <Navigate to={`${base}/general`} replace />;

  return (
    <MachineDetail machineId={machineId} activeTab={activeTab} tabHref={(tab) => `${base}/${tab}`}>
      <Routes>
        <Route index element={toGeneral} />
        <Route path="general" element={<MachineGeneralPanel machineId={machineId} />} />
        <Route path="service/:jobId?" element={<ServiceRoute machineId={machineId} base={base} />} />
        <Route path="parts/*" element={<PartsRoute machineId={machineId} />} />
        <Route path="partsdocuments/*" element={<PartDocumentsRoute machineId={machineId} />} />
        <Route path="resources" element={<ResourcesRoute machineId={machineId} />} />
        <Route path="manuals" element={<DocumentListPanel machineId={machineId} kind="manuals" />} />
        <Route path="forms" element={<DocumentListPanel machineId={machineId} kind="forms" />} />
        <Route path="*" element={toGeneral} />
      </Routes>
    </MachineDetail>
  );
}

/** The Service tab; `:jobId` opens that job's dialog, closing it goes back to the tab. */
function ServiceRoute({ machineId, base }: { machineId: number; base: string }) {
  const { jobId } = useParams();
  const navigate = useNavigate();
  const openJobId = jobId && /^\d{1,9}$/.test(jobId) ? Number(jobId) : null;
  return (
    <>
      <ServicePanel
        machineId={machineId}
        orderServiceHref={`/customer/jobs?order=${machineId}`}
        jobHref={(job) => `${base}/service/${job}`}
      />
      <JobDialog jobId={openJobId} open={openJobId !== null} onClose={() => navigate(`${base}/service`)} />
    </>
  );
}

import { useNavigate, useParams } from 'react-router';
import { PartnerJobPreview } from '@eqp/components';

/**
 * /partner/job/view/{code}: the code preview (the /c/{code} link lands here). Start job starts it
 * and opens the job report on /partner/job/{id}; a started job links there directly.
 */
export function JobPreviewPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  return <PartnerJobPreview key={code} code={code} onStarted={(id) => navigate(`/partner/job/${id}`)} />;
}

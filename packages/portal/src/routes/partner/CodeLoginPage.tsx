import { useNavigate, useParams } from 'react-router';
import { PartnerCodeLogin } from '@eqp/components';
import { CenteredPage } from '../CenteredPage';

/**
 * /c/{code} (spec §2 PartnerCode): signs in with the job code, with or without a session (the code
 * token replaces any stored one), then shows the code preview. A failure shows the server's
 * message with a link to the partner portal.
 */
export function CodeLoginPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  return (
    <CenteredPage>
      <PartnerCodeLogin
        key={code}
        code={code}
        portalHref="/partner"
        onSuccess={(signedIn) =>
          navigate(`/partner/job/view/${encodeURIComponent(signedIn)}`, { replace: true })
        }
      />
    </CenteredPage>
  );
}

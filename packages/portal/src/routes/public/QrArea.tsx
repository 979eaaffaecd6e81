import { useCallback } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PublicMachine, defaultPublicSectionHref, type PublicMachineSection } from '@eqp/components';
import { changeLocale } from '../../locale';
import { ResourcesRoute } from '../customer/machine/ResourcesRoute';

/** `?login=1`: the customer login card in place of the page. */
export const QR_LOGIN_PARAM = 'login';

/** The owner's machine page tab for each public section. */
const OWNER_TAB: Record<PublicMachineSection, string> = {
  info: 'general',
  history: 'service',
  resources: 'resources',
};

/**
 * /qr/:qr/* - the public equipment page a QR label leads to (spec §2): the index (information),
 * `history` and `resources`; anything else goes to the index. No session gate: anyone may look.
 * Log in shows the customer login card on the page (`?login=1`); a user whose current
 * organisation owns the machine goes straight on (replacing this address) to the full machine
 * page, on the tab matching the section; every other account stays here in public mode.
 */
export function QrArea() {
  const { qr = '' } = useParams();
  const base = defaultPublicSectionHref(qr, 'info');
  return (
    <Routes>
      <Route index element={<QrPage qr={qr} section="info" />} />
      <Route path="history" element={<QrPage qr={qr} section="history" />} />
      <Route path="resources" element={<QrPage qr={qr} section="resources" />} />
      <Route path="*" element={<Navigate to={base} replace />} />
    </Routes>
  );
}

function QrPage({ qr, section }: { qr: string; section: PublicMachineSection }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const loginOpen = params.get(QR_LOGIN_PARAM) === '1';

  const onOwner = useCallback(
    (machineId: number) =>
      navigate(`/customer/machines/${machineId}/${OWNER_TAB[section]}`, { replace: true }),
    [navigate, section],
  );
  const closeLogin = useCallback(() => {
    const next = new URLSearchParams(params);
    next.delete(QR_LOGIN_PARAM);
    setParams(next, { replace: true });
  }, [params, setParams]);
  const login = new URLSearchParams(params);
  login.set(QR_LOGIN_PARAM, '1');

  return (
    <PublicMachine
      qr={qr}
      section={section}
      loginHref={`${location.pathname}?${login.toString()}`}
      loginOpen={loginOpen}
      onLoginClose={closeLogin}
      onForgotPassword={(email) =>
        navigate(`/customer?mode=send${email ? `&email=${encodeURIComponent(email)}` : ''}`)
      }
      onOwner={onOwner}
      onLocaleChange={(locale) => changeLocale(locale)}
    >
      {section === 'resources' ? <ResourcesRoute qr={qr} /> : undefined}
    </PublicMachine>
  );
}

import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { PartnerShell, type PartnerShellSection } from '@eqp/components';
import { useClient } from '@eqp/sdk/react';
import { changeLocale } from '../locale';
import { SessionGate } from './SessionGate';
import { CompanyPage } from './partner/CompanyPage';
import { JobListPage } from './partner/JobListPage';
import { Lazy, page } from './lazyPage';
import { loadJobReportPage } from './partnerChunks';

const JobReportPage = page(loadJobReportPage, 'JobReportPage');
const JobPreviewPage = page(() => import('./partner/JobPreviewPage'), 'JobPreviewPage');
const AccountPage = page(() => import('./account/AccountPage'), 'AccountPage');

const JOB_LIST = '/partner/job/list';

function sectionOf(pathname: string): PartnerShellSection | undefined {
  if (pathname.startsWith('/partner/job')) return 'jobs';
  if (pathname.startsWith('/partner/company')) return 'company';
  return undefined;
}

/**
 * /partner (spec §2 partner area): the session gate (a password login, or the token of a code
 * login made on /c/{code}), then the partner shell around the partner routes:
 * /partner -> /partner/job -> /partner/job/list; job/list; job/view/{code} (code preview);
 * job/{id} (job report); company; account (My account); anything else -> the list.
 */
export function PartnerArea() {
  return (
    <SessionGate scope="partner">
      <Routes>
        <Route element={<PartnerFrame />}>
          <Route index element={<Navigate to={JOB_LIST} replace />} />
          <Route path="job" element={<Navigate to={JOB_LIST} replace />} />
          <Route path="job/list" element={<JobListPage />} />
          <Route
            path="job/view/:code"
            element={
              <Lazy>
                <JobPreviewPage />
              </Lazy>
            }
          />
          <Route
            path="job/:id"
            element={
              <Lazy>
                <JobReportPage />
              </Lazy>
            }
          />
          <Route path="company" element={<CompanyPage />} />
          <Route
            path="account"
            element={
              <Lazy>
                <AccountPage scope="partner" />
              </Lazy>
            }
          />
          <Route path="*" element={<Navigate to={JOB_LIST} replace />} />
        </Route>
      </Routes>
    </SessionGate>
  );
}

/** Inside the gate: the partner shell with the current page. */
function PartnerFrame() {
  const { pathname } = useLocation();
  // The language the portal started in (see locale.ts), also after in-app navigation from `/`.
  const intl = useIntl();
  const client = useClient();
  return (
    <PartnerShell
      active={sectionOf(pathname)}
      locale={intl.locale}
      onLocaleChange={(locale) => changeLocale(locale)}
      onLogout={() => client.logout()}
    >
      <Outlet />
    </PartnerShell>
  );
}

/** What the portal does after the user switched organisation (spec §4). */
export type AfterOrganisationSwitch = 'reload' | 'dashboard';

/** The customer dashboard: `/customer` (and `/customer/-`) lead to the machine list. */
export const CUSTOMER_DASHBOARD = '/customer';

/**
 * Spec §4: after a switch the page reloads when the user is on the machine list, the dashboard
 * (`/customer`, `/customer/-`), the job list (`/customer/jobs...`) or the organisation page;
 * anywhere else (a machine of the old organisation, the cart...) the portal goes to the dashboard.
 */
export function afterOrganisationSwitch(pathname: string): AfterOrganisationSwitch {
  const path = pathname.replace(/\/+$/, '') || '/';
  const reloads =
    path === '/customer' ||
    path === '/customer/-' ||
    path === '/customer/machines' ||
    path === '/customer/machines/list' ||
    path === '/customer/organization' ||
    path === '/customer/jobs' ||
    path.startsWith('/customer/jobs/');
  return reloads ? 'reload' : 'dashboard';
}

/** Runs the rule on the browser's location: reload, or go to the dashboard. */
export function followOrganisationSwitch(
  location: Pick<Location, 'pathname' | 'reload' | 'assign'> = window.location,
) {
  if (afterOrganisationSwitch(location.pathname) === 'reload') location.reload();
  else location.assign(CUSTOMER_DASHBOARD);
}

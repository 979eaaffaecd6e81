import { Outlet, useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { CustomerShell, type CustomerShellSection } from '@eqp/components';
import { cartItemCount } from '@eqp/sdk';
import { useCart, useClient } from '@eqp/sdk/react';
import { changeLocale } from '../../locale';
import { followOrganisationSwitch } from '../../organisationSwitch';

function sectionOf(pathname: string): CustomerShellSection | undefined {
  if (pathname.startsWith('/customer/machines')) return 'machines';
  if (pathname.startsWith('/customer/shop')) return 'cart';
  if (pathname.startsWith('/customer/jobs')) return 'history';
  if (pathname.startsWith('/customer/organization')) return 'organization';
  return undefined;
}

/**
 * The customer shell around the current route, inside the session gate, so the cart is asked for
 * only once the user info has loaded (spec §4: after a login the user info, then the cart and the
 * open jobs count).
 */
export function CustomerFrame() {
  const { pathname } = useLocation();
  // The language the portal started in (see locale.ts), also after in-app navigation from `/`.
  const intl = useIntl();
  const client = useClient();
  // The cart badge: the number of articles in the cart.
  const cartCount = cartItemCount(useCart().data);
  // The footer is hidden on the machine list and the job list (spec §2).
  const hideFooter = pathname.startsWith('/customer/machines/list') || pathname.startsWith('/customer/jobs');
  return (
    <CustomerShell
      active={sectionOf(pathname)}
      locale={intl.locale}
      onLocaleChange={(locale) => changeLocale(locale)}
      onLogout={() => client.logout()}
      hideFooter={hideFooter}
      cartCount={cartCount}
      onOrganisationSwitched={() => followOrganisationSwitch()}
    >
      <Outlet />
    </CustomerShell>
  );
}

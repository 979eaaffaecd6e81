import { useLocation } from 'react-router';
import styled from 'styled-components';
import { NotFoundPage as NotFound } from '@eqp/components';
import { useUserInfo } from '@eqp/sdk/react';
import { CenteredPage } from '../CenteredPage';

const InShell = styled.div`
  padding: 48px 16px;
`;

/**
 * The catch-all (spec §2, §8): the 404 page naming the address asked for. Under /customer it sits
 * in the customer shell with the signed-in customer's service provider as contact and the machine
 * list as the way back; elsewhere it is a page of its own with the product's support contact.
 */
export function NotFoundPage() {
  const { pathname, search } = useLocation();
  const path = pathname + search;
  return pathname === '/customer' || pathname.startsWith('/customer/') ? (
    <CustomerNotFound path={path} />
  ) : (
    <CenteredPage>
      <NotFound path={path} />
    </CenteredPage>
  );
}

/** Inside the customer session gate: the user info is already loaded (no request of its own). */
function CustomerNotFound({ path }: { path: string }) {
  const provider = useUserInfo('customer').data?.Provider;
  const contact =
    provider?.CompanyName && (provider.Email || provider.Telephone)
      ? {
          name: provider.CompanyName,
          email: provider.Email ?? undefined,
          telephone: provider.Telephone ?? undefined,
        }
      : undefined;
  return (
    <InShell>
      <NotFound path={path} portalHref="/customer/machines/list" contact={contact} />
    </InShell>
  );
}

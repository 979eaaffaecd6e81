import { PartnerCompany } from '@eqp/components';
import { useClient } from '@eqp/sdk/react';

/** /partner/company: the partner company (or the no-company-on-user page). */
export function CompanyPage() {
  const client = useClient();
  return <PartnerCompany onLogout={() => client.logout()} />;
}

import { Organization } from '@eqp/components';
import { followOrganisationSwitch } from '../../organisationSwitch';

/** /customer/organization */
export function OrganizationPage() {
  return <Organization onOrganisationSwitched={() => followOrganisationSwitch()} />;
}

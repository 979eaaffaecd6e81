import { NotBuiltYet } from '../NotBuiltYet';

export function OrganizationPage() {
  return <NotBuiltYet />;
}

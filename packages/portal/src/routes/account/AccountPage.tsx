import { NotBuiltYet } from '../NotBuiltYet';

/** My account (both portals). Filled by its own work; until then the route says so. */
export function AccountPage({ scope }: { scope: 'customer' | 'partner' }) {
  return <NotBuiltYet key={scope} />;
}

import { NotBuiltYet } from '../NotBuiltYet';

export function JobsPage() {
  return <NotBuiltYet />;
}

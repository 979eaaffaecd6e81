import { NotBuiltYet } from '../NotBuiltYet';

export function MachinePage() {
  return <NotBuiltYet />;
}

import { NotBuiltYet } from '../NotBuiltYet';

export function CartPage() {
  return <NotBuiltYet />;
}

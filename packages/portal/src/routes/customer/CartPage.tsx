import { useNavigate } from 'react-router';
import { ShoppingCart } from '@eqp/components';

/** /customer/shop/cart: the cart; after the order is sent the job list opens (spec §7). */
export function CartPage() {
  const navigate = useNavigate();
  return <ShoppingCart onCheckedOut={() => navigate('/customer/jobs')} />;
}

import { SessionGate } from './SessionGate';
import { Lazy, page } from './lazyPage';

/**
 * The customer area's code (customer/CustomerRoutes.tsx: the shell, the machine list and the
 * routes to the other customer pages) is a chunk of its own. main.tsx starts loading it at once
 * when a signed-in visit opens under /customer, beside the first requests; otherwise it loads after
 * the sign-in, so the signed-out screen never carries it.
 */
export const loadCustomerArea = () => import('./customer/CustomerRoutes');

const CustomerRoutes = page(loadCustomerArea, 'CustomerRoutes');

/** /customer/*: the session gate, then the customer area. */
export function CustomerArea() {
  return (
    <SessionGate scope="customer">
      <Lazy>
        <CustomerRoutes />
      </Lazy>
    </SessionGate>
  );
}

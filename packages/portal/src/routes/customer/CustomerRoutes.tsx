import { Navigate, Route, Routes } from 'react-router';
import { MachineListPage } from '../MachineListPage';
import { Lazy, page } from '../lazyPage';
import { CustomerFrame } from './CustomerFrame';

// The shell and the machine list come with this chunk; every other customer page is a chunk of its
// own, loaded when it is first shown.
const MachinePage = page(() => import('./MachinePage'), 'MachinePage');
const JobsPage = page(() => import('./JobsPage'), 'JobsPage');
const CartPage = page(() => import('./CartPage'), 'CartPage');
const OrganizationPage = page(() => import('./OrganizationPage'), 'OrganizationPage');
const AccountPage = page(() => import('../account/AccountPage'), 'AccountPage');
const NotFoundPage = page(() => import('../general/NotFoundPage'), 'NotFoundPage');

/** The routes under /customer (spec §2), inside the session gate and the customer shell. */
export function CustomerRoutes() {
  return (
    <Routes>
      <Route element={<CustomerFrame />}>
        <Route index element={<Navigate to="/customer/machines/list" replace />} />
        <Route path="-" element={<Navigate to="/customer/machines/list" replace />} />
        <Route path="machines" element={<Navigate to="/customer/machines/list" replace />} />
        <Route path="machines/list" element={<MachineListPage />} />
        <Route
          path="machines/:id/*"
          element={
            <Lazy>
              <MachinePage />
            </Lazy>
          }
        />
        <Route
          path="jobs/:jobId?"
          element={
            <Lazy>
              <JobsPage />
            </Lazy>
          }
        />
        <Route path="shop" element={<Navigate to="/customer/shop/cart" replace />} />
        <Route
          path="shop/cart"
          element={
            <Lazy>
              <CartPage />
            </Lazy>
          }
        />
        <Route
          path="organization"
          element={
            <Lazy>
              <OrganizationPage />
            </Lazy>
          }
        />
        <Route
          path="account"
          element={
            <Lazy>
              <AccountPage scope="customer" />
            </Lazy>
          }
        />
        <Route
          path="*"
          element={
            <Lazy>
              <NotFoundPage />
            </Lazy>
          }
        />
      </Route>
    </Routes>
  );
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingBox } from '@eqp/components';
import { CustomerArea } from './CustomerArea';
import { PartnerArea } from './PartnerArea';
import { MachineListPage } from './MachineListPage';
import { NotBuiltYet } from './NotBuiltYet';

/** A page loaded on first visit, so the first screen does not carry every screen's code. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const MachinePage = page(() => import('./customer/MachinePage'), 'MachinePage');
const JobsPage = page(() => import('./customer/JobsPage'), 'JobsPage');
const CartPage = page(() => import('./customer/CartPage'), 'CartPage');
const OrganizationPage = page(() => import('./customer/OrganizationPage'), 'OrganizationPage');
const CodeLoginPage = page(() => import('./partner/CodeLoginPage'), 'CodeLoginPage');

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingBox />}>{children}</Suspense>;
}

/** The routes of spec §2. Pages that later work fills say so plainly (no fake data). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<NotBuiltYet />} />
      <Route path="/customer" element={<CustomerArea />}>
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
        <Route path="*" element={<NotBuiltYet />} />
      </Route>
      <Route path="/partner/*" element={<PartnerArea />} />
      <Route
        path="/c/:code"
        element={
          <Lazy>
            <CodeLoginPage />
          </Lazy>
        }
      />
      <Route path="*" element={<NotBuiltYet />} />
    </Routes>
  );
}

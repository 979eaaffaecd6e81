import { Navigate, Route, Routes } from 'react-router';
import { CustomerArea } from './CustomerArea';
import { MachineListPage } from './MachineListPage';
import { Lazy, page } from './lazyPage';

// The customer area and its machine list are the first screen of most visits and part of the
// entry script; every other page is a chunk of its own, loaded when it is first shown.
const SelectionPage = page(() => import('./SelectionPage'), 'SelectionPage');
const PartnerArea = page(() => import('./PartnerArea'), 'PartnerArea');
const NotFoundPage = page(() => import('./general/NotFoundPage'), 'NotFoundPage');
const ServiceProviderArea = page(() => import('./general/ServiceProviderArea'), 'ServiceProviderArea');

const MachinePage = page(() => import('./customer/MachinePage'), 'MachinePage');
const JobsPage = page(() => import('./customer/JobsPage'), 'JobsPage');
const CartPage = page(() => import('./customer/CartPage'), 'CartPage');
const OrganizationPage = page(() => import('./customer/OrganizationPage'), 'OrganizationPage');
const AccountPage = page(() => import('./account/AccountPage'), 'AccountPage');
const CodeLoginPage = page(() => import('./partner/CodeLoginPage'), 'CodeLoginPage');
const AboutPage = page(() => import('./general/AboutPage'), 'AboutPage');
const ComponentGallery = page(() => import('./general/ComponentGallery'), 'ComponentGallery');
const QrArea = page(() => import('./public/QrArea'), 'QrArea');

/** The routes of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <Lazy>
            <SelectionPage />
          </Lazy>
        }
      />
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
      <Route
        path="/partner/*"
        element={
          <Lazy>
            <PartnerArea />
          </Lazy>
        }
      />
      <Route
        path="/c/:code"
        element={
          <Lazy>
            <CodeLoginPage />
          </Lazy>
        }
      />
      <Route
        path="/qr/:qr/*"
        element={
          <Lazy>
            <QrArea />
          </Lazy>
        }
      />
      <Route
        path="/about"
        element={
          <Lazy>
            <AboutPage />
          </Lazy>
        }
      />
      <Route
        path="/component/*"
        element={
          <Lazy>
            <ComponentGallery />
          </Lazy>
        }
      />
      <Route
        path="/serviceprovider/*"
        element={
          <Lazy>
            <ServiceProviderArea />
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
    </Routes>
  );
}

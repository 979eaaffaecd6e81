import { Route, Routes } from 'react-router';
import { CustomerArea } from './CustomerArea';
import { loadPartnerArea } from './partnerChunks';
import { Lazy, page } from './lazyPage';

// Every page is a chunk of its own, loaded when it is first shown; the entry carries only what all
// of them need (router, provider, session gate). The customer area's routes are in its chunk
// (customer/CustomerRoutes.tsx), which a signed-in visit under /customer starts loading at once.
const SelectionPage = page(() => import('./SelectionPage'), 'SelectionPage');
const PartnerArea = page(loadPartnerArea, 'PartnerArea');
const NotFoundPage = page(() => import('./general/NotFoundPage'), 'NotFoundPage');
const ServiceProviderArea = page(() => import('./general/ServiceProviderArea'), 'ServiceProviderArea');
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
      <Route path="/customer/*" element={<CustomerArea />} />
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

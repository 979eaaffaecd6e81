import { Route, Routes, useLocation } from 'react-router';
import styled from 'styled-components';
import { NotFoundPage, ShopLanding } from '@eqp/components';
import { BuildingBlocks } from './gallery/BuildingBlocks';
import { GalleryFrame } from './gallery/GalleryFrame';
import { GalleryIndex } from './gallery/GalleryIndex';
import { CartGalleryPage, CostGalleryPage, Live, MachineHistoryGalleryPage } from './gallery/LivePages';

const Padded = styled.main`
  padding: 48px 16px;
`;

function UnknownGalleryPage() {
  const { pathname, search } = useLocation();
  return (
    <Padded>
      <NotFoundPage path={pathname + search} />
    </Padded>
  );
}

/**
 * /component/* (lazy): a gallery of the library's components - the index, 1 the shop landing
 * page, 2 the building blocks, and the live pages Cart, MachineHistory and 5 (cost chart) behind
 * the customer session gate.
 */
export function ComponentGallery() {
  return (
    <Routes>
      <Route element={<GalleryFrame />}>
        <Route index element={<GalleryIndex />} />
        <Route
          path="1"
          element={
            <main>
              <ShopLanding />
            </main>
          }
        />
        <Route path="2" element={<BuildingBlocks />} />
        <Route
          path="Cart"
          element={
            <Live>
              <CartGalleryPage />
            </Live>
          }
        />
        <Route
          path="MachineHistory"
          element={
            <Live>
              <MachineHistoryGalleryPage />
            </Live>
          }
        />
        <Route
          path="5"
          element={
            <Live>
              <CostGalleryPage />
            </Live>
          }
        />
        <Route path="*" element={<UnknownGalleryPage />} />
      </Route>
    </Routes>
  );
}

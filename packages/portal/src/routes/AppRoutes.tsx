import { Navigate, Route, Routes } from 'react-router';
import { CustomerArea } from './CustomerArea';
import { PartnerArea } from './PartnerArea';
import { MachineListPage } from './MachineListPage';
import { NotBuiltYet } from './NotBuiltYet';

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
        <Route path="machines/:id/*" element={<NotBuiltYet />} />
        <Route path="jobs/:jobId?" element={<NotBuiltYet />} />
        <Route path="shop" element={<Navigate to="/customer/shop/cart" replace />} />
        <Route path="shop/cart" element={<NotBuiltYet />} />
        <Route path="organization" element={<NotBuiltYet />} />
        <Route path="*" element={<NotBuiltYet />} />
      </Route>
      <Route path="/partner/*" element={<PartnerArea />} />
      <Route path="*" element={<NotBuiltYet />} />
    </Routes>
  );
}

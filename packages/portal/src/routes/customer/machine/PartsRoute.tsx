import { useCallback } from 'react';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { PartInfoDialog, PartsPanel } from '@eqp/components';

export interface PartsRouteProps {
  machineId: number;
}

/** The shopping cart (spec §2 /customer/shop/cart), offered on the "Added to cart" snackbar. */
const CART_PATH = '/customer/shop/cart';

/**
 * /customer/machines/{id}/parts and its child dialog route parts/{part} (spec §2): the parts
 * panel, and over it the part dialog for the article number in the address. The article number
 * is the rest of the address (a splat), so a number with a slash ("GN 1/1") still works.
 * Closing the dialog goes back to the parts tab.
 */
export function PartsRoute({ machineId }: PartsRouteProps) {
  // The tab's own address (spec §2); a relative '.' would include the open dialog's part of it.
  const base = `/customer/machines/${machineId}/parts`;
  const partHref = useCallback(
    (articleNumber: string) => `${base}/${encodeURIComponent(articleNumber)}`,
    [base],
  );
  return (
    <>
      <PartsPanel machineId={machineId} partHref={partHref} />
      <Routes>
        <Route path="*" element={<PartDialogRoute machineId={machineId} base={base} />} />
      </Routes>
    </>
  );
}

function PartDialogRoute({ machineId, base }: { machineId: number; base: string }) {
  const navigate = useNavigate();
  const articleNumber = useParams()['*'] ?? '';
  if (articleNumber === '') return null;
  return (
    <PartInfoDialog
      machineId={machineId}
      articleNumber={articleNumber}
      open
      onClose={() => navigate(base, { replace: true })}
      onViewCart={() => navigate(CART_PATH)}
    />
  );
}

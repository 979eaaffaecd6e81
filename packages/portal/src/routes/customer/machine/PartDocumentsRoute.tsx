import { useCallback } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { PartDocumentDialog, PartDocumentPanel } from '@eqp/components';

export interface PartDocumentsRouteProps {
  machineId: number;
}

/** The shopping cart (spec §2 /customer/shop/cart), offered on the "Added to cart" snackbar. */
const CART_PATH = '/customer/shop/cart';

/**
 * /customer/machines/{id}/partsdocuments and its child dialog route {modelid}/{documentid}
 * (spec §2): the part drawings, and over them the drawing dialog of the document in the
 * address. A part opened from a hotspot stacks its dialog on the drawing (no route of its own),
 * so closing it returns to the drawing; closing the drawing goes back to the tab.
 */
export function PartDocumentsRoute({ machineId }: PartDocumentsRouteProps) {
  // The tab's own address (spec §2); a relative '.' would include the open dialog's part of it.
  const base = `/customer/machines/${machineId}/partsdocuments`;
  const documentHref = useCallback(
    (modelId: number, documentId: number) => `${base}/${modelId}/${documentId}`,
    [base],
  );
  return (
    <>
      <PartDocumentPanel machineId={machineId} documentHref={documentHref} />
      <Routes>
        <Route
          path=":modelid/:documentid"
          element={<DrawingDialogRoute machineId={machineId} base={base} />}
        />
        <Route path="*" element={null} />
      </Routes>
    </>
  );
}

const isId = (value: string | undefined) => value !== undefined && /^[1-9]\d{0,9}$/.test(value);

function DrawingDialogRoute({ machineId, base }: { machineId: number; base: string }) {
  const navigate = useNavigate();
  const { documentid } = useParams();
  // Not a document id: back to the list rather than a call the server can only refuse.
  if (!isId(documentid)) return <Navigate to={base} replace />;
  return (
    <PartDocumentDialog
      documentId={Number(documentid)}
      machineId={machineId}
      open
      onClose={() => navigate(base, { replace: true })}
      onViewCart={() => navigate(CART_PATH)}
    />
  );
}

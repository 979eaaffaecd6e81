import { lazy, Suspense } from 'react';

/**
 * The QR code of the machine header, 96 px. The QR encoder (qrcode.react) loads with the first QR
 * shown rather than with the machine page: the page's chunk stays small, and a box of the same size
 * with the same accessible name stands in for the moment it takes (no layout shift).
 */
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export function QrCode({ value, label }: { value: string; label: string }) {
  return (
    <Suspense
      fallback={<span role="img" aria-label={label} data-state="loading" style={{ width: 96, height: 96 }} />}
    >
      <QRCodeSVG value={value} size={96} marginSize={0} level="M" role="img" aria-label={label} />
    </Suspense>
  );
}

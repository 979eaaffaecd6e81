import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWR from 'swr';
import type { ApiError } from '../client/ApiError';
import type { PublicHistoryEntry, PublicMachine } from '../contract';
import type { ResourceFolder } from '@eqp/rules';
import { SWR_KEY_PREFIX, useSessionKey } from './session';
import { useClient } from './SdkProvider';

/** A QR code, or nothing yet (no call is made). */
export type OptionalQr = string | null | undefined;

/**
 * The public QR pages answer anonymously and with a token (the owner sees more), so the key holds
 * the session key: a login, an organisation switch or a logout loads the page again as the new
 * caller. An empty code makes no call.
 */
function usePublicKey(path: string, qr: OptionalQr): readonly unknown[] | null {
  const sessionKey = useSessionKey();
  return qr ? [SWR_KEY_PREFIX, path, sessionKey, qr] : null;
}

/**
 * The public equipment page of a QR code (`GET /api2/public/machine/{qr}`, spec §2 `/qr/:qr`):
 * the limited fields of a public machine, only the flags of a private one, `IsOwner` and
 * `MachineId` when the signed-in customer's organisation owns it. Sent with the bearer token when
 * one is held, without one otherwise. An unknown code fails with status 404.
 */
export function usePublicMachine(
  qr: OptionalQr,
  config?: SWRConfiguration<PublicMachine, ApiError>,
): SWRResponse<PublicMachine, ApiError> {
  const client = useClient();
  return useSWR<PublicMachine, ApiError>(
    usePublicKey('/api2/public/machine/{qr}', qr),
    () =>
      client.request(client.api.GET('/api2/public/machine/{qr}', { params: { path: { qr: qr as string } } })),
    config,
  );
}

/**
 * The public service history of a QR code (`GET /api2/public/machine/{qr}/history`): dates, kind
 * and status of past service, newest first. A private machine answers 403 unless the caller owns it.
 */
export function usePublicMachineHistory(
  qr: OptionalQr,
  config?: SWRConfiguration<PublicHistoryEntry[], ApiError>,
): SWRResponse<PublicHistoryEntry[], ApiError> {
  const client = useClient();
  return useSWR<PublicHistoryEntry[], ApiError>(
    usePublicKey('/api2/public/machine/{qr}/history', qr),
    () =>
      client.request(
        client.api.GET('/api2/public/machine/{qr}/history', { params: { path: { qr: qr as string } } }),
      ),
    config,
  );
}

/**
 * The public resources of a QR code (`GET /api2/public/machine/{qr}/resources`): the supplier and
 * model folders of the machine's resource tree. Their stored files open without a token through
 * `useResourceFile`. A private machine answers 403 unless the caller owns it.
 */
export function usePublicMachineResources(
  qr: OptionalQr,
  config?: SWRConfiguration<ResourceFolder, ApiError>,
): SWRResponse<ResourceFolder, ApiError> {
  const client = useClient();
  return useSWR<ResourceFolder, ApiError>(
    usePublicKey('/api2/public/machine/{qr}/resources', qr),
    () =>
      client.request(
        client.api.GET('/api2/public/machine/{qr}/resources', { params: { path: { qr: qr as string } } }),
      ),
    config,
  );
}

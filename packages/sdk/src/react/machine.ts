import { useCallback, useMemo } from 'react';
import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import type { ApiError } from '../client/ApiError';
import type { Schema } from '../contract';
import { useIdKey, type OptionalId } from './customer';
import { useRevalidate } from './revalidate';
import { useClient } from './SdkProvider';

type Document = Schema<'Document'>;
type Machine = Schema<'Machine'>;
type MachineUpdate = Schema<'MachineUpdate'>;

/** The document lists of a machine's detail page that open as files: its manuals and its forms. */
export type MachineDocumentKind = 'manuals' | 'forms';

const DOCUMENT_PATHS = {
  manuals: '/api2/customer/documents/manuals/{machineId}',
  forms: '/api2/customer/documents/forms/{machineId}',
} as const satisfies Record<MachineDocumentKind, string>;

/**
 * The manuals (`GET /api2/customer/documents/manuals/{machineId}`) or forms
 * (`GET /api2/customer/documents/forms/{machineId}`) of a machine's model, by name. A machine
 * without a model has none (an empty list). No call without an id.
 */
export function useMachineDocuments(
  machineId: OptionalId,
  kind: MachineDocumentKind,
): SWRResponse<Document[], ApiError> {
  const client = useClient();
  const path = DOCUMENT_PATHS[kind];
  return useSWR<Document[], ApiError>(useIdKey(path, machineId), () =>
    client.request(client.api.GET(path, { params: { path: { machineId: machineId as number } } })),
  );
}

export interface MachineActions {
  /**
   * Saves the general tab (`PUT /api2/customer/machines/{id}`, every editable field; null clears
   * one), then revalidates the machine's overview and the organisation's machine list so the
   * header, the tabs and the new-job dialog show the new values. Resolves to the saved machine;
   * rejects with the `ApiError` (a 400 carries the server's validation message and changes
   * nothing).
   */
  save(id: number, update: MachineUpdate): Promise<Machine>;
}

/** The machine detail page's writes. */
export function useMachineActions(): MachineActions {
  const client = useClient();
  const revalidate = useRevalidate();
  const save = useCallback(
    async (id: number, update: MachineUpdate) => {
      const machine = await client.request(
        client.api.PUT('/api2/customer/machines/{id}', { params: { path: { id } }, body: update }),
      );
      await revalidate('/api2/customer/machines/overview/{id}', '/api2/customer/machines');
      return machine;
    },
    [client, revalidate],
  );
  return useMemo(() => ({ save }), [save]);
}

/**
 * Fetches a stored file by its relative path (`GET /api2/resource/?relativePath=`) through the
 * session (bearer token, refresh, time-out). Documents and service reports are not public files:
 * a plain link or `<img>` cannot send the token, so a caller fetches the file with this and
 * opens the Blob itself. Rejects with the `ApiError` of a failed answer (reported by the client
 * like any other failure).
 */
export function useResourceFile(): (relativePath: string) => Promise<Blob> {
  const client = useClient();
  return useCallback(
    (relativePath: string) =>
      client.request(
        client.api.GET('/api2/resource/', { params: { query: { relativePath } }, parseAs: 'blob' }),
      ) as Promise<Blob>,
    [client],
  );
}

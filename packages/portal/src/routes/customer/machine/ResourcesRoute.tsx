import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ResourceBrowser, type ResourceFileKind } from '@eqp/components';
import { parseResourceFileKinds } from '@eqp/sdk';

export interface ResourcesRouteProps {
  /** The customer's machine. */
  machineId?: number;
  /** Instead: the QR code whose public resources are shown (/qr/{qr}/resources). */
  qr?: string;
}

/** The search text (spec §2). */
export const RESOURCE_SEARCH_PARAM = 'resource_search';
/** The open folder: one parameter per folder name, from the root down. */
export const RESOURCE_FOLDER_PARAM = 'resource_folder';
/** The file type chips that are on: one parameter per type. */
export const RESOURCE_TYPE_PARAM = 'resource_type';

/**
 * /customer/machines/{id}/resources and /qr/{qr}/resources: the resource browser with its state in the address, so
 * back and forward work and a link can be shared:
 * `?resource_folder=Documentation&resource_folder=Manuals&resource_type=form&resource_search=guide`.
 * Opening a folder adds a history entry; typing and the chips replace the current one.
 */
export function ResourcesRoute({ machineId, qr }: ResourcesRouteProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Several changes in one event (a search result's folder: open it and end the search) build on
  // each other instead of on the address of the last render.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [searchParams]);

  const update = useCallback(
    (change: (params: URLSearchParams) => void, replace: boolean) => {
      const next = new URLSearchParams(pending.current ?? searchParams);
      change(next);
      pending.current = next;
      setSearchParams(next, { replace });
    },
    [searchParams, setSearchParams],
  );

  const search = searchParams.get(RESOURCE_SEARCH_PARAM) ?? '';
  const folderValues = searchParams.getAll(RESOURCE_FOLDER_PARAM);
  const typeValues = searchParams.getAll(RESOURCE_TYPE_PARAM);
  const folderKey = folderValues.join('\u0000');
  const typeKey = typeValues.join('\u0000');
  // Stable arrays while the address does not change.
  const path = useMemo(() => (folderKey === '' ? [] : folderKey.split('\u0000')), [folderKey]);
  const fileTypes = useMemo(() => parseResourceFileKinds(typeKey.split('\u0000')), [typeKey]);

  const setAll = (params: URLSearchParams, name: string, values: readonly string[]) => {
    params.delete(name);
    for (const value of values) params.append(name, value);
  };

  return (
    <ResourceBrowser
      machineId={machineId}
      qr={qr}
      search={search}
      onSearchChange={(next) =>
        update((params) => {
          if (next) params.set(RESOURCE_SEARCH_PARAM, next);
          else params.delete(RESOURCE_SEARCH_PARAM);
        }, true)
      }
      path={path}
      onPathChange={(next) => update((params) => setAll(params, RESOURCE_FOLDER_PARAM, next), false)}
      fileTypes={fileTypes}
      onFileTypesChange={(next: ResourceFileKind[]) =>
        update((params) => setAll(params, RESOURCE_TYPE_PARAM, next), true)
      }
    />
  );
}

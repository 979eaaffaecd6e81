import { useCallback } from 'react';
import type { Schema } from '../contract';
import { useClient } from './SdkProvider';

type FileLink = Schema<'FileLink'>;

/**
 * Asks for a signed, short-lived link to a stored file (`POST /api2/files/link`): documents,
 * service reports, resource files and job attachments need the session's token, which a browser
 * tab, a middle click or a copied address cannot send. The answer's `Url` (relative to the API
 * root, e.g. `/api2/files/signed/<token>/<name>`) opens the file under its real name without a
 * token until `ExpiresAt`. Rejects with the `ApiError` of a refusal (403 another organisation, 404
 * no such file), which the client also reports like any other failure.
 */
export function useFileLink(): (relativePath: string) => Promise<FileLink> {
  const client = useClient();
  return useCallback(
    (relativePath: string) =>
      client.request(client.api.POST('/api2/files/link', { body: { RelativePath: relativePath } })),
    [client],
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type UploadOptions } from '@eqp/sdk';

/** One file on its way up, or one that failed. */
export interface UploadEntry {
  key: string;
  file: File;
  /** Bytes of the request body sent so far and its size (the multipart body: a little more than the file). */
  loaded: number;
  total: number;
  state: 'uploading' | 'failed';
  /** The server's Message (413, 415, ...) or the client's (time-out, network). */
  error?: string;
  /** Whether trying again may help (no answer, or a server failure): not for a refused file. */
  retryable?: boolean;
}

/** Sends one file with progress; resolves when the server took it. */
export type SendFile = (file: File, options: UploadOptions) => Promise<unknown>;

export interface Uploads {
  entries: UploadEntry[];
  /**
   * Starts one upload per file (each its own request: progress and result per file). A file the
   * precheck refuses is listed as failed with its message at once and never sent.
   */
  start(files: readonly File[]): void;
  /** Aborts an upload; it leaves the list. */
  cancel(key: string): void;
  /** Removes a failed upload from the list. */
  dismiss(key: string): void;
  /** Sends a failed file again. */
  retry(key: string): void;
  /** Whether any file is on its way up. */
  busy: boolean;
}

/** The caller's abort (by name: the DOMException of another realm in tests and iframes is not `instanceof`). */
const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

let lastKey = 0;

/**
 * The uploads of a section: one request per file, so every file has its own progress bar and
 * its own result (the server takes a multi-file request all or nothing). A failed file stays in
 * the list with the server's message until dismissed; a finished one leaves it (the answered
 * list shows it). `onSettled` gets the number of files a `start` (or `retry`) got up, once all of
 * them are done. Unmounting aborts what is still running.
 */
/** Why a file cannot be sent (a message for the user), or null when it may go. */
export type Precheck = (file: File) => string | null;

export function useUploads(
  send: SendFile,
  onSettled?: (uploaded: number) => void,
  precheck?: Precheck,
): Uploads {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const mounted = useRef(true);
  const sendRef = useRef(send);
  const settledRef = useRef(onSettled);
  const precheckRef = useRef(precheck);
  sendRef.current = send;
  settledRef.current = onSettled;
  precheckRef.current = precheck;

  useEffect(() => {
    mounted.current = true;
    const running = controllers.current;
    return () => {
      mounted.current = false;
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const update = useCallback((key: string, change: Partial<UploadEntry> | null) => {
    if (!mounted.current) return;
    setEntries((current) =>
      change === null
        ? current.filter((entry) => entry.key !== key)
        : current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );
  }, []);

  const run = useCallback(
    async (key: string, file: File): Promise<boolean> => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      try {
        await sendRef.current(file, {
          signal: controller.signal,
          onProgress: (loaded, total) => update(key, { loaded, total }),
        });
        update(key, null);
        return true;
      } catch (error) {
        if (isAbort(error)) {
          update(key, null);
        } else {
          const status = error instanceof ApiError ? error.status : 0;
          update(key, {
            state: 'failed',
            error: error instanceof Error ? error.message : String(error),
            retryable: status === 0 || status >= 500,
          });
        }
        return false;
      } finally {
        controllers.current.delete(key);
      }
    },
    [update],
  );

  const launch = useCallback(
    (batch: { key: string; file: File }[]) => {
      void Promise.all(batch.map(({ key, file }) => run(key, file))).then((results) => {
        const uploaded = results.filter(Boolean).length;
        if (mounted.current && uploaded > 0) settledRef.current?.(uploaded);
      });
    },
    [run],
  );

  const start = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const checked = files.map((file) => ({
        key: `upload-${(lastKey += 1)}`,
        file,
        refusal: precheckRef.current?.(file) ?? null,
      }));
      setEntries((current) => [
        ...current,
        ...checked.map(({ key, file, refusal }): UploadEntry =>
          refusal === null
            ? { key, file, loaded: 0, total: file.size, state: 'uploading' }
            : { key, file, loaded: 0, total: file.size, state: 'failed', error: refusal, retryable: false },
        ),
      ]);
      const batch = checked.filter((entry) => entry.refusal === null);
      if (batch.length > 0) launch(batch);
    },
    [launch],
  );

  const cancel = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
  }, []);

  const dismiss = useCallback((key: string) => update(key, null), [update]);

  const retry = useCallback(
    (key: string) => {
      const entry = entries.find((e) => e.key === key);
      if (!entry || entry.state !== 'failed') return;
      update(key, { state: 'uploading', loaded: 0, error: undefined, retryable: undefined });
      launch([{ key, file: entry.file }]);
    },
    [entries, launch, update],
  );

  return { entries, start, cancel, dismiss, retry, busy: entries.some((e) => e.state === 'uploading') };
}

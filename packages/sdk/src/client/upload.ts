import type { Token } from '../contract';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  isSuccessStatus,
  messageFromBody,
} from './ApiError';
import type { TokenStore } from './tokenStore';

/**
 * Uploads (`multipart/form-data`) with progress. `fetch` cannot report how much of a request body
 * has been sent, so uploads go through `XMLHttpRequest`, under the same session rules as every
 * other call (spec §7, §8): the bearer token; on a 401 one refresh (shared with the other calls)
 * and one retry with the new token, a failed refresh or a second 401 ends the session; a failure
 * becomes an `ApiError` with the server's `Message` (or `Unknown error`) and fires the client's
 * `error` event, except 400 (the caller shows it) and 401 (the session's).
 *
 * Time-out: an upload has no limit on its total duration (a 20 MB photo over a slow mobile link
 * takes minutes); it fails with `Request timed out` when nothing moves for the client's time-out
 * (30 s by default: the spec's HTTP time-out, applied to silence rather than to the whole
 * transfer). Every progress event of the body going up, or of the answer coming down, restarts
 * the clock.
 */

/** Options of one upload. */
export interface UploadOptions {
  /**
   * Called as the body goes up with the bytes sent so far and the size of the whole body (the
   * multipart body: slightly more than the files). Starts again from 0 when the upload is re-sent
   * after a token refresh.
   */
  onProgress?: (loaded: number, total: number) => void;
  /** Aborts the upload; the promise then rejects with the signal's reason (an `AbortError`). */
  signal?: AbortSignal;
}

/** The part of `XMLHttpRequest` an upload uses (so tests and stories can give their own). */
export interface UploadXhr {
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onprogress: ((event: ProgressEvent) => void) | null;
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
}

/** Creates the request object of one upload attempt. */
export type UploadXhrFactory = () => UploadXhr;

/** What an uploader needs from the client it belongs to. */
export interface UploaderContext {
  baseUrl: string;
  tokenStore: TokenStore;
  /** Time without any progress after which the upload fails. */
  idleTimeoutMs: number;
  /** Default: a new `XMLHttpRequest`, looked up at call time. */
  createXhr?: UploadXhrFactory;
  /** The client's shared refresh after a 401 of a call sent with `sentAccessToken`. */
  refreshAfter(sentAccessToken: string): Promise<Token | null>;
  /** Clears the token and fires `logout`. */
  endSession(reason: 'ended'): void;
  /** Fires the client's `error` event. */
  emitError(error: ApiError): void;
}

/** `client.upload(path, formData, options)`: see {@link createUploader}. */
export type Upload = <T = unknown>(path: string, formData: FormData, options?: UploadOptions) => Promise<T>;

interface Answer {
  status: number;
  text: string;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The upload was aborted.', 'AbortError');
}

/**
 * Makes the client's `upload(path, formData, { onProgress, signal })`: POSTs `formData` to
 * `path` (relative to the client's base URL, or absolute) and resolves to the parsed JSON answer
 * of a 200 or 201; rejects with an `ApiError` otherwise (see the module comment for the rules).
 */
export function createUploader(context: UploaderContext): Upload {
  const { baseUrl, tokenStore, idleTimeoutMs } = context;
  const newXhr = (): UploadXhr =>
    context.createXhr ? context.createXhr() : (new XMLHttpRequest() as unknown as UploadXhr);

  const urlOf = (path: string): string => {
    if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
    return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  };

  /** One attempt: resolves to the answer, rejects with ApiError(0) or the abort reason. */
  function attempt(
    url: string,
    formData: FormData,
    authorization: string | undefined,
    { onProgress, signal }: UploadOptions,
  ): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      const xhr = newXhr();
      let timer: ReturnType<typeof setTimeout> | undefined;
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        xhr.upload.onprogress = null;
        xhr.onprogress = xhr.onload = xhr.onerror = xhr.onabort = null;
        outcome();
      };
      const restartClock = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          finish(() => reject(new ApiError(0, TIMEOUT_MESSAGE)));
          xhr.abort();
        }, idleTimeoutMs);
      };
      const onAbort = () => {
        finish(() => reject(abortReason(signal!)));
        xhr.abort();
      };
      xhr.upload.onprogress = (event) => {
        restartClock();
        if (event.lengthComputable) onProgress?.(event.loaded, event.total);
      };
      xhr.onprogress = restartClock;
      xhr.onload = () => finish(() => resolve({ status: xhr.status, text: xhr.responseText ?? '' }));
      xhr.onerror = () => finish(() => reject(new ApiError(0, NETWORK_ERROR_MESSAGE)));
      xhr.onabort = () => finish(() => reject(new ApiError(0, NETWORK_ERROR_MESSAGE)));
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        xhr.open('POST', url);
        xhr.setRequestHeader('Accept', 'application/json');
        if (authorization) xhr.setRequestHeader('Authorization', authorization);
        restartClock();
        // No Content-Type: the browser writes multipart/form-data with its boundary.
        xhr.send(formData);
      } catch (error) {
        finish(() => reject(new ApiError(0, NETWORK_ERROR_MESSAGE, undefined, { cause: error })));
      }
    });
  }

  const failure = (answer: Answer) => {
    const body = parseBody(answer.text);
    return new ApiError(answer.status, messageFromBody(body), body);
  };

  return async function upload<T>(path: string, formData: FormData, options: UploadOptions = {}) {
    const url = urlOf(path);
    let answer: Answer;
    try {
      const token = tokenStore.get();
      const sent = token?.access_token;
      answer = await attempt(url, formData, sent ? `Bearer ${sent}` : undefined, options);
      if (answer.status === 401 && token && sent) {
        const fresh = await context.refreshAfter(sent);
        if (!fresh) {
          if (tokenStore.get() !== null) context.endSession('ended');
          throw failure(answer);
        }
        answer = await attempt(url, formData, `Bearer ${fresh.access_token}`, options);
        if (answer.status === 401) {
          if (tokenStore.get() !== null) context.endSession('ended');
          throw failure(answer);
        }
      }
    } catch (error) {
      // A time-out or a network failure is reported like any other call's; an abort is not.
      if (error instanceof ApiError && error.status === 0) context.emitError(error);
      throw error;
    }
    if (isSuccessStatus(answer.status)) return parseBody(answer.text) as T;
    const error = failure(answer);
    // A 2xx other than 200/201 is a failure (spec §7) but nothing for the snackbar (as fetch calls).
    const quiet =
      answer.status === 400 || answer.status === 401 || (answer.status >= 200 && answer.status < 300);
    if (!quiet) context.emitError(error);
    throw error;
  };
}

import createFetchClient from 'openapi-fetch';
import type { Client } from 'openapi-fetch';
import type { paths, Token, TokenScope } from '../contract';
import { HTTP_TIMEOUT_MS } from '@eqp/rules';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  TOO_MANY_REQUESTS,
  apiErrorFromResponse,
} from './ApiError';
import { localStorageTokenStore, type TokenStore } from './tokenStore';
import { unwrap, type FetchResult } from './unwrap';
import { createUploader, type Upload, type UploadXhrFactory } from './upload';

/** The HTTP time-out of every call (spec §7, §9): 30 s. */
export const DEFAULT_TIMEOUT_MS = HTTP_TIMEOUT_MS;

/** The two portals one can sign in to, and their OAuth scope strings (spec §6). */
export const SIGN_IN_SCOPE = {
  customer: 'ServiceProvider.Customer',
  partner: 'ServiceProvider.Partner',
} as const satisfies Record<string, TokenScope>;

export type PortalScope = keyof typeof SIGN_IN_SCOPE;

export interface ClientOptions {
  /** Root of the API. Default `''`: the same origin as the page (spec §7). */
  baseUrl?: string;
  /** Where the token lives. Default: local storage under `eqp.token`. */
  tokenStore?: TokenStore;
  /** The fetch to send with. Default: `globalThis.fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /** Time-out of one send in milliseconds; for an upload, of a pause without progress. Default 30 000. */
  timeoutMs?: number;
  /** Creates the `XMLHttpRequest` of an upload. Default: `new XMLHttpRequest()` at call time. */
  xhr?: UploadXhrFactory;
  /**
   * Called after the session ends: `signedOut` by `logout()`, `ended` by a failed refresh or a
   * second 401 (the session was revoked elsewhere, expired or its user deactivated).
   */
  onLogout?: (reason: LogoutReason) => void;
  /**
   * Keep the calls that meet a session ending by itself (`ended`) waiting for the next sign-in of
   * the same user, then re-send them, instead of failing them with the 401; the session key stays,
   * so cached data survives. For a host that signs in again over the page (see README "A session
   * that ends"). Default false: such calls answer their 401 at once.
   */
  holdOnSessionEnd?: boolean;
  /**
   * The page's language (`en`, `no`, any BCP 47 tag), or a function giving it at each call: sent as
   * `Accept-Language` on every call (a call's own header wins), so the server answers the texts it
   * owns (job types, counter names, article types, countries, the welcome text) in it. Without it
   * no header is sent and the server answers English.
   */
  language?: string | (() => string | null | undefined);
}

/** Why the session ended: `logout()` (`signedOut`), or a failed refresh or second 401 (`ended`). */
export type LogoutReason = 'signedOut' | 'ended';

export interface LoginInput {
  username: string;
  password: string;
  /** `customer` or `partner`, or the raw OAuth scope string. */
  scope: PortalScope | TokenScope;
}

export interface ClientEvents {
  /** A failed call that the UI should report (every failure except 400 and 401). */
  error: (error: ApiError) => void;
  /** The session ended: the token is cleared. */
  logout: (reason: LogoutReason) => void;
}

export type ClientEventName = keyof ClientEvents;

/** The typed openapi-fetch client over the contract's `paths`. */
export type Api = Client<paths>;

export interface ApiClient {
  /**
   * The API root every call goes to, as resolved from `ClientOptions.baseUrl`: without a
   * trailing slash; for the default `''`, the page's origin (`''` outside a page). Use it to
   * build addresses the browser loads itself, such as `<img src>` of `/api2/resource/`.
   */
  readonly baseUrl: string;
  /** openapi-fetch client typed by the contract; its fetch is the session fetch. */
  readonly api: Api;
  /**
   * The session fetch (bearer token, time-out, refresh on 401, error events). Relative URLs
   * are resolved against `baseUrl`. For calls the contract's types do not fit.
   */
  readonly fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** The token store the session uses. */
  readonly tokenStore: TokenStore;
  /**
   * The session fetch for a call whose caller shows some failures itself (a whole page for a 403,
   * say): answers with those statuses fire no `error` event, so the user is not told twice. Give
   * it as openapi-fetch's per-call `fetch`:
   * `client.api.GET(path, { params, fetch: client.fetchShowing(403, 409) })`.
   */
  fetchShowing(...statuses: number[]): (request: Request) => Promise<Response>;
  /**
   * POSTs a multipart form with upload progress (`XMLHttpRequest`), under the session rules;
   * resolves to the JSON answer of a 200/201 or rejects with `ApiError` (see `upload.ts`).
   * `client.upload('/api2/partner/jobs/7/Attachments', form, { onProgress, signal })`.
   */
  readonly upload: Upload;
  /** Awaits an openapi-fetch call and returns its data, or throws `ApiError` (see `unwrap`). */
  request<R extends FetchResult<unknown>>(call: Promise<R>): Promise<Exclude<R['data'], undefined>>;
  /** Subscribes to `error` or `logout`; returns an unsubscribe function. */
  on<E extends ClientEventName>(event: E, listener: ClientEvents[E]): () => void;
  /** `POST /api2/token` with a Basic header; stores and returns the token. */
  login(input: LoginInput): Promise<Token>;
  /** `GET /api2/partner/authentication?code=`: the partner's short-code login; stores the token. */
  loginWithCode(code: string): Promise<Token>;
  /** `POST /api2/Token/impersonate?customerId=`: switches organisation; stores the new token. */
  impersonate(customerId: number): Promise<Token>;
  /**
   * Signs out: forgets the token at once (calls `onLogout`, fires `logout`), then ends the session
   * on the server with `POST /api2/token/revoke` (the refresh token as bearer). Resolves when the
   * server answered, or failed to, within the time-out; never rejects: a network failure, a
   * time-out or a 401 still leaves the client signed out.
   */
  logout(): Promise<void>;
  /**
   * A number that changes when the signed-in identity changes (login, code login,
   * impersonation, logout, or a token appearing or vanishing in another tab) but not on a
   * token refresh. Put it in cache keys so one user's data never shows for another.
   */
  getSessionKey(): number;
  /**
   * True from a session ending by itself (`ended`) with `holdOnSessionEnd` until the next sign-in
   * or `logout()`: calls wait meanwhile, and the host shows a sign-in over the page. Changes come
   * with a token store change or a `logout` event.
   */
  isSessionEnded(): boolean;
}

/** The `sub` and `scope` claims of an access token (a JWT), read without checking it: who it is for. */
function identityOf(token: Token): string | null {
  const payload = token.access_token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: unknown; scope?: unknown };
    return typeof claims.sub === 'string' ? `${claims.sub} ${String(claims.scope)}` : null;
  } catch {
    return null;
  }
}

/** Whether two tokens are for the same user in the same portal (a sign-in after a session ended). */
function sameIdentity(a: Token, b: Token): boolean {
  const identity = identityOf(a);
  return identity !== null && identity === identityOf(b);
}

/** UTF-8 safe base64 (btoa alone rejects characters above U+00FF). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `Basic base64(username:password)` for POST /api2/token (spec §7). */
export function basicAuthorization(username: string, password: string): string {
  return `Basic ${base64Utf8(`${username}:${password}`)}`;
}

function resolveBaseUrl(baseUrl: string): string {
  if (baseUrl !== '') return baseUrl.replace(/\/+$/, '');
  // `new Request('/api2/...')` needs an absolute URL outside a browser page (jsdom, Node);
  // in a browser the page's origin is what a relative URL means anyway.
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : '';
}

function combineSignals(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (a.aborted || b.aborted) abort();
  a.addEventListener('abort', abort, { once: true });
  b.addEventListener('abort', abort, { once: true });
  return controller.signal;
}

/** The answer of a call held for a sign-in that did not come (signed out, or in as someone else). */
function sessionEndedResponse(): Response {
  return new Response(JSON.stringify({ Message: 'The session has ended; please sign in again' }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });
}

interface SendMode {
  /** Add the session's bearer token and refresh on 401. */
  session: boolean;
  /** Failure statuses that fire no `error` event (the caller shows them). */
  quiet: (status: number) => boolean;
}

/** Every call: 400 is left to the caller, 401 to the session (spec §8). */
const SESSION: SendMode = { session: true, quiet: (status) => status === 400 || status === 401 };
/**
 * Password login: a 400 or 401 is the login card's "Invalid password", a 403 its "cannot sign in to
 * this portal" (an account of the other portal), and a 429 its "Too many attempts" with the wait,
 * not a snackbar.
 */
const LOGIN: SendMode = {
  session: false,
  quiet: (status) => status === 400 || status === 401 || status === 403 || status === TOO_MANY_REQUESTS,
};
/** Code login: the /c/{code} page shows the server's Message itself for any 4xx. */
const CODE_LOGIN: SendMode = { session: false, quiet: (status) => status >= 400 && status < 500 };
/** Organisation switch: a failure is only logged (spec §8), never a snackbar; 401 stays the session's. */
const SWITCH: SendMode = { session: true, quiet: () => true };

/**
 * Creates the API client with the session rules of spec §7-§8.
 *
 * ```ts
 * const client = createClient({ onLogout: () => navigate('/') });
 * const page = await client.request(
 *   client.api.GET('/api2/customer/machines/filtered', { params: { query: { Page: 1, ItemsPerPage: 30 } } }),
 * );
 * ```
 */
export function createClient(options: ClientOptions = {}): ApiClient {
  const baseUrl = resolveBaseUrl(options.baseUrl ?? '');
  const store = options.tokenStore ?? localStorageTokenStore();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = (request: Request): Promise<Response> =>
    options.fetch ? options.fetch(request) : globalThis.fetch(request);

  const listeners: { [E in ClientEventName]: Set<ClientEvents[E]> } = {
    error: new Set(),
    logout: new Set(),
  };

  let sessionKey = 0;
  let hadToken = store.get() !== null;
  /** The last token of a session that ended by itself while calls wait for a sign-in (holdOnSessionEnd). */
  let ended: Token | null = null;
  /** The calls waiting for that sign-in: called with the new token, or null when they give up. */
  const waiting = new Set<(token: Token | null) => void>();
  const release = (token: Token | null) => {
    const calls = [...waiting];
    waiting.clear();
    for (const resume of calls) resume(token);
  };
  /** Resolves with the token of the same user's next sign-in, or null (signed out, someone else). */
  const signedInAgain = () => new Promise<Token | null>((resolve) => waiting.add(resolve));
  /**
   * A token after a session ended by itself: the same user carries on (the session key stays and
   * the waiting calls go out again); anyone else is a new identity and the waiting calls fail.
   */
  const resumeWith = (token: Token): boolean => {
    const last = ended;
    ended = null;
    const same = last !== null && sameIdentity(last, token);
    if (!same) sessionKey += 1;
    hadToken = true;
    return same;
  };
  // A token appearing or vanishing behind our back (another tab) is a new identity, unless it is
  // the same user signing in again after the session ended.
  store.subscribe(() => {
    const token = store.get();
    if (ended && token) {
      release(resumeWith(token) ? token : null);
      return;
    }
    const hasToken = token !== null;
    if (hasToken !== hadToken) sessionKey += 1;
    hadToken = hasToken;
  });

  const setIdentity = (token: Token | null) => {
    if (ended && token) {
      const same = resumeWith(token);
      store.set(token);
      release(same ? token : null);
      return;
    }
    sessionKey += 1;
    hadToken = token !== null;
    const gaveUp = ended !== null;
    ended = null;
    store.set(token);
    if (gaveUp) release(null);
  };

  const emitError = (error: ApiError) => {
    for (const listener of [...listeners.error]) listener(error);
  };

  const endSession = (reason: LogoutReason) => {
    const last = store.get();
    if (reason === 'ended' && options.holdOnSessionEnd && last) {
      // The same identity is expected back: the session key stays, the calls wait (see send).
      ended = last;
      hadToken = false;
      store.set(null);
    } else {
      setIdentity(null);
    }
    options.onLogout?.(reason);
    for (const listener of [...listeners.logout]) listener(reason);
  };

  /** Sends once with the time-out; an abort by the caller's own signal is passed through. */
  async function sendOnce(request: Request, authorization: string | undefined): Promise<Response> {
    const headers = new Headers(request.headers);
    if (authorization && !headers.has('Authorization')) headers.set('Authorization', authorization);
    const language = typeof options.language === 'function' ? options.language() : options.language;
    if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
    const controller = new AbortController();
    const outgoing = new Request(request, {
      headers,
      signal: combineSignals(request.signal, controller.signal),
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    // Racing a timer (not only aborting) also ends a fetch that ignores its signal.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        reject(new ApiError(0, TIMEOUT_MESSAGE));
        controller.abort();
      }, timeoutMs);
    });
    try {
      return await Promise.race([fetchImpl(outgoing), timeout]);
    } catch (error) {
      if (timedOut) throw new ApiError(0, TIMEOUT_MESSAGE, undefined, { cause: error });
      if (error instanceof ApiError) throw error;
      if (request.signal.aborted) throw error;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, undefined, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  let refreshing: Promise<Token | null> | null = null;

  async function performRefresh(): Promise<Token | null> {
    const current = store.get();
    if (!current?.refresh_token) return null;
    try {
      const response = await sendOnce(
        new Request(`${baseUrl}/api2/token/refresh`, { method: 'POST' }),
        `Bearer ${current.refresh_token}`,
      );
      if (response.status !== 200) return null;
      const token = (await response.json()) as Token;
      if (!token || typeof token.access_token !== 'string') return null;
      // Signed out (or in as someone else) while the refresh ran: do not bring the session back.
      if (store.get()?.refresh_token !== current.refresh_token) return null;
      // A refresh keeps the identity: the session key stays.
      hadToken = true;
      store.set(token);
      return token;
    } catch {
      return null;
    }
  }

  /** One refresh for every 401 that arrives while it runs (spec §8, DESIGN §4). */
  function refreshAfter(sentAccessToken: string): Promise<Token | null> {
    const current = store.get();
    // Another call already refreshed since this one was sent: use that token.
    if (current && current.access_token !== sentAccessToken) return Promise.resolve(current);
    if (!refreshing) {
      refreshing = performRefresh().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function report(response: Response, mode: SendMode): Promise<void> {
    const { status } = response;
    // A 2xx answer is not reported even when it is not 200/201 (see README: 204).
    if ((status >= 200 && status < 300) || mode.quiet(status)) return;
    emitError(await apiErrorFromResponse(response));
  }

  async function send(request: Request, mode: SendMode): Promise<Response> {
    try {
      if (!mode.session || request.headers.has('Authorization')) {
        const response = await sendOnce(request, undefined);
        await report(response, mode);
        return response;
      }
      // Kept before the first send so the body can go out a second (and third) time.
      const pristine = request.clone();
      const afterSignIn = options.holdOnSessionEnd ? request.clone() : null;
      // The session has ended and a sign-in is awaited: wait for it rather than send a sure 401.
      if (ended && !(await signedInAgain())) return sessionEndedResponse();
      const token = store.get();
      const sent = token?.access_token;
      let response = await sendOnce(request, sent ? `Bearer ${sent}` : undefined);
      if (response.status === 401 && token && sent) {
        const fresh = await refreshAfter(sent);
        if (fresh) response = await sendOnce(pristine, `Bearer ${fresh.access_token}`);
        if (!fresh || response.status === 401) {
          if (store.get() !== null) endSession('ended');
          // Held (holdOnSessionEnd): sent once more after the same user signed in again.
          const again = ended && afterSignIn ? await signedInAgain() : null;
          if (!again || !afterSignIn) return response;
          response = await sendOnce(afterSignIn, `Bearer ${again.access_token}`);
        }
      }
      await report(response, mode);
      return response;
    } catch (error) {
      // No answer at all (status 0) is quiet too where the mode says so (fetchShowing(0), the switch).
      if (error instanceof ApiError && !mode.quiet(error.status)) emitError(error);
      throw error;
    }
  }

  const sessionFetch = (request: Request) => send(request, SESSION);
  const loginFetch = (request: Request) => send(request, LOGIN);
  const codeLoginFetch = (request: Request) => send(request, CODE_LOGIN);
  const switchFetch = (request: Request) => send(request, SWITCH);
  /** Sign-out: the bearer is the refresh token; whatever happens is nobody's error to show. */
  const revokeFetch = (request: Request) => sendOnce(request, undefined);

  /** Ends the session of `refreshToken` on the server; never rejects. */
  async function revoke(refreshToken: string): Promise<void> {
    try {
      await api.POST('/api2/token/revoke', {
        headers: { Authorization: `Bearer ${refreshToken}` },
        fetch: revokeFetch,
        // Sent to the end even when the page is being left.
        keepalive: true,
      });
    } catch {
      // Time-out or network failure: the tokens are forgotten here all the same.
    }
  }

  const api = createFetchClient<paths>({ baseUrl, fetch: sessionFetch });

  const toRequest = (input: RequestInfo | URL, init?: RequestInit): Request => {
    if (typeof input === 'string' && !/^[a-z][a-z\d+.-]*:/i.test(input)) {
      const path = input.startsWith('/') ? input : `/${input}`;
      return new Request(`${baseUrl}${path}`, init);
    }
    return new Request(input, init);
  };

  const upload = createUploader({
    baseUrl,
    tokenStore: store,
    idleTimeoutMs: timeoutMs,
    createXhr: options.xhr,
    refreshAfter,
    endSession,
    emitError,
  });

  const client: ApiClient = {
    // A getter: the address calls go to cannot be changed after creation (assigning throws).
    get baseUrl() {
      return baseUrl;
    },
    api,
    tokenStore: store,
    upload,
    fetch: (input, init) => sessionFetch(toRequest(input, init)),
    fetchShowing(...statuses) {
      const shown = new Set(statuses);
      const mode: SendMode = { session: true, quiet: (status) => SESSION.quiet(status) || shown.has(status) };
      return (request) => send(request, mode);
    },
    async request(call) {
      return unwrap(await call);
    },
    on(event, listener) {
      const set = listeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    async login({ username, password, scope }) {
      const wireScope: TokenScope =
        scope in SIGN_IN_SCOPE ? SIGN_IN_SCOPE[scope as PortalScope] : (scope as TokenScope);
      const token = unwrap(
        await api.POST('/api2/token', {
          body: { grant_type: 'client_credentials', scope: wireScope },
          bodySerializer: (body) => new URLSearchParams(body).toString(),
          headers: {
            Authorization: basicAuthorization(username, password),
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          fetch: loginFetch,
        }),
      );
      setIdentity(token);
      return token;
    },
    async loginWithCode(code) {
      const token = unwrap(
        await api.GET('/api2/partner/authentication', {
          params: { query: { code } },
          fetch: codeLoginFetch,
        }),
      );
      setIdentity(token);
      return token;
    },
    async impersonate(customerId) {
      const token = unwrap(
        await api.POST('/api2/Token/impersonate', {
          params: { query: { customerId } },
          fetch: switchFetch,
        }),
      );
      setIdentity(token);
      return token;
    },
    logout() {
      const refreshToken = store.get()?.refresh_token;
      endSession('signedOut');
      return refreshToken ? revoke(refreshToken) : Promise.resolve();
    },
    getSessionKey: () => sessionKey,
    isSessionEnded: () => ended !== null,
  };
  return client;
}

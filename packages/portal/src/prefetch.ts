import { PAGE_SIZE_MACHINES, type TokenStore } from '@eqp/sdk';
import { machinesPage1Query, readMachineListAddress } from './routes/machineListAddress';

/**
 * The first screen's requests, started by main.tsx before React renders, so they run side by side
 * with each other and with the loading of the page's code instead of one after the other (script
 * -> user info -> machine list page 1). They are the very requests the sdk's hooks make, sent with
 * the stored token; `prefetchingFetch` hands each answer to the first matching call of the sdk
 * client, once, and sends every other call (and any later one) on as usual. A prefetched 401 is
 * the client's to handle like any other (refresh, then a request of its own).
 */

/** The same-origin paths the first screen of `pathname` (and its query `search`) asks for, or none. */
export function firstScreenRequests(pathname: string, search = ''): string[] {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const customerUserInfo = '/api2/customer/userinfo';
  // Page 1 as the sdk's useMachinesPaged asks for it with the filters and sort of the address
  // (pages after it add the previous page's cursor); prefetch.test.tsx fails should the two part.
  const { filters } = readMachineListAddress(new URLSearchParams(search));
  const machinesPage1 = `/api2/customer/machines/filtered?${machinesPage1Query(filters, PAGE_SIZE_MACHINES)}`;
  if (['/customer', '/customer/-', '/customer/machines', '/customer/machines/list'].includes(path)) {
    return [customerUserInfo, machinesPage1];
  }
  if (path.startsWith('/customer/')) return [customerUserInfo];
  if (path === '/partner' || path.startsWith('/partner/')) {
    // The shell's badge on every partner page; the page's own first call where it is known.
    const partner = ['/api2/partner/userinfo', '/api2/partner/jobs/counts'];
    const job = /^\/partner\/job\/(\d{1,10})$/.exec(path);
    if (job) return [...partner, `/api2/partner/jobs/${job[1]}`];
    if (['/partner', '/partner/job', '/partner/job/list'].includes(path))
      return [...partner, '/api2/partner/jobs/view'];
    return partner;
  }
  return [];
}

/** Path and query of a URL, the query sorted: two spellings of one request compare equal. */
function requestKey(method: string, url: URL, authorization: string | null): string {
  const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${method} ${url.origin}${url.pathname.toLowerCase()}?${new URLSearchParams(query)} ${authorization ?? ''}`;
}

/** The sdk client's `fetch` option; the client always passes one `Request`. */
export type SdkFetch = typeof fetch;

const asRequest = (input: RequestInfo | URL, init?: RequestInit) =>
  input instanceof Request && !init ? input : new Request(input, init);

export interface Prefetch {
  /** The fetch to give the sdk client: answers a prefetched request once, else asks `send`. */
  fetch: SdkFetch;
  /** The paths started (for tests and the README's figures). */
  readonly started: readonly string[];
}

/**
 * Starts the first screen's requests for `pathname` when `tokens` holds a session; without one, or
 * on a page that needs none, nothing is sent and `fetch` is `send`.
 */
export function startPrefetch({
  pathname,
  search = '',
  origin,
  tokens,
  language,
  send = (input, init) => globalThis.fetch(input, init),
}: {
  pathname: string;
  /** The page's query string (the machine list's filters). */
  search?: string;
  origin: string;
  tokens: TokenStore;
  /** The page's language, sent as Accept-Language as the sdk client sends it. */
  language?: string;
  send?: SdkFetch;
}): Prefetch {
  const token = tokens.get();
  const paths = token ? firstScreenRequests(pathname, search) : [];
  if (!token || paths.length === 0) return { fetch: send, started: [] };
  const authorization = `Bearer ${token.access_token}`;
  const pending = new Map<string, Promise<Response>>();
  for (const path of paths) {
    const headers: Record<string, string> = { Authorization: authorization };
    if (language) headers['Accept-Language'] = language;
    const request = new Request(new URL(path, origin), { headers });
    const answer = send(request);
    // Nobody may ever ask (the user signs out first): a failure then is nobody's to report.
    answer.catch(() => undefined);
    pending.set(requestKey('GET', new URL(request.url), authorization), answer);
  }
  return {
    started: paths,
    fetch: (input, init) => {
      const request = asRequest(input, init);
      const key = requestKey(request.method, new URL(request.url), request.headers.get('Authorization'));
      const answer = pending.get(key);
      if (!answer) return send(request);
      pending.delete(key);
      // The client's time-out and aborts still apply to an answer taken over.
      return new Promise<Response>((resolve, reject) => {
        const signal = request.signal;
        const onAbort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
        if (signal.aborted) return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
        answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
  };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, token, type SeenRequest } from '../test/fakeServer';
import { ApiError } from './ApiError';
import type { Token } from '../contract';
import { createClient, type ClientOptions } from './createClient';
import { memoryTokenStore } from './tokenStore';

const BASE = 'http://portal.test';
const OPEN_COUNT = '/api2/customer/jobs/openCount';
const counts = { ActivePartJobsCount: 1, ActiveOtherJobsCount: 2 };

function setup(
  handler: (r: SeenRequest) => Response | Promise<Response>,
  options: Partial<ClientOptions> = {},
) {
  const server = fakeServer(handler);
  const tokenStore = options.tokenStore ?? memoryTokenStore(token('old'));
  const onLogout = vi.fn();
  const client = createClient({ baseUrl: BASE, fetch: server.fetch, tokenStore, onLogout, ...options });
  const errors: ApiError[] = [];
  const logouts = vi.fn();
  client.on('error', (e) => errors.push(e));
  client.on('logout', logouts);
  return { client, server, tokenStore, onLogout, errors, logouts };
}

/** Answers 200 to the `new` access token and 401 to anything else; refreshes `old` into `new`. */
function expiringServer(
  refresh: (r: SeenRequest) => Response | Promise<Response> = () => json(token('new')),
) {
  return (r: SeenRequest) => {
    if (r.path === '/api2/token/refresh') return refresh(r);
    if (r.authorization === 'Bearer access-new') return json(counts);
    return json({ Message: 'Token expired' }, 401);
  };
}

const callsTo = (seen: SeenRequest[], path: string) => seen.filter((r) => r.path === path);

/** The address of the page the client runs in (these tests run in Node: the page is stubbed). */
const PAGE = new URL('https://portal.example/customer/machines/list');
const onPage = () => vi.stubGlobal('location', PAGE);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('bearer token (spec §7)', () => {
  it('given a held token, sends it as Authorization: Bearer on every call', async () => {
    const { client, server } = setup(() => json(counts), { tokenStore: memoryTokenStore(token('a')) });
    await client.request(client.api.GET(OPEN_COUNT));
    expect(server.seen[0]?.authorization).toBe('Bearer access-a');
  });

  it('given no token, sends no Authorization header', async () => {
    const { client, server } = setup(() => json({}), { tokenStore: memoryTokenStore() });
    await client.request(client.api.GET('/api2/app/portal'));
    expect(server.seen[0]?.authorization).toBeNull();
  });

  it('given the default base URL, calls the same origin as the page', async () => {
    onPage();
    const server = fakeServer(() => json({}));
    const client = createClient({ fetch: server.fetch, tokenStore: memoryTokenStore() });
    await client.request(client.api.GET('/api2/app/portal'));
    expect(server.seen[0]?.url.origin).toBe(PAGE.origin);
    expect(server.seen[0]?.path).toBe('/api2/app/portal');
  });
});

describe('language (Accept-Language)', () => {
  it('given a language, sends it as Accept-Language on every call, the token call included', async () => {
    const { client, server } = setup((r) => (r.path === '/api2/token' ? json(token('n')) : json(counts)), {
      language: 'no',
      tokenStore: memoryTokenStore(),
    });
    await client.login({ username: 'a@b.no', password: 'x', scope: 'customer' });
    await client.request(client.api.GET(OPEN_COUNT));
    expect(server.seen.map((r) => r.acceptLanguage)).toEqual(['no', 'no']);
  });

  it('given a function, sends what it answers at the time of each call', async () => {
    let language = 'en';
    const { client, server } = setup(() => json(counts), { language: () => language });
    await client.request(client.api.GET(OPEN_COUNT));
    language = 'no';
    await client.request(client.api.GET(OPEN_COUNT));
    expect(server.seen.map((r) => r.acceptLanguage)).toEqual(['en', 'no']);
  });

  it("given no language, sends none (the server answers English); a call's own header is kept", async () => {
    const { client, server } = setup(() => json(counts), { language: 'no' });
    await client.request(client.api.GET(OPEN_COUNT, { headers: { 'Accept-Language': 'en' } }));
    const plain = setup(() => json(counts));
    await plain.client.request(plain.client.api.GET(OPEN_COUNT));
    expect(server.seen[0]?.acceptLanguage).toBe('en');
    expect(plain.server.seen[0]?.acceptLanguage).toBeNull();
  });
});

describe('baseUrl (spec §7)', () => {
  it('given a base URL with a trailing slash, exposes it without the slash and calls go there', async () => {
    const server = fakeServer(() => json({}));
    const client = createClient({
      baseUrl: 'https://api.provider.example/',
      fetch: server.fetch,
      tokenStore: memoryTokenStore(),
    });
    expect(client.baseUrl).toBe('https://api.provider.example');
    await client.request(client.api.GET('/api2/app/portal'));
    expect(server.seen[0]?.url.href).toBe('https://api.provider.example/api2/app/portal');
  });

  it("given the default base URL, exposes the page's origin", () => {
    onPage();
    const client = createClient({ fetch: fakeServer(() => json({})).fetch, tokenStore: memoryTokenStore() });
    expect(client.baseUrl).toBe(PAGE.origin);
  });

  it('cannot be changed after the client is created', () => {
    const client = createClient({ baseUrl: BASE, tokenStore: memoryTokenStore() });
    expect(() => {
      // @ts-expect-error baseUrl is read-only
      client.baseUrl = 'https://elsewhere.example';
    }).toThrow(TypeError);
    expect(client.baseUrl).toBe(BASE);
  });
});

describe('time-out (spec §7, §9: 30 s)', () => {
  it('given a server that never answers, fails with status 0 "Request timed out" after 30 s and aborts the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = ((input: Request) => {
      signal = input.signal;
      return new Promise<Response>(() => {});
    }) as typeof globalThis.fetch;
    const errors: ApiError[] = [];
    const client = createClient({ baseUrl: BASE, fetch, tokenStore: memoryTokenStore(token('a')) });
    client.on('error', (e) => errors.push(e));

    const outcome = client.request(client.api.GET(OPEN_COUNT)).then(
      () => 'answered',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(29_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Request timed out' });
    expect(signal?.aborted).toBe(true);
    expect(errors).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given a server that answers in time, leaves no timer behind', async () => {
    vi.useFakeTimers();
    const { client } = setup(() => json(counts));
    await client.request(client.api.GET(OPEN_COUNT));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given a fetch that rejects when aborted (as the platform fetch does), still reports the time-out', async () => {
    vi.useFakeTimers();
    const fetch = ((input: Request) =>
      new Promise<Response>((_, reject) => {
        input.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof globalThis.fetch;
    const client = createClient({ baseUrl: BASE, fetch, tokenStore: memoryTokenStore() });
    const outcome = client.api.GET(OPEN_COUNT).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await outcome).toMatchObject({ name: 'ApiError', status: 0, message: 'Request timed out' });
  });

  it('given the caller aborts, passes the abort through without an error event', async () => {
    const fetch = ((input: Request) =>
      new Promise<Response>((_, reject) => {
        input.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof globalThis.fetch;
    const client = createClient({ baseUrl: BASE, fetch, tokenStore: memoryTokenStore() });
    const errors: ApiError[] = [];
    client.on('error', (e) => errors.push(e));
    const controller = new AbortController();
    const outcome = client.api.GET(OPEN_COUNT, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    expect(errors).toEqual([]);
  });

  it('honours a custom timeoutMs', async () => {
    vi.useFakeTimers();
    const fetch = (() => new Promise<Response>(() => {})) as typeof globalThis.fetch;
    const client = createClient({ baseUrl: BASE, fetch, timeoutMs: 1000, tokenStore: memoryTokenStore() });
    const outcome = client.api.GET(OPEN_COUNT).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toMatchObject({ status: 0 });
  });
});

describe('401 handling (spec §8)', () => {
  it('given an expired access token, when a call answers 401, refreshes once and re-sends with the new token', async () => {
    const { client, server, tokenStore, errors, logouts } = setup(expiringServer());

    const data = await client.request(client.api.GET(OPEN_COUNT));

    expect(data).toEqual(counts);
    const refreshes = callsTo(server.seen, '/api2/token/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toMatchObject({ method: 'POST', authorization: 'Bearer refresh-old' });
    expect(callsTo(server.seen, OPEN_COUNT).map((r) => r.authorization)).toEqual([
      'Bearer access-old',
      'Bearer access-new',
    ]);
    expect(tokenStore.get()).toEqual(token('new'));
    expect(errors).toEqual([]);
    expect(logouts).not.toHaveBeenCalled();
  });

  it('given three calls answering 401 at the same time, makes exactly one refresh call and re-sends all three', async () => {
    let releaseRefresh!: () => void;
    const gate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { client, server } = setup(
      expiringServer(async () => {
        await gate;
        return json(token('new'));
      }),
    );

    const calls = Promise.all([1, 2, 3].map(() => client.request(client.api.GET(OPEN_COUNT))));
    await vi.waitFor(() => expect(callsTo(server.seen, OPEN_COUNT)).toHaveLength(3));
    releaseRefresh();

    expect(await calls).toEqual([counts, counts, counts]);
    expect(callsTo(server.seen, '/api2/token/refresh')).toHaveLength(1);
    expect(
      callsTo(server.seen, OPEN_COUNT).filter((r) => r.authorization === 'Bearer access-new'),
    ).toHaveLength(3);
  });

  it('given a call sent before another refreshed the token, re-sends with the refreshed token without a second refresh', async () => {
    const store = memoryTokenStore(token('old'));
    const { client, server } = setup(
      (r) => {
        if (r.path === '/api2/token/refresh') return json(token('new'));
        if (r.authorization === 'Bearer access-new') return json(counts);
        // The token is refreshed elsewhere while this call is on its way.
        store.set(token('new'));
        return json({}, 401);
      },
      { tokenStore: store },
    );

    await client.request(client.api.GET(OPEN_COUNT));

    expect(callsTo(server.seen, '/api2/token/refresh')).toHaveLength(0);
  });

  it('given a refresh that fails, logs out: clears the token, calls onLogout and fires logout', async () => {
    const { client, tokenStore, onLogout, logouts, errors } = setup(
      expiringServer(() => json({ Message: 'Refresh token revoked' }, 401)),
    );

    await expect(client.request(client.api.GET(OPEN_COUNT))).rejects.toMatchObject({ status: 401 });

    expect(tokenStore.get()).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(logouts).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });

  it('given a refresh that cannot reach the server, logs out', async () => {
    const { client, tokenStore, logouts } = setup(
      expiringServer(() => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(client.request(client.api.GET(OPEN_COUNT))).rejects.toBeInstanceOf(ApiError);
    expect(tokenStore.get()).toBeNull();
    expect(logouts).toHaveBeenCalledTimes(1);
  });

  it('given a token without a refresh token, when a call answers 401, logs out without a refresh call', async () => {
    const { client, server, tokenStore, logouts } = setup(expiringServer(), {
      tokenStore: memoryTokenStore({ ...token('old'), refresh_token: '' }),
    });
    await expect(client.request(client.api.GET(OPEN_COUNT))).rejects.toMatchObject({ status: 401 });
    expect(callsTo(server.seen, '/api2/token/refresh')).toHaveLength(0);
    expect(tokenStore.get()).toBeNull();
    expect(logouts).toHaveBeenCalledTimes(1);
  });

  it('given a retried call that answers 401 again, logs out', async () => {
    const { client, server, tokenStore, onLogout, logouts } = setup((r) =>
      r.path === '/api2/token/refresh' ? json(token('new')) : json({ Message: 'No' }, 401),
    );

    await expect(client.request(client.api.GET(OPEN_COUNT))).rejects.toMatchObject({ status: 401 });

    expect(callsTo(server.seen, OPEN_COUNT)).toHaveLength(2);
    expect(callsTo(server.seen, '/api2/token/refresh')).toHaveLength(1);
    expect(tokenStore.get()).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(logouts).toHaveBeenCalledTimes(1);
  });

  it('given three concurrent calls whose refresh fails, logs out once', async () => {
    const { client, logouts } = setup(expiringServer(() => json({}, 401)));
    await Promise.allSettled([1, 2, 3].map(() => client.request(client.api.GET(OPEN_COUNT))));
    expect(logouts).toHaveBeenCalledTimes(1);
  });

  it('given a POST with a body answering 401, re-sends the same body after the refresh', async () => {
    const { client, server } = setup(expiringServer());
    const body = JSON.stringify({ Machines: [{ Id: 7, CustomerText: 'Leaks oil' }] });

    const response = await client.fetch('/api2/customer/jobs', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
    });

    expect(response.status).toBe(200);
    const posts = callsTo(server.seen, '/api2/customer/jobs');
    expect(posts.map((r) => r.body)).toEqual([body, body]);
  });

  it('given no token at all, a 401 is handed to the caller without refresh or logout', async () => {
    const { client, server, logouts, errors } = setup(() => json({ Message: 'Sign in' }, 401), {
      tokenStore: memoryTokenStore(),
    });
    await expect(client.request(client.api.GET(OPEN_COUNT))).rejects.toMatchObject({ status: 401 });
    expect(server.seen).toHaveLength(1);
    expect(logouts).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });
});

describe('success and failure statuses (spec §7: only 200 and 201 succeed)', () => {
  it.each([200, 201])('given an answer %i, returns its data', async (status) => {
    const { client } = setup(() => json(counts, status));
    await expect(client.request(client.api.GET(OPEN_COUNT))).resolves.toEqual(counts);
  });

  it.each([204, 500])('given an answer %i, throws ApiError', async (status) => {
    const { client } = setup(() => (status === 204 ? new Response(null, { status }) : json({}, status)));
    await expect(client.request(client.api.GET(OPEN_COUNT))).rejects.toMatchObject({
      name: 'ApiError',
      status,
    });
  });

  it("given a failure with a Message, the error's message is the server's Message", async () => {
    const { client } = setup(() => json({ Message: 'Machine not found' }, 404));
    await expect(client.request(client.api.GET(OPEN_COUNT))).rejects.toMatchObject({
      status: 404,
      message: 'Machine not found',
      body: { Message: 'Machine not found' },
    });
  });

  it("given a failure without a Message, the error's message is 'Unknown error'", async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.request(client.api.GET(OPEN_COUNT))).rejects.toMatchObject({
      status: 502,
      message: 'Unknown error',
    });
  });

  it('given a network failure, throws ApiError with status 0', async () => {
    const { client, errors } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client.request(client.api.GET(OPEN_COUNT))).rejects.toMatchObject({ status: 0 });
    expect(errors).toHaveLength(1);
  });
});

describe("the 'error' event (spec §8)", () => {
  it("given an answer 500, fires 'error' with the server's Message", async () => {
    const { client, errors } = setup(() => json({ Message: 'Database down' }, 500));
    await client.api.GET(OPEN_COUNT);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ status: 500, message: 'Database down' });
  });

  it("given an answer 400, does not fire 'error' (nothing shown globally)", async () => {
    const { client, errors } = setup(() => json({ Message: 'Bad paging' }, 400));
    await expect(client.request(client.api.GET(OPEN_COUNT))).rejects.toMatchObject({ status: 400 });
    expect(errors).toEqual([]);
  });

  it("given a 401 handled by a refresh, does not fire 'error'", async () => {
    const { client, errors } = setup(expiringServer());
    await client.request(client.api.GET(OPEN_COUNT));
    expect(errors).toEqual([]);
  });

  it('given an unsubscribed listener, no longer calls it', async () => {
    const { client } = setup(() => json({}, 500));
    const listener = vi.fn();
    const off = client.on('error', listener);
    off();
    await client.api.GET(OPEN_COUNT);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('login (spec §7: POST /api2/token)', () => {
  it('sends a Basic header and a client-credentials form body, then stores the token', async () => {
    const { client, server, tokenStore } = setup(() => json(token('fresh')), {
      tokenStore: memoryTokenStore(),
    });

    const result = await client.login({
      username: 'ola@example.no',
      password: 'Sekret1!',
      scope: 'customer',
    });

    const [sent] = server.seen;
    expect(sent).toMatchObject({ method: 'POST', path: '/api2/token' });
    expect(sent?.authorization).toBe(`Basic ${btoa('ola@example.no:Sekret1!')}`);
    expect(sent?.contentType).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(sent?.body)).toEqual(
      new URLSearchParams({ grant_type: 'client_credentials', scope: 'ServiceProvider.Customer' }),
    );
    expect(result).toEqual(token('fresh'));
    expect(tokenStore.get()).toEqual(token('fresh'));
  });

  it('encodes a non-ASCII password as UTF-8 in the Basic header', async () => {
    const { client, server } = setup(() => json(token('fresh')));
    await client.login({ username: 'kåre', password: 'blåbær', scope: 'partner' });
    const encoded = server.seen[0]?.authorization?.replace('Basic ', '') ?? '';
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('kåre:blåbær');
    expect(new URLSearchParams(server.seen[0]?.body).get('scope')).toBe('ServiceProvider.Partner');
  });

  it("given a wrong password (401), throws ApiError without refreshing, logging out or firing 'error'", async () => {
    const { client, server, tokenStore, errors, logouts } = setup(() =>
      json({ Message: 'Invalid credentials' }, 401),
    );
    await expect(client.login({ username: 'a', password: 'b', scope: 'customer' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid credentials',
    });
    expect(server.seen).toHaveLength(1);
    expect(tokenStore.get()).toEqual(token('old'));
    expect(errors).toEqual([]);
    expect(logouts).not.toHaveBeenCalled();
  });
});

describe('login failures other than credentials', () => {
  it("given a server failure during login, throws and fires 'error' with the server's Message", async () => {
    const { client, errors } = setup(() => json({ Message: 'Maintenance' }, 503));
    await expect(client.login({ username: 'a', password: 'b', scope: 'customer' })).rejects.toMatchObject({
      status: 503,
    });
    expect(errors.map((e) => e.message)).toEqual(['Maintenance']);
  });
});

describe('throttled calls (429 with Retry-After)', () => {
  const throttled = (retryAfter = '120') =>
    new Response(JSON.stringify({ Message: 'Too many attempts' }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
    });

  it("given a throttled login, throws the wait in seconds without an 'error' event (the card shows it)", async () => {
    const { client, tokenStore, errors, logouts } = setup(() => throttled('120'));
    await expect(
      client.login({ username: 'a@b.test', password: 'x', scope: 'customer' }),
    ).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts',
      retryAfterSeconds: 120,
    });
    expect(errors).toEqual([]);
    expect(logouts).not.toHaveBeenCalled();
    expect(tokenStore.get()).toEqual(token('old'));
  });

  it("given a throttled code login, throws the wait without an 'error' event (the page shows it)", async () => {
    const { client, errors } = setup(() => throttled('45'));
    await expect(client.loginWithCode('ABC')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 45 });
    expect(errors).toEqual([]);
  });

  it("given another throttled call, fires 'error' with the wait and throws it", async () => {
    const { client, errors } = setup(() => throttled('Mon, 02 Mar 2026 10:01:00 GMT'));
    vi.useFakeTimers({ now: Date.parse('2026-03-02T10:00:00Z'), toFake: ['Date'] });
    await expect(
      client.request(client.api.POST('/api2/Accounts/RecoverPassword', { body: { username: 'a@b.test' } })),
    ).rejects.toMatchObject({ status: 429, retryAfterSeconds: 60 });
    expect(errors.map((e) => [e.status, e.retryAfterSeconds])).toEqual([[429, 60]]);
  });
});

describe('logout (POST /api2/token/revoke)', () => {
  const REVOKE = '/api2/token/revoke';

  it('forgets the token, calls onLogout and fires logout, then revokes with the refresh token as bearer', async () => {
    const { client, server, tokenStore, onLogout, logouts } = setup(() => json({ Success: true }));
    const done = client.logout();
    expect(tokenStore.get()).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(logouts).toHaveBeenCalledTimes(1);
    await done;
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      path: REVOKE,
      authorization: 'Bearer refresh-old',
      body: '',
    });
  });

  it('given a revoke that is still on its way, the client is signed out already', async () => {
    let answer: (response: Response) => void = () => {};
    const { client, tokenStore } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    let settled = false;
    const done = client.logout().then(() => (settled = true));
    expect(tokenStore.get()).toBeNull();
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(json({ Success: true }));
    await done;
    expect(settled).toBe(true);
  });

  it.each([
    ['a 401', () => json({ Message: 'Unauthorized' }, 401)],
    ['a 500', () => json({ Message: 'Database is down' }, 500)],
    [
      'a network failure',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])("given %s, still signs out, resolves and fires no 'error'", async (_name, answer) => {
    const { client, server, tokenStore, errors, logouts } = setup(answer);
    await expect(client.logout()).resolves.toBeUndefined();
    expect(callsTo(server.seen, REVOKE)).toHaveLength(1);
    expect(tokenStore.get()).toBeNull();
    expect(logouts).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });

  it('given a server that never answers, gives up after the 30 s time-out and resolves', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = ((input: Request) => {
      signal = input.signal;
      return new Promise<Response>(() => {});
    }) as typeof globalThis.fetch;
    const tokenStore = memoryTokenStore(token('a'));
    const client = createClient({ baseUrl: BASE, fetch, tokenStore });
    let settled = false;
    const done = client.logout().then(() => (settled = true));
    expect(tokenStore.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(settled).toBe(true);
    expect(signal?.aborted).toBe(true);
  });

  it('given no token, signs out without calling the server', async () => {
    const { client, server, onLogout } = setup(() => json({ Success: true }), {
      tokenStore: memoryTokenStore(),
    });
    await client.logout();
    expect(server.seen).toEqual([]);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('given a refresh answering after the logout, does not bring the session back', async () => {
    let answerRefresh: (response: Response) => void = () => {};
    let refreshAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => (refreshAsked = resolve));
    const { client, tokenStore } = setup((r) => {
      if (r.path === '/api2/token/refresh') {
        refreshAsked();
        return new Promise<Response>((resolve) => (answerRefresh = resolve));
      }
      if (r.path === REVOKE) return json({ Success: true });
      return json({ Message: 'Token expired' }, 401);
    });
    const call = client.request(client.api.GET(OPEN_COUNT)).catch((e: unknown) => e);
    await asked;
    await client.logout();
    answerRefresh(json(token('new')));
    expect(await call).toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
  });
});

describe('session actions', () => {
  it('impersonate posts the customer id with the current bearer token and stores the new token', async () => {
    const { client, server, tokenStore } = setup(() => json(token('org-9')));
    await client.impersonate(9);
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      path: '/api2/Token/impersonate',
      authorization: 'Bearer access-old',
    });
    expect(server.seen[0]?.url.searchParams.get('customerId')).toBe('9');
    expect(tokenStore.get()).toEqual(token('org-9'));
  });

  it('a refused organisation switch rejects with the message but fires no error (spec §8: only logged)', async () => {
    const { client, tokenStore, errors } = setup(() =>
      json({ Message: 'No access to that organisation' }, 403),
    );
    await expect(client.impersonate(9)).rejects.toMatchObject({
      status: 403,
      message: 'No access to that organisation',
    });
    expect(errors).toEqual([]);
    expect(tokenStore.get()).toEqual(token('old'));
  });

  it('loginWithCode sends the code without a bearer token and stores the answered token', async () => {
    const { client, server, tokenStore } = setup(() => json(token('code')));
    await client.loginWithCode('AB 12');
    expect(server.seen[0]).toMatchObject({
      method: 'GET',
      path: '/api2/partner/authentication',
      authorization: null,
    });
    expect(server.seen[0]?.url.searchParams.get('code')).toBe('AB 12');
    expect(tokenStore.get()).toEqual(token('code'));
  });

  it("given an unknown code, loginWithCode throws the server's message for the page to show, without an 'error' event", async () => {
    const { client, tokenStore, errors } = setup(() => json({ Message: 'Code expired' }, 404));
    await expect(client.loginWithCode('X')).rejects.toMatchObject({ status: 404, message: 'Code expired' });
    expect(tokenStore.get()).toEqual(token('old'));
    expect(errors).toEqual([]);
  });

  it('changes the session key on login and logout but not on a token refresh', async () => {
    const { client } = setup(expiringServer());
    const initial = client.getSessionKey();
    await client.request(client.api.GET(OPEN_COUNT));
    expect(client.getSessionKey()).toBe(initial);
    await client.logout();
    const afterLogout = client.getSessionKey();
    expect(afterLogout).not.toBe(initial);
  });
});

describe('fetchShowing: failures the caller shows itself', () => {
  it('given fetchShowing(403), a 403 fires no error event but still throws', async () => {
    const { client, errors } = setup(() => json({ Message: 'Unauthorized' }, 403));
    await expect(
      client.request(client.api.GET(OPEN_COUNT, { fetch: client.fetchShowing(403) })),
    ).rejects.toMatchObject({ status: 403, message: 'Unauthorized' });
    expect(errors).toEqual([]);
  });

  it('given fetchShowing(0), a network failure fires no error event; other calls still report theirs', async () => {
    const { client, errors } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      client.request(client.api.GET(OPEN_COUNT, { fetch: client.fetchShowing(0) })),
    ).rejects.toMatchObject({ status: 0, message: 'Network error' });
    expect(errors).toEqual([]);
    await expect(client.request(client.api.GET(OPEN_COUNT))).rejects.toMatchObject({ status: 0 });
    expect(errors).toHaveLength(1);
  });
});

describe('a session that ends by itself, with holdOnSessionEnd (README "A session that ends")', () => {
  /** A JWT-shaped token of user `sub` (only its claims are read by the client). */
  const jwt = (name: string, sub: string): Token => {
    const claims = btoa(JSON.stringify({ sub, scope: 'ServiceProvider.Customer' })).replace(/=+$/, '');
    return { ...token(name), access_token: `header.${claims}.signature-${name}` };
  };
  const revokedServer = (valid: Token) => (r: SeenRequest) => {
    if (r.path === '/api2/token/refresh') return json({ Message: 'The session has ended' }, 401);
    if (r.path === '/api2/token') return json(valid);
    if (r.authorization === `Bearer ${valid.access_token}`) return json(counts);
    return json({ Message: 'The session has ended' }, 401);
  };

  it('given a revoked session, when a call answers 401 and the refresh fails, the call waits for the same user to sign in again and is then re-sent', async () => {
    const again = jwt('again', '7');
    const { client, tokenStore, onLogout, logouts, errors } = setup(revokedServer(again), {
      tokenStore: memoryTokenStore(jwt('old', '7')),
      holdOnSessionEnd: true,
    });
    const key = client.getSessionKey();

    let settled = false;
    const call = client.request(client.api.GET(OPEN_COUNT)).finally(() => (settled = true));
    await vi.waitFor(() => expect(client.isSessionEnded()).toBe(true));
    expect(tokenStore.get()).toBeNull();
    expect(onLogout).toHaveBeenCalledWith('ended');
    expect(logouts).toHaveBeenCalledWith('ended');
    expect(settled).toBe(false);

    await client.login({ username: 'mona@demo.test', password: 'secret12', scope: 'customer' });

    await expect(call).resolves.toEqual(counts);
    expect(client.isSessionEnded()).toBe(false);
    expect(client.getSessionKey()).toBe(key);
    expect(errors).toEqual([]);
  });

  it('given calls waiting after the session ended, when someone else signs in, they fail with 401 and the session key changes', async () => {
    const other = jwt('other', '8');
    const { client } = setup(revokedServer(other), {
      tokenStore: memoryTokenStore(jwt('old', '7')),
      holdOnSessionEnd: true,
    });
    const key = client.getSessionKey();
    const call = client.request(client.api.GET(OPEN_COUNT));
    await vi.waitFor(() => expect(client.isSessionEnded()).toBe(true));

    await client.login({ username: 'someone@demo.test', password: 'secret12', scope: 'customer' });

    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(client.getSessionKey()).not.toBe(key);
  });

  it('given calls waiting after the session ended, when the user logs out instead, they fail with 401', async () => {
    const { client, logouts } = setup(revokedServer(jwt('x', '9')), {
      tokenStore: memoryTokenStore(jwt('old', '7')),
      holdOnSessionEnd: true,
    });
    const call = client.request(client.api.GET(OPEN_COUNT));
    await vi.waitFor(() => expect(client.isSessionEnded()).toBe(true));

    await client.logout();

    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(client.isSessionEnded()).toBe(false);
    expect(logouts).toHaveBeenLastCalledWith('signedOut');
  });

  it('given no holdOnSessionEnd, a failed refresh answers the 401 at once', async () => {
    const { client } = setup(revokedServer(jwt('x', '9')), { tokenStore: memoryTokenStore(jwt('old', '7')) });
    await expect(client.request(client.api.GET(OPEN_COUNT))).rejects.toMatchObject({ status: 401 });
    expect(client.isSessionEnded()).toBe(false);
  });
});

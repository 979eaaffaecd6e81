import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, token, type SeenRequest } from '../test/fakeServer';
import { fakeXhr, type FakeUpload } from '../test/fakeXhr';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './ApiError';
import { createClient, type ClientOptions } from './createClient';
import { memoryTokenStore } from './tokenStore';

const BASE = 'http://portal.test';
const PATH = '/api2/partner/jobs/7/Attachments';
const files = { Files: [{ Id: 1, Name: 'photo.jpg', Link: 'attachments/7/a', IsMedia: true, TypeId: 1 }] };

function form() {
  const data = new FormData();
  data.append('Files', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'report.pdf');
  return data;
}

function setup(
  answer?: (request: FakeUpload) => void,
  options: Partial<ClientOptions> & { server?: (r: SeenRequest) => Response | Promise<Response> } = {},
) {
  const xhr = fakeXhr(answer);
  const server = fakeServer(options.server ?? (() => json({ Message: 'unexpected' }, 500)));
  const tokenStore = options.tokenStore ?? memoryTokenStore(token('old'));
  const client = createClient({
    baseUrl: BASE,
    fetch: server.fetch,
    tokenStore,
    xhr: xhr.factory,
    ...options,
  });
  const errors: ApiError[] = [];
  const logouts = vi.fn();
  client.on('error', (e) => errors.push(e));
  client.on('logout', logouts);
  return { client, xhr, server, tokenStore, errors, logouts };
}

/** Refreshes `old` into `new`; every other fetch is unexpected. */
const refreshing =
  (ok = true) =>
  (r: SeenRequest) =>
    r.path === '/api2/token/refresh'
      ? ok
        ? json(token('new'))
        : json({ Message: 'Refresh token revoked' }, 401)
      : json({ Message: 'unexpected' }, 500);

afterEach(() => {
  vi.useRealTimers();
});

describe('client.upload', () => {
  it('posts the form to the path under the base URL with the bearer token and resolves to the JSON answer', async () => {
    const { client, xhr } = setup((r) => r.respond(201, files));
    const body = form();
    await expect(client.upload(PATH, body)).resolves.toEqual(files);
    const [request] = xhr.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${BASE}${PATH}`);
    expect(request?.authorization).toBe('Bearer access-old');
    expect(request?.body).toBe(body);
    // The browser writes the multipart Content-Type with its boundary.
    expect(request?.headers.has('content-type')).toBe(false);
  });

  it('given no token, sends no Authorization header', async () => {
    const { client, xhr } = setup((r) => r.respond(200, files), { tokenStore: memoryTokenStore() });
    await client.upload(PATH, form());
    expect(xhr.requests[0]?.authorization).toBeNull();
  });

  it('reports the progress of the body going up as (loaded, total)', async () => {
    const { client, xhr } = setup();
    const onProgress = vi.fn();
    const done = client.upload(PATH, form(), { onProgress });
    const request = xhr.requests[0]!;
    request.progress(100, 400);
    request.progress(400, 400);
    request.respond(201, files);
    await done;
    expect(onProgress.mock.calls).toEqual([
      [100, 400],
      [400, 400],
    ]);
  });

  it('given a 401, refreshes the token once, stores it and re-sends the upload with it', async () => {
    const { client, xhr, server, tokenStore, errors } = setup(
      (r) => (r.authorization === 'Bearer access-new' ? r.respond(201, files) : r.respond(401, {})),
      { server: refreshing() },
    );
    await expect(client.upload(PATH, form())).resolves.toEqual(files);
    expect(xhr.requests.map((r) => r.authorization)).toEqual(['Bearer access-old', 'Bearer access-new']);
    expect(server.seen.filter((r) => r.path === '/api2/token/refresh')).toHaveLength(1);
    expect(tokenStore.get()?.access_token).toBe('access-new');
    expect(errors).toEqual([]);
  });

  it('given a second 401 after the refresh, logs out and rejects without an error event', async () => {
    const { client, tokenStore, logouts, errors } = setup((r) => r.respond(401, { Message: 'No' }), {
      server: refreshing(),
    });
    const failure = await client.upload(PATH, form()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(tokenStore.get()).toBeNull();
    expect(logouts).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });

  it('given a failed refresh, logs out without re-sending', async () => {
    const { client, xhr, tokenStore, logouts } = setup((r) => r.respond(401, {}), {
      server: refreshing(false),
    });
    await expect(client.upload(PATH, form())).rejects.toMatchObject({ status: 401 });
    expect(xhr.requests).toHaveLength(1);
    expect(tokenStore.get()).toBeNull();
    expect(logouts).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh with the other calls that meet a 401 at the same time', async () => {
    let refreshes = 0;
    // The refresh answers only once both calls have met their 401: it is still running for both.
    let unauthorized = 0;
    let bothUnauthorized!: () => void;
    const bothMetA401 = new Promise<void>((resolve) => (bothUnauthorized = resolve));
    const answer401 = () => {
      unauthorized += 1;
      if (unauthorized === 2) bothUnauthorized();
    };
    const { client, xhr } = setup(
      (r) => {
        if (r.authorization === 'Bearer access-new') return r.respond(201, files);
        answer401();
        r.respond(401, {});
      },
      {
        server: async (r) => {
          if (r.path === '/api2/token/refresh') {
            refreshes += 1;
            await bothMetA401;
            return json(token('new'));
          }
          if (r.authorization === 'Bearer access-new')
            return json({ ActivePartJobsCount: 0, ActiveOtherJobsCount: 0 });
          answer401();
          return json({}, 401);
        },
      },
    );
    await Promise.all([
      client.upload(PATH, form()),
      client.request(client.api.GET('/api2/customer/jobs/openCount')),
    ]);
    expect(refreshes).toBe(1);
    expect(xhr.requests.at(-1)?.authorization).toBe('Bearer access-new');
  });

  it("given a 413, rejects with the server's Message and fires the error event", async () => {
    const message = 'The file "video.mp4" is larger than 20 MB';
    const { client, errors } = setup((r) => r.respond(413, { Message: message }));
    const failure = (await client.upload(PATH, form()).catch((e: unknown) => e)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(413);
    expect(failure.message).toBe(message);
    expect(errors.map((e) => [e.status, e.message])).toEqual([[413, message]]);
  });

  it('given an answer without a Message, rejects with Unknown error', async () => {
    const { client } = setup((r) => r.respond(500, 'Internal'));
    await expect(client.upload(PATH, form())).rejects.toMatchObject({
      status: 500,
      message: 'Unknown error',
    });
  });

  it('given a 400, rejects with its Message and leaves it to the caller (no error event)', async () => {
    const { client, errors } = setup((r) =>
      r.respond(400, { Message: 'No file was sent (multipart field Files)' }),
    );
    await expect(client.upload(PATH, form())).rejects.toMatchObject({
      status: 400,
      message: 'No file was sent (multipart field Files)',
    });
    expect(errors).toEqual([]);
  });

  it('given a 204, rejects (only 200 and 201 are success) without an error event', async () => {
    const { client, errors } = setup((r) => r.respond(204, ''));
    await expect(client.upload(PATH, form())).rejects.toMatchObject({ status: 204 });
    expect(errors).toEqual([]);
  });

  it('given a network failure, rejects with status 0 and fires the error event', async () => {
    const { client, errors } = setup((r) => r.fail());
    await expect(client.upload(PATH, form())).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(errors).toHaveLength(1);
  });

  it('times out after 30 s without progress, however long the whole upload takes', async () => {
    vi.useFakeTimers();
    const { client, xhr, errors } = setup();
    const result = client.upload(PATH, form()).catch((e: unknown) => e);
    const request = xhr.requests[0]!;
    // Two minutes of steady progress: no time-out.
    for (let second = 1; second <= 120; second += 1) {
      await vi.advanceTimersByTimeAsync(1000);
      request.progress(second * 1000, 200_000);
    }
    expect(request.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(request.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const failure = (await result) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.message).toBe(TIMEOUT_MESSAGE);
    expect(request.aborted).toBe(true);
    expect(errors.map((e) => e.message)).toEqual([TIMEOUT_MESSAGE]);
  });

  it('takes the idle time-out from the client options', async () => {
    vi.useFakeTimers();
    const { client, xhr } = setup(undefined, { timeoutMs: 5000 });
    const result = client.upload(PATH, form()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(xhr.requests[0]?.aborted).toBe(true);
    expect(await result).toMatchObject({ status: 0, message: TIMEOUT_MESSAGE });
  });

  it('given an abort by the caller, stops the request and rejects with an AbortError, no error event', async () => {
    const { client, xhr, errors } = setup();
    const controller = new AbortController();
    const result = client.upload(PATH, form(), { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const failure = (await result) as DOMException;
    expect(failure.name).toBe('AbortError');
    expect(xhr.requests[0]?.aborted).toBe(true);
    expect(errors).toEqual([]);
  });

  it('given an already aborted signal, sends nothing', async () => {
    const { client, xhr } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(client.upload(PATH, form(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(xhr.requests).toHaveLength(0);
  });

  it('uses XMLHttpRequest when no factory is given', async () => {
    const sent: { url?: string; authorization?: string } = {};
    class StubXhr {
      status = 201;
      responseText = JSON.stringify(files);
      upload = { onprogress: null };
      onprogress = null;
      onload: (() => void) | null = null;
      onerror = null;
      onabort = null;
      open(_method: string, url: string) {
        sent.url = url;
      }
      setRequestHeader(name: string, value: string) {
        if (name === 'Authorization') sent.authorization = value;
      }
      send() {
        queueMicrotask(() => this.onload?.());
      }
      abort() {}
    }
    vi.stubGlobal('XMLHttpRequest', StubXhr);
    try {
      const client = createClient({ baseUrl: BASE, tokenStore: memoryTokenStore(token('a')) });
      await expect(client.upload(PATH, form())).resolves.toEqual(files);
      expect(sent).toEqual({ url: `${BASE}${PATH}`, authorization: 'Bearer access-a' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import type { Token } from '../contract';

/** A request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  url: URL;
  authorization: string | null;
  contentType: string | null;
  acceptLanguage: string | null;
  body: string;
}

export type Handler = (request: SeenRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const token = (name: string): Token => ({
  access_token: `access-${name}`,
  refresh_token: `refresh-${name}`,
  token_type: 'Bearer',
  expires_in: 900,
});

/**
 * An injected fetch that records every request and answers through `handler`. Never touches
 * globals.
 */
export function fakeServer(handler: Handler) {
  const seen: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname,
      url,
      authorization: request.headers.get('Authorization'),
      contentType: request.headers.get('Content-Type'),
      acceptLanguage: request.headers.get('Accept-Language'),
      body: request.body ? await request.text() : '',
    };
    seen.push(entry);
    return handler(entry);
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

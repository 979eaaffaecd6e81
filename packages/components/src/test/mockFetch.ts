import { getResponse, type RequestHandler } from 'msw';

/**
 * A `fetch` that answers from MSW request handlers without a service worker or a Node
 * interceptor: inject it into `createClient({ fetch })`. Requests no handler answers get
 * `404 { Message }`, like the server's unknown path.
 */
export function createMockFetch(handlers: readonly RequestHandler[]): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const response = await getResponse([...handlers], request);
    if (response) return response;
    const { pathname } = new URL(request.url);
    return Response.json({ Message: `No mock answers ${request.method} ${pathname}` }, { status: 404 });
  };
}

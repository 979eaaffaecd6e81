/**
 * The fetch of the element's sdk clients: a call that gets no answer at all (not one the caller
 * aborted) logs the CORS hint below, whatever the call (also those the UI stays quiet about).
 */
export function hintingFetch(
  apiBase: string,
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const request = new Request(input, init);
    try {
      return await globalThis.fetch(request);
    } catch (error) {
      if (!request.signal.aborted) {
        const hint = corsHint(apiBase, window.location.origin);
        if (hint) console.error(hint);
      }
      throw error;
    }
  };
}

/** The API roots a CORS hint was already given for: once per page and API. */
const hinted = new Set<string>();

/**
 * A call that got no answer at all from another origin is, on a working server, almost always
 * CORS: the browser refused the answer because the server's CORS_ORIGINS does not list this page.
 * The browser's own console message does not name the setting; this one does, once per API root
 * (null: same origin, or already said).
 */
export function corsHint(apiBase: string, pageOrigin: string): string | null {
  let apiOrigin: string;
  try {
    apiOrigin = new URL(apiBase, pageOrigin).origin;
  } catch {
    return null;
  }
  if (apiOrigin === pageOrigin || hinted.has(apiOrigin)) return null;
  hinted.add(apiOrigin);
  return (
    `eqp-embed: the API at ${apiOrigin} gave this page no answer. If the server is running, add this ` +
    `page's origin to the server's CORS_ORIGINS setting (CORS_ORIGINS=${pageOrigin}, comma-separated ` +
    `for several); see the @eqp/embed README, "CORS and hosting".`
  );
}

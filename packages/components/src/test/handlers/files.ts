import { http, HttpResponse } from 'msw';
import { api } from './helpers';

/** How long the fixtures' signed links work (the server's default). */
export const FILE_LINK_LIFETIME_MS = 5 * 60_000;

const nameOf = (relativePath: string) => relativePath.slice(relativePath.lastIndexOf('/') + 1);

/** The address a fixture signs for `relativePath` (a stand-in for the server's HMAC token). */
export function signedFileUrl(relativePath: string, name = nameOf(relativePath)): string {
  const token = btoa(unescape(encodeURIComponent(relativePath))).replace(/[+/=]/g, (c) =>
    c === '+' ? '-' : c === '/' ? '_' : '',
  );
  return `/api2/files/signed/${token}.fixture/${encodeURIComponent(name)}`;
}

/** A real browser (Storybook), not jsdom or happy-dom: a new tab's navigation never reaches MSW there. */
const inBrowser = () =>
  typeof navigator !== 'undefined' &&
  !/jsdom|happy-?dom/i.test(navigator.userAgent) &&
  typeof URL.createObjectURL === 'function';

/**
 * POST /api2/files/link: signs any relative path (or those `only` accepts), named by `name` or after its
 * last segment, for five minutes.
 * In jsdom the answer is a `/api2/files/signed/...` address like the server's. In Storybook a tab
 * opened at such an address would leave MSW (navigations bypass it), so there the fixture fetches
 * the file through the other handlers and answers an object URL of it: the story still opens it.
 */
export const fileLinkHandler = (
  name?: (relativePath: string) => string | undefined,
  /** The paths this handler signs; others fall through to the next handler. */
  only: (relativePath: string) => boolean = () => true,
) =>
  http.post(api('/files/link'), async ({ request }) => {
    const { RelativePath } = (await request.clone().json()) as { RelativePath: string };
    if (!only(RelativePath)) return undefined;
    const fileName = name?.(RelativePath) ?? nameOf(RelativePath);
    let url = signedFileUrl(RelativePath, fileName);
    if (inBrowser()) {
      const file = await fetch(
        new URL(`/api2/resource/?relativePath=${encodeURIComponent(RelativePath)}`, location.href),
      );
      if (!file.ok) return HttpResponse.json({ Message: 'File not found' }, { status: 404 });
      url = URL.createObjectURL(await file.blob());
    }
    return HttpResponse.json({
      Url: url,
      Name: fileName,
      ExpiresAt: new Date(Date.now() + FILE_LINK_LIFETIME_MS).toISOString(),
    });
  });

/** POST /api2/files/link refuses (`status`, default 403) with `{ Message }`. */
export const fileLinkErrorHandler = (status = 403, message = 'Unauthorized') =>
  http.post(api('/files/link'), () => HttpResponse.json({ Message: message }, { status }));

export const fileLinkHandlers = [fileLinkHandler()];

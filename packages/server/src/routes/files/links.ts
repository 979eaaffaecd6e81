/**
 * Signed file links: `POST /api2/files/link` checks that the caller may read a stored file (the
 * same rules as GET /api2/resource/) and answers a short-lived link to it; `GET
 * /api2/files/signed/<token>/<name>` streams the file to whoever holds the link, without a bearer
 * token, until it expires. See files/file-links.ts for the token and the README for the decision.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { operation } from '../../contract/routes.js';
import { BlobKeyError, checkBlobKey } from '../../files/blob-store.js';
import { contentDisposition } from '../../files/uploads.js';
import { ApiError, badRequest, notFound } from '../../http/errors.js';
import { attachmentAccess, isAttachmentKey } from '../partner/attachments/resource-access.js';
import { catalogueFileAccess } from './catalogue-access.js';
import { FILE_CONTENT_SECURITY_POLICY, FILE_NOT_FOUND, PUBLIC_IMAGE_FOLDERS } from './index.js';

export const FILE_LINK_MESSAGES = {
  invalid: 'This file link is not valid. Open the file again from the portal.',
  expired: 'This file link has expired. Open the file again from the portal.',
  ended:
    'This file link no longer works: the sign-in it was made in has ended. Open the file again from the portal.',
  gone: 'The file of this link no longer exists.',
} as const;

/**
 * Types a browser shows itself without running anything of the file's: PDF, raster images, plain
 * text. Everything else (SVG, HTML, XML, archives, unknown) is a download.
 */
const INLINE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'text/plain',
]);

const baseType = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/**
 * The sandbox policy of GET /api2/resource/ for every file but PDF: Chromium's PDF viewer does not
 * start in a sandboxed document, and a PDF's own scripts run inside the viewer, not in the page.
 */
const PDF_CONTENT_SECURITY_POLICY = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'";

/** The link's last segment: the name, encoded as one path segment. */
export const linkPath = (token: string, name: string) =>
  `/api2/files/signed/${token}/${encodeURIComponent(name.replace(/[/\\]/g, '-'))}`;

function whoMayRead(request: FastifyRequest, key: string) {
  if (isAttachmentKey(key)) return attachmentAccess(request.server, request, key);
  return catalogueFileAccess(request.server, request, key);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Refusal = keyof typeof FILE_LINK_MESSAGES;

const STATUS: Record<Refusal, number> = { invalid: 403, expired: 410, ended: 403, gone: 404 };

/** The page's title and text in English and Norwegian (a person reads it in a tab). */
const PAGES: Record<'en' | 'no', Record<Refusal, { title: string; text: string }>> = {
  en: {
    invalid: { title: 'Link not valid', text: FILE_LINK_MESSAGES.invalid },
    expired: { title: 'Link expired', text: FILE_LINK_MESSAGES.expired },
    ended: { title: 'Link no longer works', text: FILE_LINK_MESSAGES.ended },
    gone: { title: 'File not found', text: FILE_LINK_MESSAGES.gone },
  },
  no: {
    invalid: {
      title: 'Lenken er ikke gyldig',
      text: 'Denne fillenken er ikke gyldig. Åpne filen på nytt fra portalen.',
    },
    expired: {
      title: 'Lenken er utløpt',
      text: 'Denne fillenken er utløpt. Åpne filen på nytt fra portalen.',
    },
    ended: {
      title: 'Lenken virker ikke lenger',
      text: 'Denne fillenken virker ikke lenger fordi innloggingen den ble laget i, er avsluttet. Åpne filen på nytt fra portalen.',
    },
    gone: { title: 'Filen finnes ikke', text: 'Filen denne lenken viser til, finnes ikke lenger.' },
  },
};

/** Norwegian when the browser's first language is Norwegian (no, nb, nn), otherwise English. */
const pageLanguage = (acceptLanguage: string | undefined): 'en' | 'no' =>
  /^\s*(no|nb|nn)\b/i.test(acceptLanguage ?? '') ? 'no' : 'en';

/** A refusal: `{ Message }`, or a short page when a browser tab asks for HTML. */
function refuse(request: FastifyRequest, reply: FastifyReply, reason: Refusal) {
  const status = STATUS[reason];
  const accept = request.headers.accept ?? '';
  if (!accept.includes('text/html')) throw new ApiError(status, FILE_LINK_MESSAGES[reason]);
  const language = pageLanguage(request.headers['accept-language']);
  const { title, text } = PAGES[language][reason];
  const page = `<!doctype html>
<html lang="${language === 'no' ? 'nb' : 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f5f6f8;color:#1f2937}main{max-width:32rem;padding:2rem;margin:1rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}h1{font-size:1.25rem;margin:0 0 .5rem}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body>
</html>
`;
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}

export const fileLinkRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'post', '/api2/files/link', {}, async (request) => {
    let key: string;
    try {
      key = checkBlobKey(request.body.RelativePath);
    } catch (error) {
      if (error instanceof BlobKeyError) throw badRequest(`Invalid RelativePath: ${error.message}`);
      throw error;
    }
    // Public images need no link (an <img> or a plain link reads them); they are not signed.
    if (PUBLIC_IMAGE_FOLDERS.some((folder) => key.startsWith(folder))) throw notFound(FILE_NOT_FOUND);
    const { name } = await whoMayRead(request, key);
    // Without a token only what GET /api2/resource/ serves anonymously gets this far (user 0).
    const principal = request.principal;
    const { token, expiresAt } = app.fileLinks.sign({
      key,
      name,
      userId: principal?.userId ?? 0,
      sessionId: principal?.sessionId ?? null,
    });
    return { Url: linkPath(token, name), Name: name, ExpiresAt: expiresAt.toISOString() };
  });

  operation(app, 'get', '/api2/files/signed/{token}/{name}', {}, async (request, reply) => {
    const check = app.fileLinks.verify(request.params.token);
    if (!check.ok) {
      return refuse(request, reply, check.reason);
    }
    const { key, name, userId, sessionId } = check.claims;
    // The session the link was made in still runs and its user is active.
    if (sessionId !== null && (await app.tokens.sessionCheck.problem(sessionId, userId))) {
      return refuse(request, reply, 'ended');
    }
    let file;
    try {
      file = await app.blobStore.getStream(key);
    } catch (error) {
      if (error instanceof BlobKeyError) return refuse(request, reply, 'invalid');
      throw error;
    }
    if (!file) return refuse(request, reply, 'gone');
    const type = baseType(file.contentType);
    const inline = INLINE_TYPES.has(type);
    return reply
      .type(file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', contentDisposition(name, inline ? 'inline' : 'attachment'))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-security-policy',
        type === 'application/pdf' ? PDF_CONTENT_SECURITY_POLICY : FILE_CONTENT_SECURITY_POLICY,
      )
      .send(file.stream);
  });
};

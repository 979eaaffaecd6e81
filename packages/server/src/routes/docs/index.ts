/**
 * The API reference (DESIGN §6): the contract to download (`GET /api2/openapi.json`,
 * `GET /api2/openapi.yaml`, operations of the contract) and the interactive reference page
 * (`GET /api2/docs`, Swagger UI, with its files under `/api2/docs/assets/<version>/`).
 *
 * Nothing is read at start-up: each file is read and compressed when first asked for, once per
 * process (representation.ts). The assets' URLs carry a version (Swagger UI's and a hash of this
 * server's own two files), so they are cached for good; the page and the contract are revalidated
 * by their ETag.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'yaml';
import type { Contract } from '../../contract/contract.js';
import { operation } from '../../contract/routes.js';
import { notFound } from '../../http/errors.js';
import { SERVER_PATHS } from '../../paths.js';
import { DOCS_CONTENT_SECURITY_POLICY, docsPage } from './page.js';
import { etagOf, once, type Representation, represent, sendRepresentation } from './representation.js';

export const DOCS_PATH = '/api2/docs';
export const ASSETS_PATH = `${DOCS_PATH}/assets`;

const resolve = createRequire(import.meta.url).resolve;
const SWAGGER_UI_DIR = path.dirname(resolve('swagger-ui-dist/package.json'));
const OWN_DIR = path.join(SERVER_PATHS.serverRoot, 'api-docs');

const JS = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';

/** The files the page loads, by the name in their URL. */
export const DOCS_ASSETS: Readonly<Record<string, { file: string; type: string }>> = {
  'swagger-ui-bundle.js': { file: path.join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'), type: JS },
  'swagger-ui.css': { file: path.join(SWAGGER_UI_DIR, 'swagger-ui.css'), type: CSS },
  'favicon-32x32.png': { file: path.join(SWAGGER_UI_DIR, 'favicon-32x32.png'), type: 'image/png' },
  'api-docs.js': { file: path.join(OWN_DIR, 'api-docs.js'), type: JS },
  'api-docs.css': { file: path.join(OWN_DIR, 'api-docs.css'), type: CSS },
};

/** Versioned files: kept by browsers and proxies for a year, never asked for again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page and the contract: kept, but revalidated (If-None-Match) before each use. */
const REVALIDATE = 'no-cache';

const ASSET_NOT_FOUND = (name: string) =>
  `No such file of the API reference: ${name} (the page links the current ones: open ${DOCS_PATH})`;

/** The contract's YAML (as written, when loaded from its file) and JSON, with one ETag. */
function contractRepresentations(contract: Contract) {
  return once(async () => {
    const yaml = contract.source ?? stringify(contract.document);
    const etag = etagOf(yaml);
    const [asYaml, asJson] = await Promise.all([
      represent(Buffer.from(yaml, 'utf8'), etag),
      represent(Buffer.from(JSON.stringify(contract.document), 'utf8'), etag),
    ]);
    return { yaml: asYaml, json: asJson };
  });
}

/** The version in the assets' URLs and the page that links them. */
const docsPageRepresentation = once(async () => {
  const own = await Promise.all([
    readFile(DOCS_ASSETS['api-docs.js']!.file),
    readFile(DOCS_ASSETS['api-docs.css']!.file),
  ]);
  const { version: swaggerUi } = JSON.parse(
    await readFile(path.join(SWAGGER_UI_DIR, 'package.json'), 'utf8'),
  ) as { version: string };
  const version = `${swaggerUi}-${etagOf(Buffer.concat(own)).slice(3, 13)}`;
  return { version, page: await represent(Buffer.from(docsPage(`${ASSETS_PATH}/${version}`), 'utf8')) };
});

const assetRepresentations = new Map<string, () => Promise<Representation>>(
  Object.entries(DOCS_ASSETS).map(([name, { file }]) => [
    name,
    once(async () => represent(await readFile(file))),
  ]),
);

/** The version of the page's asset URLs (`/api2/docs/assets/<version>/...`). */
export async function docsAssetVersion(): Promise<string> {
  return (await docsPageRepresentation()).version;
}

export const docsRoutes: FastifyPluginAsync = async (app) => {
  const contract = contractRepresentations(app.operations.contract);

  operation(app, 'get', '/api2/openapi.json', {}, async (request, reply) =>
    sendRepresentation(request, reply, (await contract()).json, {
      type: 'application/json; charset=utf-8',
      cacheControl: REVALIDATE,
      disposition: 'inline; filename="api2.json"',
    }),
  );

  operation(app, 'get', '/api2/openapi.yaml', {}, async (request, reply) =>
    sendRepresentation(request, reply, (await contract()).yaml, {
      type: 'application/yaml; charset=utf-8',
      cacheControl: REVALIDATE,
      disposition: 'inline; filename="api2.yaml"',
    }),
  );

  // Not operations of the contract: a page for people and its files (the router ignores a trailing
  // slash, so /api2/docs/ is the same page).
  app.get(DOCS_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    const { page } = await docsPageRepresentation();
    // On the 304 too: a revalidated page keeps its own policy, not the API's.
    reply.header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY);
    return sendRepresentation(request, reply, page, {
      type: 'text/html; charset=utf-8',
      cacheControl: REVALIDATE,
    });
  });

  app.get<{ Params: { version: string; name: string } }>(
    `${ASSETS_PATH}/:version/:name`,
    async (request, reply) => {
      const { version, name } = request.params;
      const asset = Object.hasOwn(DOCS_ASSETS, name) ? DOCS_ASSETS[name] : undefined;
      if (!asset || version !== (await docsAssetVersion())) throw notFound(ASSET_NOT_FOUND(name));
      const representation = await assetRepresentations.get(name)!();
      return sendRepresentation(request, reply, representation, {
        type: asset.type,
        cacheControl: IMMUTABLE,
      });
    },
  );
};

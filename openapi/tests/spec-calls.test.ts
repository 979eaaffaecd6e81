import { describe, expect, it } from 'vitest';
import { loadContract, operations } from './load-contract';

/**
 * Every call of spec §7, copied from its tables: method and path exactly as the spec writes them,
 * with a leading `/` where the spec omits it and without the query string. Two placeholders are named:
 * `{Open or Completed}` is the path parameter `{status}`, and the four document lists written as
 * `/documents/forms/{machineId}, /manuals/{machineId}, ...` are four paths.
 */
const SPEC_CALLS: ReadonlyArray<readonly [method: string, path: string]> = [
  // Authentication and session
  ['POST', '/api2/token'],
  ['POST', '/api2/token/refresh'],
  ['POST', '/api2/Token/impersonate'],
  ['GET', '/api2/customer/userinfo'],
  ['GET', '/api2/partner/userinfo'],
  ['GET', '/api2/partner/authentication'],
  ['GET', '/api2/Accounts/ValidateOtp'],
  ['POST', '/api2/Accounts/RecoverPassword'],
  ['POST', '/api2/Accounts/ChangePassword'],
  ['GET', '/api2/app/portal'],
  ['GET', '/api2/Report/logo'],
  ['GET', '/api2/resource/'],
  // Customer
  ['GET', '/api2/customer/machines'],
  ['GET', '/api2/customer/machines/filtered'],
  ['GET', '/api2/customer/machines/openJobsCount/{id}'],
  ['GET', '/api2/customer/machines/overview/{id}'],
  ['GET', '/api2/customer/machines/history/{id}'],
  ['GET', '/api2/customer/jobs/openCount'],
  ['GET', '/api2/customer/jobs/openmachinejobs/{id}'],
  ['GET', '/api2/customer/jobs/{jobId}'],
  ['GET', '/api2/customer/jobs/filtered'],
  ['POST', '/api2/customer/jobs'],
  ['GET', '/api2/customer/documents/partdrawing/{documentId}'],
  ['GET', '/api2/customer/documents/forms/{machineId}'],
  ['GET', '/api2/customer/documents/manuals/{machineId}'],
  ['GET', '/api2/customer/documents/partdrawings/{machineId}'],
  ['GET', '/api2/customer/documents/resources/{machineId}'],
  ['GET', '/api2/customer/article/part/{articleNumber}'],
  ['GET', '/api2/customer/parts/{machineModelId}'],
  ['GET', '/api2/customer/article/{articleNumber}/price-for-machine/{machineId}'],
  ['GET', '/api2/customer/overview/machinecost'],
  ['GET', '/api2/customer/shoppingcart'],
  ['POST', '/api2/customer/shoppingcart'],
  ['PATCH', '/api2/customer/shoppingcart/detail/{id}/count/{count}'],
  ['DELETE', '/api2/customer/shoppingcart/detail/{id}'],
  ['POST', '/api2/customer/shoppingcart/checkout'],
  ['POST', '/api2/customer/User/add'],
  ['GET', '/api2/Customer/User/SearchCustomerUsers'],
  ['PATCH', '/api2/customer/userinfo/Contact/ToggleActive/{id}'],
  ['GET', '/api2/customer/userinfo/organization'],
  // Partner
  ['GET', '/api2/partner/jobs/view'],
  ['GET', '/api2/partner/company'],
  ['GET', '/api2/partner/jobs/code'],
  ['GET', '/api2/partner/jobs/{id}'],
  ['PATCH', '/api2/partner/jobs/{id}/setStatus/{status}'],
  ['PATCH', '/api2/partner/jobs/{machineJobId}/setComment'],
  ['GET', '/api2/partner/machinecounter/{machineId}'],
  ['PUT', '/api2/partner/machinecounter/'],
  ['GET', '/api2/partner/Article'],
  ['GET', '/api2/partner/Article/Search'],
  ['GET', '/api2/partner/OrderDetail/List/{machineJobId}'],
  ['POST', '/api2/partner/OrderDetail/{machineJobId}'],
  ['PATCH', '/api2/partner/OrderDetail/{machineJobId}'],
  ['DELETE', '/api2/partner/OrderDetail/{machineJobId}/{lineId}'],
  ['GET', '/api2/partner/jobs/{id}/Attachments'],
  ['POST', '/api2/partner/jobs/{id}/Attachments'],
  ['DELETE', '/api2/partner/jobs/{id}/Attachment/{fileId}'],
  ['GET', '/api2/partner/jobs/offlinereport-enabled'],
  ['POST', '/api2/partner/jobs/{id}/offlinereport'],
  ['GET', '/api2/Partner/jobs/offlinereport/{code}'],
];

/** Calls the spec needs but does not show, decided in the contract (see README, Decisions). */
const DECIDED_CALLS: ReadonlyArray<readonly [method: string, path: string]> = [
  ['PUT', '/api2/customer/machines/{id}'],
  ['PATCH', '/api2/customer/User/ToggleActive/{id}'],
  ['GET', '/api2/public/machine/{qr}'],
  ['GET', '/api2/public/machine/{qr}/history'],
  ['GET', '/api2/public/machine/{qr}/resources'],
  ['POST', '/api2/token/revoke'],
  ['GET', '/api2/partner/jobs/list'],
  ['GET', '/api2/partner/jobs/counts'],
  ['GET', '/api2/customer/machines/search'],
  ['GET', '/api2/customer/machines/filteroptions'],
  ['POST', '/api2/files/link'],
  ['GET', '/api2/files/signed/{token}/{name}'],
  ['GET', '/api2/openapi.json'],
  ['GET', '/api2/openapi.yaml'],
];

/** Operations that need no access token. Everything else requires the `oauth2` access token. */
const NOT_BEARER_ONLY = new Set([
  'postToken',
  'refreshToken',
  'revokeToken',
  'partnerCodeLogin',
  'validateOtp',
  'recoverPassword',
  'changePassword',
  'getPortalOptions',
  'getLogo',
  'getResource',
  'getPublicMachine',
  'getPublicMachineHistory',
  'getPublicMachineResources',
  'getOfflineReport',
  'createFileLink',
  'getSignedFile',
  'getOpenApiJson',
  'getOpenApiYaml',
]);

const TAGS = new Set(['Auth', 'App', 'Customer', 'Partner', 'Accounts', 'Files', 'Docs']);

/** A multipart body's schema: its fields, each a binary file or an array of them. */
interface MultipartSchema {
  properties: Record<string, { type?: string; format?: string; maxItems?: number; items?: unknown }>;
}

const contract = loadContract();
const all = operations(contract);
const key = (method: string, path: string) => `${method} ${path}`;
const present = new Set(all.map(({ method, path }) => key(method, path)));

describe('the calls of spec §7', () => {
  it('lists 60 calls', () => {
    expect(SPEC_CALLS).toHaveLength(60);
    expect(new Set(SPEC_CALLS.map(([method, path]) => key(method, path))).size).toBe(60);
  });

  it.each(SPEC_CALLS)('%s %s is in the contract', (method, path) => {
    expect(present.has(key(method, path)), `${method} ${path} is missing from api2.yaml`).toBe(true);
  });
});

describe('the calls decided beyond spec §7', () => {
  it.each(DECIDED_CALLS)('%s %s is in the contract', (method, path) => {
    expect(present.has(key(method, path))).toBe(true);
  });

  it('has no operation that is neither a spec call nor a decided one', () => {
    const expected = new Set([...SPEC_CALLS, ...DECIDED_CALLS].map(([method, path]) => key(method, path)));
    expect([...present].filter((call) => !expected.has(call))).toEqual([]);
  });
});

describe('every operation', () => {
  it('has a unique camelCase operationId, a known tag and a summary', () => {
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(all.length);
    for (const { method, path, operation } of all) {
      const where = `${method} ${path}`;
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(operation.tags, where).toHaveLength(1);
      expect(TAGS.has(operation.tags?.[0] ?? ''), where).toBe(true);
      expect(operation.summary, where).toBeTruthy();
    }
  });

  it('succeeds with 200 or 201 only, never 204', () => {
    for (const { method, path, operation } of all) {
      const success = Object.keys(operation.responses ?? {}).filter((status) => /^2/.test(status));
      expect(success, `${method} ${path}`).toHaveLength(1);
      expect(['200', '201'], `${method} ${path}`).toContain(success[0]);
    }
  });

  it('writes its success answer inline, with a $ref to a component schema for a JSON answer', () => {
    for (const { method, path, operation } of all) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^2/.test(status)) continue;
        const where = `${method} ${path} ${status}`;
        expect(response.$ref, `${where} is a $ref to a shared response`).toBeUndefined();
        expect(response.content, `${where} has content`).toBeDefined();
        const json = response.content?.['application/json']?.schema as
          { $ref?: string; type?: string; items?: { $ref?: string } } | undefined;
        if (!json || json.type === 'boolean') continue;
        // The contract itself (an OpenAPI document) is described by OpenAPI, not by this contract.
        if (operation.operationId === 'getOpenApiJson') continue;
        const ref = json.type === 'array' ? json.items?.$ref : json.$ref;
        expect(ref, where).toMatch(/^#\/components\/schemas\/[A-Za-z]+$/);
      }
    }
  });

  it('describes each multipart part: binary files (an array for several) and their accepted types', () => {
    const schemas = contract.components.schemas as Record<string, MultipartSchema>;
    const multipart = all.filter(({ operation }) => operation.requestBody?.content?.['multipart/form-data']);
    expect(multipart.map(({ operation }) => operation.operationId).sort()).toEqual([
      'uploadJobAttachments',
      'uploadOfflineReport',
    ]);
    for (const { method, path, operation } of multipart) {
      const media = operation.requestBody!.content!['multipart/form-data']!;
      const schema = schemas[media.schema!.$ref!.replace('#/components/schemas/', '')]!;
      for (const [field, property] of Object.entries(schema.properties)) {
        const where = `${method} ${path} ${field}`;
        const file = property.type === 'array' ? property.items : property;
        expect(file, where).toMatchObject({ type: 'string', format: 'binary' });
        if (property.type === 'array') expect(property.maxItems, where).toBeGreaterThan(1);
        expect(media.encoding?.[field]?.contentType, where).toMatch(
          /^[a-z]+\/[a-z.+-]+(, [a-z]+\/[a-z.+-]+)*$/,
        );
      }
    }
  });

  it('answers every error with a shared response carrying the ApiError schema { Message }, never a default', () => {
    const errorResponses = contract.components.responses as Record<
      string,
      { content?: Record<string, { schema?: { $ref?: string } }> }
    >;
    for (const { method, path, operation } of all) {
      const responses = operation.responses ?? {};
      expect(responses.default, `${method} ${path} has a default answer`).toBeUndefined();
      for (const [status, response] of Object.entries(responses)) {
        if (status === '304') {
          // Not modified: only an answer that sends an ETag to ask with (If-None-Match) may say it.
          const ok = responses['200'] as { headers?: Record<string, unknown> } | undefined;
          expect(ok?.headers?.ETag, `${method} ${path} answers 304 without an ETag`).toBeDefined();
          continue;
        }
        expect(status, `${method} ${path}`).toMatch(/^[245]\d\d$/);
        if (!/^[45]/.test(status)) continue;
        expect(status, `${method} ${path} declares a 5xx other than 503`).not.toMatch(/^5(?!03)/);
        expect(response.$ref, `${method} ${path} ${status} is a shared response`).toMatch(
          /^#\/components\/responses\//,
        );
        const resolved = errorResponses[response.$ref!.replace('#/components/responses/', '')];
        expect(resolved?.content?.['application/json']?.schema, `${method} ${path} ${status}`).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
      }
    }
  });

  it('declares the statuses of the status rule (openapi/README.md)', () => {
    for (const { method, path, operation } of all) {
      const where = `${method} ${path}`;
      const statuses = Object.keys(operation.responses ?? {});
      const expected = ['400', '429', '503'];
      const security = (operation.security ?? contract.security) as Record<string, string[]>[];
      if (security.some((requirement) => Object.keys(requirement).length > 0)) expected.push('401');
      if (/\{[^}]+\}/.test(path)) expected.push('404');
      if (operation.requestBody) expected.push('413', '415');
      for (const status of expected) expect(statuses, where).toContain(status);
    }
  });

  it("requires the access token of the operation's portal unless it is one of the public or token calls", () => {
    const customer = { oauth2: ['ServiceProvider.Customer'] };
    const partner = { oauth2: ['ServiceProvider.Partner'] };
    expect(contract.security).toEqual([customer, partner]);
    for (const { method, path, operation } of all) {
      const id = operation.operationId ?? '';
      const where = path.toLowerCase();
      const portals = where.startsWith('/api2/customer/')
        ? [customer]
        : where.startsWith('/api2/partner/')
          ? [partner]
          : [customer, partner];
      expect(operation.security, `${method} ${path} must state its own security`).toBeDefined();
      if (NOT_BEARER_ONLY.has(id)) {
        const named = (operation.security as Record<string, string[]>[]).filter((r) => 'oauth2' in r);
        if (named.length > 0) expect(named, `${method} ${path}`).toEqual(portals);
      } else {
        expect(operation.security, `${method} ${path}`).toEqual(portals);
      }
    }
  });
});

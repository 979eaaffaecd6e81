/**
 * The OpenAPI contract (`@eqp/contract/api2.yaml`) as the server sees it: every operation with its
 * parameters, request body and responses, local `$ref`s resolved for everything except schemas.
 * Schemas keep their `$ref`s, rewritten to absolute references into the document registered
 * with Ajv under CONTRACT_ID, so recursive schemas work and nothing is copied.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';

export const CONTRACT_ID = 'https://eqp.invalid/api2.yaml';
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = Uppercase<(typeof HTTP_METHODS)[number]>;

export type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & {
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  security?: SecurityRequirement[];
};
type SecurityRequirement = Record<string, string[]>;

export interface ContractParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  /** With absolute `$ref`s (see CONTRACT_ID). */
  schema: JsonSchema;
}

export interface ContractOperation {
  method: HttpMethod;
  /** The path exactly as the contract writes it (`/api2/Token/impersonate`). */
  path: string;
  operationId: string | undefined;
  parameters: ContractParameter[];
  /** media type -> schema (absolute `$ref`s); undefined when the operation has no body. */
  requestBody: { required: boolean; content: Record<string, JsonSchema | undefined> } | undefined;
  /** 200 and 201 -> the schema of the `application/json` answer (absolute `$ref`s), where there is one. */
  responses: Record<string, JsonSchema>;
  /** Names of the security schemes that may authorise the call; empty = public. */
  security: string[];
  /** True when the call may be made without credentials (`security: []` or a `{}` alternative). */
  anonymous: boolean;
  /** JSON pointer (as an array of segments) to the operation in the document. */
  pointer: string[];
}

export interface Contract {
  document: OpenApiDocument;
  operations: ContractOperation[];
  /** The YAML text the document was parsed from (loadContract), as the API reference hands it out. */
  source?: string;
}

export function contractPath(): string {
  return createRequire(import.meta.url).resolve('@eqp/contract/api2.yaml');
}

let cached: Contract | undefined;
/** Loads and parses the contract once per process. */
export function loadContract(file: string = contractPath()): Contract {
  if (file === contractPath() && cached) return cached;
  const source = fs.readFileSync(file, 'utf8');
  const contract = { ...parseContract(parse(source) as OpenApiDocument), source };
  if (file === contractPath()) cached = contract;
  return contract;
}

export function parseContract(document: OpenApiDocument): Contract {
  const operations: ContractOperation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item = resolveRef(document, rawItem) as Record<string, unknown>;
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const method of HTTP_METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const pointer = ['paths', path, method];
      const parameters = mergeParameters(document, shared, (op.parameters as unknown[] | undefined) ?? []);
      const security = (op.security as SecurityRequirement[] | undefined) ?? document.security ?? [];
      operations.push({
        method: method.toUpperCase() as HttpMethod,
        path,
        operationId: op.operationId as string | undefined,
        parameters,
        requestBody: readRequestBody(document, op.requestBody),
        responses: readJsonResponses(document, op.responses),
        security: [...new Set(security.flatMap((requirement) => Object.keys(requirement)))],
        anonymous:
          security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0),
        pointer,
      });
    }
  }
  return { document, operations };
}

function mergeParameters(document: OpenApiDocument, shared: unknown[], own: unknown[]): ContractParameter[] {
  const byKey = new Map<string, ContractParameter>();
  for (const raw of [...shared, ...own]) {
    const p = resolveRef(document, raw) as Record<string, unknown>;
    const parameter: ContractParameter = {
      name: String(p.name),
      in: p.in as ContractParameter['in'],
      required: p.in === 'path' ? true : Boolean(p.required),
      schema: absoluteRefs((p.schema as JsonSchema | undefined) ?? {}),
    };
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

function readRequestBody(document: OpenApiDocument, raw: unknown): ContractOperation['requestBody'] {
  if (!raw) return undefined;
  const body = resolveRef(document, raw) as Record<string, unknown>;
  const content: Record<string, JsonSchema | undefined> = {};
  for (const [mediaType, media] of Object.entries(
    (body.content as Record<string, { schema?: JsonSchema }>) ?? {},
  )) {
    content[mediaType] = media.schema ? absoluteRefs(media.schema) : undefined;
  }
  return { required: Boolean(body.required), content };
}

/** The JSON schemas of the success answers (200, 201): what the hot reads are serialised by. */
function readJsonResponses(document: OpenApiDocument, raw: unknown): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  const responses = (raw as Record<string, unknown> | undefined) ?? {};
  for (const status of ['200', '201']) {
    if (responses[status] === undefined) continue;
    const response = resolveRef(document, responses[status]) as {
      content?: Record<string, { schema?: JsonSchema }>;
    };
    const schema = response.content?.['application/json']?.schema;
    if (schema) out[status] = absoluteRefs(schema);
  }
  return out;
}

/** Follows `$ref: '#/...'` chains (for parameters, request bodies, responses, path items). */
export function resolveRef(document: OpenApiDocument, value: unknown): unknown {
  let current = value;
  for (let depth = 0; depth < 20; depth++) {
    if (!current || typeof current !== 'object' || !('$ref' in current)) return current;
    const ref = (current as { $ref: unknown }).$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) {
      throw new Error(`Only local $refs are supported in the contract, found ${String(ref)}`);
    }
    current = getPointer(document, parsePointer(ref.slice(1)));
    if (current === undefined) throw new Error(`Unresolved $ref ${ref} in the contract`);
  }
  throw new Error('Too deep a $ref chain in the contract');
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function toPointer(segments: string[]): string {
  return segments.map((s) => '/' + encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('');
}

export function getPointer(document: unknown, segments: string[]): unknown {
  let current: unknown = document;
  for (const segment of segments) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Deep copy of a schema with local `$ref`s made absolute (CONTRACT_ID + fragment). */
export function absoluteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(absoluteRefs) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof child === 'string' && child.startsWith('#')
        ? CONTRACT_ID + child
        : absoluteRefs(child);
  }
  return out as T;
}

/** `/api2/customer/jobs/{jobId}` -> `/api2/customer/jobs/:jobId` */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * Finds the operation a concrete request path belongs to, matching case-insensitively like the
 * server's router (static segments win over parameters).
 */
export function findOperation(
  contract: Contract,
  method: string,
  url: string,
): ContractOperation | undefined {
  const path = url.split('?')[0]!.replace(/\/+$/, '') || '/';
  const segments = path.toLowerCase().split('/');
  let best: { op: ContractOperation; score: number } | undefined;
  for (const op of contract.operations) {
    if (op.method !== method.toUpperCase()) continue;
    const template = op.path.replace(/\/+$/, '').toLowerCase().split('/');
    if (template.length !== segments.length) continue;
    let score = 0;
    let ok = true;
    for (let i = 0; i < template.length; i++) {
      const t = template[i]!;
      if (/^\{[^}]+\}$/.test(t)) continue;
      if (t !== segments[i]) {
        ok = false;
        break;
      }
      score++;
    }
    if (ok && (!best || score > best.score)) best = { op, score };
  }
  return best?.op;
}

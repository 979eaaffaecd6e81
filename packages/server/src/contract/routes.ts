/**
 * Contract-driven routing: every operation of the contract is a Fastify route whose query, path
 * and body schemas come from the contract. Area plugins implement operations with `operation()`;
 * `registerRemainingOperations()` answers 501 for the rest (after the same auth checks).
 */
import type { paths } from '@eqp/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
} from 'fastify';
import type { AuthRequirement } from '../auth/scopes.js';
import { notImplemented } from '../http/errors.js';
import {
  type Contract,
  type ContractOperation,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  toFastifyPath,
} from './contract.js';
import { responseSchemas } from './serialization.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route implements. */
    operationId?: string;
  }
}

const keyOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\/+$/, '').toLowerCase()}`;

export class OperationRegistry {
  private readonly byKey = new Map<string, ContractOperation>();
  private readonly implemented = new Set<string>();

  constructor(readonly contract: Contract) {
    for (const op of contract.operations) {
      const key = keyOf(op.method, op.path);
      // Two contract paths differing only in case would be one route here.
      if (this.byKey.has(key))
        throw new Error(`The contract has ${op.method} ${op.path} twice (paths match case-insensitively)`);
      this.byKey.set(key, op);
    }
  }

  /** The contract operation written as `path` (case-insensitive). */
  get(method: HttpMethod, path: string): ContractOperation | undefined {
    return this.byKey.get(keyOf(method, path));
  }

  markImplemented(op: ContractOperation): void {
    const key = keyOf(op.method, op.path);
    if (this.implemented.has(key)) throw new Error(`${op.method} ${op.path} is implemented twice`);
    this.implemented.add(key);
  }

  isImplemented(op: ContractOperation): boolean {
    return this.implemented.has(keyOf(op.method, op.path));
  }

  remaining(): ContractOperation[] {
    return this.contract.operations.filter((op) => !this.isImplemented(op));
  }
}

/** The auth a contract operation implies: its security schemes and its path prefix. */
export function defaultAuthRequirement(op: ContractOperation): AuthRequirement {
  if (op.security.length === 0) return 'public';
  if (op.security.includes('basicAuth') || op.security.includes('refreshBearer')) return 'handler';
  if (op.anonymous) return 'optional';
  const path = op.path.toLowerCase();
  if (path.startsWith('/api2/customer/')) return 'customer';
  if (path.startsWith('/api2/partner/')) return 'partner';
  return 'bearer';
}

function objectSchema(properties: Record<string, JsonSchema>, required: string[]): JsonSchema {
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/**
 * The Fastify route schema of an operation: its request parts (validated by the contract's Ajv)
 * and, for the hot reads, its success answer (serialised by it; serialization.ts).
 */
export function routeSchema(op: ContractOperation, document: OpenApiDocument): FastifySchema {
  const schema: FastifySchema = {};
  for (const where of ['query', 'path'] as const) {
    const params = op.parameters.filter((p) => p.in === where);
    if (params.length === 0) continue;
    const s = objectSchema(
      Object.fromEntries(params.map((p) => [p.name, p.schema])),
      params.filter((p) => p.required).map((p) => p.name),
    );
    if (where === 'query') schema.querystring = s;
    else schema.params = s;
  }
  if (op.requestBody) {
    const content = Object.entries(op.requestBody.content).filter(
      (entry): entry is [string, JsonSchema] => entry[1] !== undefined && !entry[0].startsWith('multipart/'),
    );
    if (content.length === 1) {
      // Fastify checks a call without a body as null: an optional body may be left out.
      schema.body = op.requestBody.required ? content[0]![1] : { if: { type: 'null' }, else: content[0]![1] };
    } else if (content.length > 1) {
      schema.body = { content: Object.fromEntries(content.map(([type, s]) => [type, { schema: s }])) };
    }
  }
  // The hot reads' answers are serialised by their schema (serialization.ts).
  const response = responseSchemas(op, document);
  if (response) schema.response = response;
  return schema;
}

export type Authenticate = (request: FastifyRequest, requirement: AuthRequirement) => Promise<void>;

export interface OperationOptions {
  /** Overrides the auth implied by the contract (security + path prefix). */
  auth?: AuthRequirement;
}

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Op<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Part<O, K extends string> = O extends { parameters: { [key in K]?: infer Q } } ? NonNullable<Q> : never;
type BodyOf<O> = O extends { requestBody?: { content: infer C } } ? C[keyof C] : undefined;
type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : undefined;
type SuccessOf<O> = O extends { responses: infer R }
  ? R extends { 200: infer S }
    ? ContentOf<S>
    : R extends { 201: infer S }
      ? ContentOf<S>
      : unknown
  : unknown;

/** The typed request of a contract operation (query with the contract's defaults applied). */
export type OperationRequest<P extends keyof paths, M extends Method> = FastifyRequest<{
  Querystring: Part<Op<P, M>, 'query'>;
  Params: Part<Op<P, M>, 'path'>;
  Body: BodyOf<Op<P, M>>;
}>;

/**
 * Implements the contract operation `method path` on `app` (the area plugin's instance). The path
 * is a key of the generated `paths` type, so a path or answer shape the contract lacks fails the
 * type check; it is also checked at start-up against the loaded contract.
 */
export function operation<P extends keyof paths, M extends Method & keyof paths[P]>(
  app: FastifyInstance,
  method: M,
  path: P,
  options: OperationOptions,
  handler: (
    request: OperationRequest<P, M>,
    reply: FastifyReply,
  ) => Promise<SuccessOf<Op<P, M>> | FastifyReply>,
): void {
  const upper = method.toUpperCase() as HttpMethod;
  const op = app.operations.get(upper, path);
  if (!op) throw new Error(`${upper} ${path} is not an operation of the contract (openapi/api2.yaml)`);
  app.operations.markImplemented(op);
  const auth = options.auth ?? defaultAuthRequirement(op);
  app.route({
    method: op.method,
    url: toFastifyPath(op.path),
    schema: routeSchema(op, app.operations.contract.document),
    config: { operationId: op.operationId },
    onRequest: async (request) => app.authenticate(request, auth),
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/** Every operation no plugin implemented: the same auth checks, then 501. */
export async function registerRemainingOperations(app: FastifyInstance): Promise<void> {
  for (const op of app.operations.remaining()) {
    const auth = defaultAuthRequirement(op);
    app.route({
      method: op.method,
      url: toFastifyPath(op.path),
      schema: routeSchema(op, app.operations.contract.document),
      config: { operationId: op.operationId },
      onRequest: async (request) => {
        if (auth !== 'handler') await app.authenticate(request, auth);
        throw notImplemented();
      },
      handler: async () => {
        throw notImplemented();
      },
    });
  }
}

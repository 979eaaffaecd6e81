/**
 * Contract tests: every answer the suites receive is checked against openapi/api2.yaml - the
 * status must be declared for the operation by its own number (no `default`, no `4XX` ranges), the
 * content type must be one of the declared media types, and a JSON body must validate against the schema (Ajv, JSON Schema 2020-12).
 *
 * This checks the answer on the wire, after the response schema has serialised it (which leaves
 * out undeclared fields and coerces types); the test context also checks each JSON success answer
 * before serialisation (contract/answer-check.ts, with the same validators).
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { answerKey, answerValidators } from '../contract/answer-check.js';
import {
  absoluteRefs,
  type Contract,
  findOperation,
  getPointer,
  loadContract,
  resolveRef,
} from '../contract/contract.js';

const contract: Contract = loadContract();
const validators = answerValidators(contract);
const { ajv } = validators;

const ERROR_SCHEMA = absoluteRefs({ $ref: '#/components/schemas/ApiError' });

function mediaMatches(declared: string, actual: string): boolean {
  if (declared === actual || declared === '*/*') return true;
  const [type, sub] = declared.split('/');
  return sub === '*' && actual.startsWith(`${type}/`);
}

/**
 * Asserts that `res` (the answer to `method url`) is what the contract says. Paths the contract
 * does not have must answer the `{ Message }` error shape.
 */
export function expectContract(res: LightMyRequestResponse, method: string, url: string): void {
  const where = `${method} ${url} -> ${res.statusCode}`;
  const contentType = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  const op = findOperation(contract, method, url);
  if (!op) {
    expect(contentType, `${where}: content type`).toBe('application/json');
    const validate = validators.get('ApiError', ERROR_SCHEMA);
    expect(validate(res.json()), `${where}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    return;
  }
  const responses = getPointer(contract.document, [...op.pointer, 'responses']) as Record<string, unknown>;
  const status = String(res.statusCode);
  const declaredKey = responses[status] === undefined ? undefined : status;
  expect(declaredKey, `${where}: status not declared for ${op.method} ${op.path}`).toBeDefined();
  if (res.statusCode >= 200 && res.statusCode < 300) {
    expect([200, 201], `${where}: success must be 200 or 201 (spec §7)`).toContain(res.statusCode);
  }
  const response = resolveRef(contract.document, responses[declaredKey!]) as {
    content?: Record<string, { schema?: object }>;
    headers?: Record<string, { schema?: { type?: string; minimum?: number } }>;
  };
  // Declared integer headers (Retry-After) are whole numbers; a 429 always says how long to wait.
  if (res.statusCode === 429) expect(res.headers['retry-after'], `${where}: Retry-After`).toBeDefined();
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    const value = res.headers[name.toLowerCase()];
    if (value === undefined || header.schema?.type !== 'integer') continue;
    expect(String(value), `${where}: header ${name}`).toMatch(/^\d+$/);
    expect(Number(value), `${where}: header ${name}`).toBeGreaterThanOrEqual(header.schema.minimum ?? 0);
  }
  const content = response.content ?? {};
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0) {
    expect(res.body, `${where}: no body declared`).toBe('');
    return;
  }
  const media = mediaTypes.find((m) => mediaMatches(m, contentType));
  expect(media, `${where}: content type ${contentType} not among ${mediaTypes.join(', ')}`).toBeDefined();
  const schema = content[media!]?.schema;
  if (!schema || !contentType.endsWith('json')) return;
  const validate = validators.get(answerKey(op, declaredKey!, media!), absoluteRefs(schema));
  const body: unknown = res.json();
  expect(
    validate(body),
    `${where}: body does not match the contract: ${ajv.errorsText(validate.errors)}`,
  ).toBe(true);
}

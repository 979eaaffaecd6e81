/**
 * Answers serialised by their contract schema (DESIGN §6): every operation's JSON success answer
 * (200 or 201 `application/json`) gets a Fastify response schema from the contract, which Fastify
 * compiles with fast-json-stringify into a function that writes exactly the schema's properties
 * (about twice as fast as JSON.stringify on the 30-row machine list page, and anything the contract
 * does not name is left out: a field a query adds by mistake never reaches the client). Error
 * answers (`{ Message }`) and the answers that are not JSON (files, PDFs, images) are sent as
 * before.
 *
 * The serialiser coerces rather than refuses a value of the wrong type (a number in a string
 * field is written as a string, a missing nullable field as nothing), so in the tests every JSON
 * success answer is checked against the contract before it is serialised (answer-check.ts): a
 * handler that answers a wrong type or an undeclared field fails its test instead of being
 * quietly repaired. Each serialiser is compiled when its operation first answers (tens of
 * milliseconds each, not at start-up).
 */
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import {
  absoluteRefs,
  CONTRACT_ID,
  type ContractOperation,
  type JsonSchema,
  type OpenApiDocument,
} from './contract.js';

/**
 * The response schemas (by status) Fastify serialises an operation's JSON success answers with;
 * none for an operation whose success answer is not JSON. Each one is self-contained, the
 * contract's component schemas it uses copied under `$defs` (compiling against the whole contract
 * document took about five times as long at start-up).
 */
export function responseSchemas(
  op: ContractOperation,
  document: OpenApiDocument,
): Record<string, JsonSchema> | undefined {
  const out: Record<string, JsonSchema> = {};
  for (const status of ['200', '201']) {
    const schema = op.responses[status];
    if (schema && !isFreeForm(schema)) out[status] = selfContained(schema, document);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

const COMPONENT_SCHEMA = `${CONTRACT_ID}#/components/schemas/`;

/**
 * An answer whose shape the contract leaves open (an object with no `properties`, `$ref` or
 * combination: the contract itself, answered by getOpenApiJson): a schema would write `{}`, so
 * such an answer is written by JSON.stringify.
 */
const isFreeForm = (schema: JsonSchema): boolean =>
  schema.type === 'object' &&
  !('properties' in schema) &&
  !('$ref' in schema) &&
  !('additionalProperties' in schema) &&
  !['allOf', 'oneOf', 'anyOf'].some((key) => key in schema);

const isNullSchema = (value: unknown): boolean =>
  isObject(value) && value.type === 'null' && Object.keys(value).length === 1;
const isLoneRef = (value: unknown): value is { $ref: string } =>
  isObject(value) && typeof value.$ref === 'string' && Object.keys(value).length === 1;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A nullable reference (`oneOf: [{ $ref }, { type: 'null' }]`, in either order; also `anyOf`)
 * written as `{ $ref, nullable: true }`. fast-json-stringify writes the same bytes for either,
 * but for a `oneOf` it runs a validator on the value at every such field to pick the branch (the
 * machine detail took 1.3 times as long as JSON.stringify that way, about half as long without).
 * Anything else as it is.
 */
export function nullableRef(schema: Record<string, unknown>): Record<string, unknown> {
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const options = schema[keyword];
    if (!Array.isArray(options) || options.length !== 2) continue;
    const nulls = options.findIndex(isNullSchema);
    const ref = options[1 - nulls];
    if (nulls < 0 || !isLoneRef(ref)) continue;
    const { [keyword]: _options, ...siblings } = schema;
    return { ...siblings, $ref: ref.$ref, nullable: true };
  }
  return schema;
}

/**
 * The schema with every `$ref` to a component schema pointing at a copy of it in `$defs`, and
 * every nullable reference written for fast-json-stringify (`nullableRef`).
 */
export function selfContained(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  const components = (document.components?.schemas ?? {}) as Record<string, JsonSchema>;
  const defs: Record<string, JsonSchema> = {};
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!isObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(nullableRef(value))) {
      if (key !== '$ref' || typeof child !== 'string') {
        out[key] = rewrite(child);
        continue;
      }
      const name = child.startsWith(COMPONENT_SCHEMA) ? child.slice(COMPONENT_SCHEMA.length) : undefined;
      if (name === undefined || !(name in components) || name.includes('/'))
        throw new Error(`A response schema refers to ${child}, not to a component schema`);
      if (!(name in defs)) {
        defs[name] = {};
        defs[name] = rewrite(absoluteRefs(components[name]!)) as JsonSchema;
      }
      out.$ref = `#/$defs/${name}`;
    }
    return out;
  };
  const root = rewrite(schema) as JsonSchema;
  return Object.keys(defs).length > 0 ? { ...root, $defs: defs } : root;
}

/** Fastify's serialiser compiler, compiling each response schema on its first use. */
export const lazySerializerCompiler: FastifySerializerCompiler<JsonSchema> = ({ schema }) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data: unknown) => {
    serialize ??= fastJsonStringify(schema);
    return serialize(data);
  };
};

/**
 * The serialiser compiler with the response schemas switched off (`RESPONSE_SCHEMAS=off`, for the
 * benchmark that measures what they save): every answer by JSON.stringify, nothing left out.
 */
export const plainSerializerCompiler: FastifySerializerCompiler<JsonSchema> = () => (data: unknown) =>
  JSON.stringify(data);

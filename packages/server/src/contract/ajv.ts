import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { CONTRACT_ID, type OpenApiDocument } from './contract.js';

/**
 * The document as Ajv compiles it: every `discriminator`'s `mapping` replaced by the list of its
 * values (`x-values`, for the error message). Ajv reads a discriminator's values from each `oneOf`
 * branch's `enum` of the property and refuses a `mapping`, which the client generators need (the
 * contract keeps it; contract.ts leaves it alone).
 */
function withoutDiscriminatorMappings(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDiscriminatorMappings);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === 'discriminator' && value && typeof value === 'object' && 'propertyName' in value) {
        const { mapping, ...rest } = value as Record<string, unknown>;
        const values = mapping && typeof mapping === 'object' ? Object.keys(mapping) : undefined;
        return [key, values ? { ...rest, 'x-values': values } : rest];
      }
      return [key, withoutDiscriminatorMappings(value)];
    }),
  );
}

/**
 * An Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) that knows the contract document, so
 * schemas can `$ref` into it. OpenAPI's `discriminator` picks the `oneOf` branch (so an error names
 * the chosen branch's fields, and an unknown value is one `discriminator` error); the other
 * OpenAPI-only keywords (example, xml, ...) are ignored.
 */
export function createContractAjv(document: OpenApiDocument, options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
    logger: false,
    discriminator: true,
    ...options,
  });
  addFormats.default(ajv);
  ajv.addSchema(withoutDiscriminatorMappings(document) as object, CONTRACT_ID);
  return ajv;
}

import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { CONTRACT_ID, type OpenApiDocument } from './contract.js';

/**
 * An Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) that knows the contract document, so
 * schemas can `$ref` into it. OpenAPI-only keywords (example, discriminator, xml, ...) are ignored.
 */
export function createContractAjv(document: OpenApiDocument, options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
    logger: false,
    ...options,
  });
  addFormats.default(ajv);
  ajv.addSchema(document as object, CONTRACT_ID);
  return ajv;
}

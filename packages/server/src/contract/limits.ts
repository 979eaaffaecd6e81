/**
 * Figures the server needs besides Ajv's checks (a truncation, a friendly message), read from the
 * contract so that openapi/api2.yaml stays the one place a limit is written. A figure the contract
 * lost stops the start instead of silently becoming unlimited.
 */
import { getPointer, loadContract, parsePointer, resolveRef } from './contract.js';

/** A figure (`maxLength`, `maxItems`, `maximum`) of the schema at a JSON pointer into the contract. */
export function contractLimit(pointer: string, keyword: 'maxLength' | 'maxItems' | 'maximum'): number {
  const document = loadContract().document;
  let schema = getPointer(document, parsePointer(pointer));
  if (schema && typeof schema === 'object' && 'schema' in schema) schema = schema.schema;
  const resolved = resolveRef(document, schema) as Record<string, unknown> | undefined;
  const value = resolved?.[keyword];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new Error(`The contract has no ${keyword} at ${pointer}`);
  }
  return value;
}

/** `maxLength` of a property of a component schema: `schemaMaxLength('NewCustomerUser', 'Name')`. */
export function schemaMaxLength(schema: string, property: string): number {
  return contractLimit(`/components/schemas/${schema}/properties/${property}`, 'maxLength');
}

/** `maxLength` of a shared parameter: `parameterMaxLength('JobCodeQuery')`. */
export function parameterMaxLength(parameter: string): number {
  return contractLimit(`/components/parameters/${parameter}`, 'maxLength');
}

/**
 * What the contract says about an upload operation's multipart body, so the server enforces
 * exactly that and keeps no second list: the file field (the schema's one property), how many
 * files one request may carry (`maxItems` of an array field; 1 for a single binary) and the
 * accepted types (the field's `encoding.contentType`, a comma-separated list).
 */
import {
  type Contract,
  getPointer,
  type HttpMethod,
  loadContract,
  resolveRef,
} from '../contract/contract.js';
import { ACCEPTED_TYPES } from './uploads.js';

export interface UploadOperation {
  /** `POST /api2/...` as the contract writes it. */
  name: string;
  /** The multipart field that carries the files. */
  field: string;
  /** Files one request may carry. */
  maxFiles: number;
  /** Accepted content types (each one has a check of its bytes in ACCEPTED_TYPES). */
  accepted: string[];
}

type Obj = Record<string, unknown>;

/** Reads the upload rules of `method path`; throws (at start-up) when the contract lacks one. */
export function uploadOperation(contract: Contract, method: HttpMethod, path: string): UploadOperation {
  const name = `${method} ${path}`;
  const op = contract.operations.find((o) => o.method === method && o.path === path);
  if (!op) throw new Error(`${name} is not an operation of the contract`);
  const { document } = contract;
  const body = resolveRef(document, getPointer(document, [...op.pointer, 'requestBody'])) as Obj | undefined;
  const media = (body?.content as Obj | undefined)?.['multipart/form-data'] as Obj | undefined;
  if (!media) throw new Error(`${name}: the contract has no multipart/form-data request body`);
  const schema = resolveRef(document, media.schema) as Obj | undefined;
  const fields = Object.keys((schema?.properties as Obj | undefined) ?? {});
  if (fields.length !== 1) throw new Error(`${name}: the multipart schema must have exactly one file field`);
  const field = fields[0]!;
  const property = resolveRef(document, (schema!.properties as Obj)[field]) as Obj;
  let maxFiles = 1;
  if (property.type === 'array') {
    if (typeof property.maxItems !== 'number' || property.maxItems < 1) {
      throw new Error(`${name}: the file field ${field} must state maxItems`);
    }
    maxFiles = property.maxItems;
  }
  const encoding = ((media.encoding as Obj | undefined)?.[field] as Obj | undefined)?.contentType;
  if (typeof encoding !== 'string' || encoding.trim() === '') {
    throw new Error(`${name}: the file field ${field} must state its accepted types (encoding.contentType)`);
  }
  const accepted = encoding.split(',').map((type) => type.trim().toLowerCase());
  for (const type of accepted) {
    if (!ACCEPTED_TYPES[type]) throw new Error(`${name}: the server has no check of the bytes of ${type}`);
  }
  return { name, field, maxFiles, accepted };
}

/** The most files any upload operation of the contract accepts in one request (its `maxItems`). */
export function contractMaxFiles(contract: Contract = loadContract()): number {
  return uploadOperation(contract, 'POST', '/api2/partner/jobs/{id}/Attachments').maxFiles;
}

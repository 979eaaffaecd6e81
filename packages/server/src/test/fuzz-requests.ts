/**
 * Requests for one contract operation, generated from its schemas (fuzz-arbitraries.ts): path and
 * query parameters, declared headers, a JSON, form or multipart body (sometimes of the wrong
 * content type, empty or broken), and credentials of the operation's portal, of the other portal,
 * broken ones or none.
 */
import { validateHeaderValue } from 'node:http';
import fc from 'fast-check';
import { multipart, SAMPLE_FILES, type TestFilePart } from './multipart.js';
import type { ContractOperation } from '../contract/contract.js';
import { awkwardString, type SchemaArbitraries } from './fuzz-arbitraries.js';
import { defaultAuthRequirement } from '../contract/routes.js';

export interface FuzzRequest {
  method: ContractOperation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Authorization header values the requests choose from. */
export interface FuzzCredentials {
  customer: string;
  partner: string;
  /** For POST /api2/token: Basic headers (right and wrong passwords, unknown accounts). */
  basic: readonly string[];
  /** For the refresh-token operations: a refresh token of a session of their own. */
  refresh: string;
}

/** Path segments a router or a decoder can trip over. */
const AWKWARD_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%2F', '%00', 'a%20b', '%ED%A0%80', '...'];

/**
 * A path segment for a value. `.` and `..` (also percent-encoded) are left out: a client resolves
 * them before sending (as the test's URL parser does), so they never reach a server as segments.
 */
function segment(value: unknown): string {
  const encoded = encode(value);
  return /^(\.|%2e){1,2}$/i.test(encoded) ? `${encoded}x` : encoded;
}

/** `encodeURIComponent`, or for a lone surrogate (which it refuses) the bytes of one: invalid UTF-8. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function isHeaderValue(value: string): boolean {
  try {
    validateHeaderValue('x', value);
    return true;
  } catch {
    return false;
  }
}

function portalOf(op: ContractOperation): 'customer' | 'partner' {
  const requirement = defaultAuthRequirement(op);
  if (requirement === 'customer' || requirement === 'partner') return requirement;
  return /\/partner\//i.test(op.path) ? 'partner' : 'customer';
}

function authorization(
  op: ContractOperation,
  credentials: FuzzCredentials,
): fc.Arbitrary<string | undefined> {
  const garbage = fc.constantFrom(
    'Bearer',
    'Bearer x.y.z',
    'Basic !!!',
    'Bearer eyJhbGciOiJub25lIn0.e30.',
    'Token 1',
  );
  if (op.security.includes('basicAuth')) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...credentials.basic) },
      { weight: 1, arbitrary: garbage },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }
  if (op.security.includes('refreshBearer')) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(`Bearer ${credentials.refresh}`) },
      { weight: 1, arbitrary: garbage },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }
  const own = portalOf(op);
  const other = own === 'customer' ? 'partner' : 'customer';
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(`Bearer ${credentials[own]}`) },
    { weight: 1, arbitrary: fc.constant(`Bearer ${credentials[other]}`) },
    { weight: 1, arbitrary: garbage },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function pathArbitrary(op: ContractOperation, schemas: SchemaArbitraries): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'path');
  const values = params.map((p) =>
    fc.oneof(
      { weight: 8, arbitrary: schemas.fuzzed(p.schema).map(segment) },
      { weight: 1, arbitrary: fc.constantFrom(...AWKWARD_SEGMENTS) },
      { weight: 1, arbitrary: fc.integer({ min: 2000, max: 2100 }).map((n) => 'p'.repeat(n)) },
    ),
  );
  return fc.tuple(...values).map((encoded) => {
    let i = 0;
    return op.path.replace(/\{[^}]+\}/g, () => encoded[i++]!);
  });
}

function queryArbitrary(op: ContractOperation, schemas: SchemaArbitraries): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'query');
  const declared = fc.record(
    Object.fromEntries(params.map((p) => [p.name, schemas.fuzzed(p.schema)])),
    // A required parameter is left out now and then.
    { requiredKeys: [] },
  );
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('%zz=1', 'a=%', '&&', '=x', 'x%01=1', 'Page=1&Page=2') },
    {
      weight: 1,
      arbitrary: fc.tuple(awkwardString, awkwardString).map(([k, v]) => `${encode(k)}=${encode(v)}`),
    },
  );
  return fc.tuple(declared, extra).map(([values, junk]) => {
    const pairs: string[] = [];
    for (const [name, value] of Object.entries(values)) {
      for (const v of Array.isArray(value) ? value : [value]) pairs.push(`${encode(name)}=${encode(v)}`);
    }
    if (junk) pairs.push(junk);
    return pairs.length > 0 ? `?${pairs.join('&')}` : '';
  });
}

function headersArbitrary(
  op: ContractOperation,
  schemas: SchemaArbitraries,
): fc.Arbitrary<Record<string, string>> {
  const params = op.parameters.filter((p) => p.in === 'header');
  return fc
    .record(Object.fromEntries(params.map((p) => [p.name.toLowerCase(), schemas.fuzzed(p.schema)])), {
      requiredKeys: [],
    })
    .map((values) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(values)) {
        const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
        // Node's parser refuses what a header cannot hold before the server sees it.
        if (isHeaderValue(text)) headers[name] = text;
      }
      return headers;
    });
}

interface Body {
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Bodies any operation may be sent: broken JSON, other content types, nothing. */
const strayBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({ headers: {} }),
  fc
    .constantFrom(
      '',
      '{',
      'null',
      '[]',
      '"x"',
      '1e999',
      '{"__proto__":{"x":1}}',
      '{"a":1,"a":2}',
      '['.repeat(3000),
    )
    .map((payload): Body => ({ headers: JSON_TYPE, payload })),
  fc
    .constantFrom(
      'text/plain',
      'application/xml',
      'application/octet-stream',
      'application/json; charset=latin1',
      'multipart/form-data',
    )
    .map((type): Body => ({ headers: { 'content-type': type }, payload: 'hello' })),
  fc
    .jsonValue({ maxDepth: 2 })
    .map((value): Body => ({ headers: JSON_TYPE, payload: JSON.stringify(value) })),
);

const uploadFile: fc.Arbitrary<TestFilePart> = fc.record({
  field: fc.oneof(
    { weight: 6, arbitrary: fc.constant('Files') },
    { weight: 1, arbitrary: fc.constantFrom('files', 'File', 'x') },
  ),
  filename: fc.oneof(
    fc.constantFrom('photo.png', 'report.pdf', 'notes.txt', '../../etc/passwd', 'a"b.png'),
    fc.string({ maxLength: 12 }),
  ),
  contentType: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'application/pdf',
    'text/plain',
    'image/svg+xml',
    'application/x-msdownload',
    '',
  ),
  bytes: fc.oneof(
    fc.constantFrom<Uint8Array | string>(
      SAMPLE_FILES.png,
      SAMPLE_FILES.pdf,
      SAMPLE_FILES.jpeg,
      'plain text\n',
      '',
    ),
    fc.uint8Array({ maxLength: 64 }),
  ),
});

function multipartBody(): fc.Arbitrary<Body> {
  const fields = fc.dictionary(
    fc.oneof(
      fc.constantFrom('Note', 'Files'),
      awkwardString.filter((k) => !/["\r\n]/.test(k)),
    ),
    awkwardString,
    { maxKeys: 2 },
  );
  const valid = fc.tuple(fc.array(uploadFile, { maxLength: 3 }), fields).map(([files, f]): Body => {
    const body = multipart(files, f);
    return { headers: body.headers, payload: body.payload };
  });
  const broken = fc.constantFrom<Body>(
    { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary' },
    {
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="Files"; filename="a.png"\r\n\r\nunterminated',
    },
    { headers: { 'content-type': 'multipart/form-data; boundary=abc' }, payload: 'garbage' },
    { headers: { 'content-type': 'multipart/form-data; boundary=abc' }, payload: '' },
  );
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 1, arbitrary: broken },
    { weight: 1, arbitrary: strayBody },
  );
}

function bodyArbitrary(op: ContractOperation, schemas: SchemaArbitraries): fc.Arbitrary<Body> {
  const content = op.requestBody?.content ?? {};
  const json = content['application/json'];
  const form = content['application/x-www-form-urlencoded'];
  if (json) {
    const body = schemas
      .fuzzed(json)
      .map((value): Body => ({ headers: JSON_TYPE, payload: JSON.stringify(value) ?? '' }));
    return fc.oneof({ weight: 8, arbitrary: body }, { weight: 1, arbitrary: strayBody });
  }
  if (form) {
    const body = schemas.fuzzed(form).map((value): Body => {
      const entries =
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value)
          : [['value', value]];
      const payload = entries.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
      return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload };
    });
    return fc.oneof({ weight: 8, arbitrary: body }, { weight: 1, arbitrary: strayBody });
  }
  if (content['multipart/form-data']) return multipartBody();
  // No body declared: usually none, sometimes one anyway.
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant<Body>({ headers: {} }) },
    { weight: 1, arbitrary: strayBody },
  );
}

/** Requests for `op` with its credentials. */
export function requestArbitrary(
  op: ContractOperation,
  schemas: SchemaArbitraries,
  credentials: FuzzCredentials,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(op, schemas),
      query: queryArbitrary(op, schemas),
      headers: headersArbitrary(op, schemas),
      body: bodyArbitrary(op, schemas),
      authorization: authorization(op, credentials),
    })
    .map(({ path, query, headers, body, authorization: auth }) => ({
      method: op.method,
      url: path + query,
      headers: { ...headers, ...body.headers, ...(auth === undefined ? {} : { authorization: auth }) },
      payload: body.payload,
    }));
}

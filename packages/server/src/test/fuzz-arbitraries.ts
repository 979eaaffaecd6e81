/**
 * fast-check arbitraries from the contract's JSON schemas, for the fuzz test (fuzz.test.ts).
 *
 * - `valid(schema)`: values the schema accepts (types, enums, formats, bounds, required keys),
 *   drawn with a bias towards the demo data's ids and strings so that calls reach real rows.
 * - `fuzzed(schema)`: mostly valid-looking values in which any node may be wrong: another type, a
 *   string that is too long or holds control characters or lone surrogates, a huge or fractional
 *   number, a missing required key, an extra key.
 */
import fc from 'fast-check';
import {
  CONTRACT_ID,
  getPointer,
  type JsonSchema,
  type OpenApiDocument,
  parsePointer,
} from '../contract/contract.js';

export interface FuzzSeeds {
  /** Ids of demo rows (machines, jobs, users, ...): integers are often drawn from these. */
  ids: readonly number[];
  /** Strings of the demo data (QR codes, article numbers, job codes, e-mails). */
  strings: readonly string[];
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
/** Deeper than any request body of the contract; a recursive schema stops here. */
const MAX_DEPTH = 6;

export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009f',
];
const AWKWARD_PIECES = [
  '\ud800',
  '\udfff',
  '😀',
  'é',
  '\u200e',
  '\u202e',
  '\ufeff',
  '%',
  '%00',
  '%zz',
  "'",
  '"',
  '\\',
  '/',
  '..',
  '<b>',
  '${x}',
  ' ',
  ';',
  '&',
  '=',
  '?',
  '#',
  '+',
];

/** Strings that break things: control characters, lone surrogates, separators, escapes. */
export const awkwardString: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(fc.oneof(fc.constantFrom(...CONTROL_CHARACTERS, ...AWKWARD_PIECES), fc.string({ maxLength: 4 })), {
      minLength: 1,
      maxLength: 6,
    })
    .map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** Values of the wrong kind for almost any schema. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, -0.5, '', ' ', '0', 'null', [], {}, [1], { a: 1 }),
  fc.constantFrom(2 ** 31, INT32_MIN - 1, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.integer().map(String),
  fc.string({ maxLength: 8 }),
);

type Schema = JsonSchema & {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};

export class SchemaArbitraries {
  constructor(
    private readonly document: OpenApiDocument,
    private readonly seeds: FuzzSeeds,
  ) {}

  /** Follows `$ref`s (absolute, into the contract document). */
  resolve(schema: unknown): Schema {
    let current = (schema ?? {}) as Schema;
    for (let i = 0; i < 20 && typeof current.$ref === 'string'; i++) {
      const ref = current.$ref.startsWith(CONTRACT_ID)
        ? current.$ref.slice(CONTRACT_ID.length)
        : current.$ref;
      current = getPointer(this.document, parsePointer(ref.slice(1))) as Schema;
    }
    return current;
  }

  private typesOf(s: Schema): string[] {
    if (Array.isArray(s.type)) return s.type;
    if (typeof s.type === 'string') return [s.type];
    if (s.properties) return ['object'];
    if (s.items) return ['array'];
    return [];
  }

  /** allOf members merged into one object schema (the contract only combines objects). */
  private merged(s: Schema): Schema {
    const members = (s.allOf ?? []).map((m) => this.merged(this.resolve(m)));
    const { allOf: _allOf, ...rest } = s;
    return members.reduce<Schema>(
      (all, m) => ({
        ...all,
        ...m,
        type: 'object',
        properties: { ...all.properties, ...m.properties },
        required: [...(all.required ?? []), ...(m.required ?? [])],
      }),
      rest,
    );
  }

  private integer(s: Schema): fc.Arbitrary<number> {
    const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : INT32_MIN);
    const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : INT32_MAX);
    const ids = this.seeds.ids.filter((id) => id >= min && id <= max);
    const small = fc.integer({ min: Math.max(min, Math.min(max, 0)), max: Math.min(max, Math.max(min, 12)) });
    return fc.oneof(
      { weight: 3, arbitrary: ids.length > 0 ? fc.constantFrom(...ids) : small },
      { weight: 2, arbitrary: small },
      { weight: 1, arbitrary: fc.integer({ min, max }) },
    );
  }

  private string(s: Schema): fc.Arbitrary<string> {
    const minLength = s.minLength ?? 0;
    const maxLength = s.maxLength ?? 40;
    const fits = (v: string) => v.length >= minLength && v.length <= maxLength;
    if (s.format === 'date')
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    if (s.format === 'date-time')
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    const known = this.seeds.strings.filter(fits);
    if (s.format === 'email') {
      const emails = known.filter((v) => v.includes('@'));
      return fc.oneof(
        ...(emails.length > 0 ? [fc.constantFrom(...emails)] : []),
        fc.emailAddress().filter(fits),
      );
    }
    const random = s.pattern
      ? fc.stringMatching(new RegExp(s.pattern)).filter(fits)
      : fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, 24)) });
    return known.length > 0 ? fc.oneof(fc.constantFrom(...known), random) : random;
  }

  /** Values the schema accepts. */
  valid(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
    return this.build(schema, depth, false);
  }

  /** Mostly valid-looking values, any node of which may be wrong. */
  fuzzed(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
    return this.build(schema, depth, true);
  }

  /** A value that breaks the schema at this node (or a string that breaks the server). */
  invalid(schema: unknown): fc.Arbitrary<unknown> {
    const s = this.resolve(schema);
    const tooLong = (s.maxLength ?? 200) + 1;
    return fc.oneof(
      wrongValue,
      awkwardString,
      fc.integer({ min: tooLong, max: tooLong + 3000 }).map((n) => 'x'.repeat(n)),
    );
  }

  private build(schema: unknown, depth: number, fuzz: boolean): fc.Arbitrary<unknown> {
    const exact = this.exact(schema, depth, fuzz);
    if (!fuzz) return exact;
    return fc.oneof({ weight: 6, arbitrary: exact }, { weight: 1, arbitrary: this.invalid(schema) });
  }

  private exact(schema: unknown, depth: number, fuzz: boolean): fc.Arbitrary<unknown> {
    let s = this.resolve(schema);
    if (depth > MAX_DEPTH) return fc.constant(null);
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    if (s.allOf) s = this.merged(s);
    const branches = s.oneOf ?? s.anyOf;
    if (branches) return fc.oneof(...branches.map((b) => this.build(b, depth + 1, fuzz)));
    const types = this.typesOf(s);
    if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
    if (types.length > 1) return fc.oneof(...types.map((type) => this.exact({ ...s, type }, depth, fuzz)));
    switch (types[0]) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return this.integer(s);
      case 'number':
        return fc.oneof(this.integer({}), fc.double({ noNaN: true, noDefaultInfinity: true }));
      case 'string':
        return this.string(s);
      case 'array': {
        const minLength = s.minItems ?? 0;
        return fc.array(this.build(s.items, depth + 1, fuzz), {
          minLength,
          maxLength: Math.min(s.maxItems ?? 3, minLength + 3),
        });
      }
      case 'object':
        return this.object(s, depth, fuzz);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  private object(s: Schema, depth: number, fuzz: boolean): fc.Arbitrary<unknown> {
    const properties = s.properties ?? {};
    const required = (s.required ?? []).filter((key) => key in properties);
    const record = fc.record(
      Object.fromEntries(Object.entries(properties).map(([key, p]) => [key, this.build(p, depth + 1, fuzz)])),
      { requiredKeys: required },
    );
    if (!fuzz) return record;
    const mutation = fc.oneof(
      { weight: 8, arbitrary: fc.constant({ kind: 'none' as const }) },
      { weight: 1, arbitrary: fc.nat().map((index) => ({ kind: 'drop' as const, index })) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.oneof(fc.string({ maxLength: 10 }), awkwardString), fc.jsonValue({ maxDepth: 1 }))
          .map(([key, value]) => ({ kind: 'extra' as const, key, value })),
      },
    );
    return fc.tuple(record, mutation).map(([value, m]) => {
      const out: Record<string, unknown> = { ...value };
      if (m.kind === 'drop' && required.length > 0) delete out[required[m.index % required.length]!];
      // A key like __proto__ is sent as JSON text, where it is an ordinary key.
      if (m.kind === 'extra')
        Object.defineProperty(out, m.key, {
          value: m.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return out;
    });
  }
}

import { describe, expect, it } from 'vitest';
import { loadContract } from './load-contract';

/**
 * One shape per name (README "Naming and shapes"): a property name means the same kind of value in
 * every schema. Scalars: the same JSON type (nullability, limits, enums and validation formats such
 * as `email` aside; a calendar `date` is not a `date-time`). Objects: one schema, or one a
 * projection of the other (every field of the smaller is in the larger with the same shape), as
 * `MachineRef` is of `Machine`. Arrays: items of one shape.
 */

type Schema = Record<string, unknown>;

/** Properties kept for compatibility, each with the field that replaced it. */
const DEPRECATED: Record<string, string> = {
  'MachineListItem.MachineType': 'MachineListItem.MachineTypeRef',
  'MachineSearchHit.MachineType': 'MachineSearchHit.MachineTypeRef',
  'PublicMachine.MachineType': 'PublicMachine.MachineTypeRef',
  'PublicMachine.Supplier': 'PublicMachine.SupplierRef',
  'PartnerJob.JobStatus': 'PartnerJob.StatusId',
  'PartnerJob.JobType': 'PartnerJob.JobTypeId',
  'Document.PartDrawingImageMap': 'Document.PartDrawingAreas',
  'PortalOptions.TechnicianAppUrls': 'PortalOptions.TechnicianAppStoreLinks',
  'PortalOptions.CustomerAppUrls': 'PortalOptions.CustomerAppStoreLinks',
};

/**
 * Names that hold a list of whatever their schema is about, not a field of an entity: a page's
 * `Items`, the partner job lists keyed by section (`Upcoming`, `Open`, `Finished`: the jobs, their
 * counts, their cursors) and the multipart upload field `Files` (the spec's field name).
 */
const CONTAINERS = new Set([
  'MachineListPage.Items',
  'MachineSearchResult.Items',
  'CustomerJobPage.Items',
  'CartGroup.Items',
  'PartnerJobPage.Items',
  'PartnerJobsView.Upcoming',
  'PartnerJobsView.Open',
  'PartnerJobsView.Finished',
  'PartnerJobsView.NextCursors.Upcoming',
  'PartnerJobsView.NextCursors.Open',
  'PartnerJobsView.NextCursors.Finished',
  'PartnerJobCounts.Upcoming',
  'PartnerJobCounts.Open',
  'FilesUpload.Files',
  'SingleFileUpload.Files',
]);

const contract = loadContract();
const schemas = contract.components.schemas as Record<string, Schema>;

const refName = (ref: string) => ref.replace('#/components/schemas/', '');

/** The schema without `null` alternatives and with its `$ref` followed (the name kept). */
function resolve(schema: Schema): { schema: Schema; name?: string } {
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    return { schema: schemas[name]!, name };
  }
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    const options = (schema[key] as Schema[] | undefined)?.filter((option) => option.type !== 'null');
    if (options?.length === 1) return resolve(options[0]!);
  }
  return { schema };
}

const typeOf = (schema: Schema): string => {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== 'null');
  if (types.length === 0 && schema.properties) return 'object';
  return types.join('|');
};

const DATE_FORMATS = new Set(['date', 'date-time', 'binary']);

/** A short name of a shape for the failure message. */
function describeShape(schema: Schema): string {
  const { schema: s, name } = resolve(schema);
  const type = typeOf(s);
  if (type === 'array') return `array of ${describeShape(s.items as Schema)}`;
  if (type === 'object') return name ?? 'object';
  const format = typeof s.format === 'string' && DATE_FORMATS.has(s.format) ? ` (${s.format})` : '';
  return `${type}${format}`;
}

/** Whether the two shapes agree, an object being allowed to be a projection of the other. */
function sameShape(a: Schema, b: Schema, depth = 0): boolean {
  const left = resolve(a);
  const right = resolve(b);
  if (left.name && left.name === right.name) return true;
  const type = typeOf(left.schema);
  if (type !== typeOf(right.schema)) return false;
  if (type === 'array') return sameShape(left.schema.items as Schema, right.schema.items as Schema, depth);
  if (type !== 'object') {
    const format = (s: Schema) => (DATE_FORMATS.has(s.format as string) ? s.format : undefined);
    return format(left.schema) === format(right.schema);
  }
  if (depth > 4) return true;
  const fields = (s: Schema) => (s.properties ?? {}) as Record<string, Schema>;
  const [small, large] =
    Object.keys(fields(left.schema)).length <= Object.keys(fields(right.schema)).length
      ? [fields(left.schema), fields(right.schema)]
      : [fields(right.schema), fields(left.schema)];
  return Object.entries(small).every(([key, field]) => large[key] && sameShape(field, large[key], depth + 1));
}

interface Property {
  where: string;
  name: string;
  schema: Schema;
}

/** Every property of every component schema, inline objects and `oneOf` alternatives included. */
function properties(schema: Schema, where: string, found: Property[] = []): Property[] {
  for (const [name, field] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    found.push({ where: `${where}.${name}`, name, schema: field });
    if (field.properties) properties(field, `${where}.${name}`, found);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    for (const option of (schema[key] as Schema[] | undefined) ?? []) properties(option, where, found);
  }
  return found;
}

/** Object schemas written inline in the operations or the shared answers, where a tool would find them. */
function inlineProperties(node: unknown, where: string, found: Property[] = []): Property[] {
  if (Array.isArray(node)) node.forEach((item, index) => inlineProperties(item, `${where}/${index}`, found));
  else if (node && typeof node === 'object') {
    if ((node as Schema).properties) properties(node as Schema, where, found);
    else for (const [key, value] of Object.entries(node)) inlineProperties(value, `${where}/${key}`, found);
  }
  return found;
}

const all = [
  ...Object.entries(schemas).flatMap(([name, schema]) => properties(schema, name)),
  ...inlineProperties(contract.paths, 'paths'),
  ...inlineProperties(contract.components.responses, 'responses'),
];
const compared = all.filter(({ where }) => !DEPRECATED[where] && !CONTAINERS.has(where));

describe('one shape per name', () => {
  it('walks every schema', () => {
    expect(all.length).toBeGreaterThan(300);
    expect(compared.map(({ where }) => where)).toContain('Machine.MachineType');
  });

  it('gives a property name the same shape in every schema', () => {
    const byName = new Map<string, Property[]>();
    for (const property of compared)
      byName.set(property.name, [...(byName.get(property.name) ?? []), property]);
    const mismatches: string[] = [];
    for (const [name, list] of byName) {
      const [first, ...rest] = list;
      for (const other of rest) {
        if (!sameShape(first!.schema, other.schema)) {
          mismatches.push(
            `${name}: ${first!.where} is ${describeShape(first!.schema)}, ${other.where} is ${describeShape(other.schema)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('finds a mismatch (a string and an object under one name)', () => {
    const text = { type: ['string', 'null'] };
    const object = { oneOf: [{ $ref: '#/components/schemas/NamedRef' }, { type: 'null' }] };
    expect(sameShape(text, object)).toBe(false);
    expect(
      sameShape({ $ref: '#/components/schemas/MachineRef' }, { $ref: '#/components/schemas/Machine' }),
    ).toBe(true);
    expect(
      sameShape({ $ref: '#/components/schemas/UserCustomer' }, { $ref: '#/components/schemas/Contact' }),
    ).toBe(false);
  });

  it('marks every listed property deprecated, with a replacement that exists and is not', () => {
    const byWhere = new Map(all.map((property) => [property.where, property.schema]));
    for (const [old, replacement] of Object.entries(DEPRECATED)) {
      expect(byWhere.get(old)?.deprecated, old).toBe(true);
      expect(String(byWhere.get(old)?.description), old).toContain(replacement.split('.').pop());
      expect(byWhere.has(replacement), replacement).toBe(true);
      expect(byWhere.get(replacement)?.deprecated, replacement).toBeUndefined();
    }
  });

  it('lists every deprecated property of the contract', () => {
    const deprecated = all.filter(({ schema }) => schema.deprecated === true).map(({ where }) => where);
    expect(deprecated.sort()).toEqual(Object.keys(DEPRECATED).sort());
  });

  it('lists only containers the contract has', () => {
    const wheres = new Set(all.map(({ where }) => where));
    expect([...CONTAINERS].filter((where) => !wheres.has(where))).toEqual([]);
  });
});

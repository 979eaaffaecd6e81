/**
 * Answers serialised by their contract schema: every JSON success answer's schema is
 * self-contained (the component schemas it uses under `$defs`), the serialiser writes what the
 * schema names and leaves out the rest; the answers that are not JSON get none.
 */
import { describe, expect, it } from 'vitest';
import { readResponseSchemas } from '../config.js';
import { DEFAULT_PORTAL_OPTIONS } from '../routes/app/index.js';
import { CONTRACT_ID, loadContract, type OpenApiDocument, parseContract } from './contract.js';
import { lazySerializerCompiler, nullableRef, responseSchemas, selfContained } from './serialization.js';

const contract = loadContract();
const compile = (schema: Record<string, unknown>) =>
  lazySerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' });

/**
 * The operations whose success answer is not JSON (files, images, the offline report PDF, the
 * contract as YAML) or JSON of a shape the contract leaves open (the contract as JSON).
 */
const NOT_JSON = [
  'getLogo',
  'getResource',
  'getSignedFile',
  'getOfflineReport',
  'getOpenApiYaml',
  'getOpenApiJson',
];

describe('response schemas of the operations', () => {
  it('gives every operation with a JSON success answer a self-contained schema for each such status', () => {
    const serialised = contract.operations.filter((op) => responseSchemas(op, contract.document));
    for (const op of contract.operations) {
      const schemas = responseSchemas(op, contract.document);
      if (NOT_JSON.includes(op.operationId ?? '')) {
        expect(schemas, op.operationId).toBeUndefined();
        continue;
      }
      expect(Object.keys(schemas ?? {}), op.operationId).toEqual(Object.keys(op.responses));
      expect(Object.keys(op.responses).length, op.operationId).toBeGreaterThan(0);
      expect(JSON.stringify(schemas)).not.toContain(CONTRACT_ID);
    }
    expect(serialised).toHaveLength(contract.operations.length - NOT_JSON.length);
  });

  it('gives the same schema whether the success answer is a component response or written inline', () => {
    const document = structuredClone(contract.document) as OpenApiDocument;
    const item = document.paths!['/api2/app/portal'] as { get: { responses: Record<string, unknown> } };
    const inline = item.get.responses['200'];
    document.components = {
      ...document.components,
      responses: { ...document.components?.responses, PortalOptionsAnswer: inline },
    };
    item.get.responses['200'] = { $ref: '#/components/responses/PortalOptionsAnswer' };
    const byRef = parseContract(document).operations.find((o) => o.operationId === 'getPortalOptions')!;
    const original = contract.operations.find((o) => o.operationId === 'getPortalOptions')!;
    expect(responseSchemas(byRef, document)).toEqual(responseSchemas(original, contract.document));
  });

  it('copies each component schema once, recursive ones too', () => {
    const document: OpenApiDocument = {
      components: {
        schemas: {
          Node: {
            type: 'object',
            properties: {
              Name: { type: 'string' },
              Children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
            },
          },
        },
      },
    };
    const schema = selfContained(
      { type: 'array', items: { $ref: `${CONTRACT_ID}#/components/schemas/Node` } },
      document,
    );
    expect(schema).toEqual({
      type: 'array',
      items: { $ref: '#/$defs/Node' },
      $defs: {
        Node: {
          type: 'object',
          properties: {
            Name: { type: 'string' },
            Children: { type: 'array', items: { $ref: '#/$defs/Node' } },
          },
        },
      },
    });
    const serialize = compile(schema);
    const tree = [{ Name: 'a', Children: [{ Name: 'b', Children: [] }] }];
    expect(JSON.parse(serialize(tree))).toEqual(tree);
  });

  it('writes a nullable reference without a oneOf, and serialises it as the oneOf would', () => {
    const ref = { $ref: '#/$defs/Named' };
    expect(nullableRef({ description: 'd', oneOf: [ref, { type: 'null' }] })).toEqual({
      description: 'd',
      $ref: '#/$defs/Named',
      nullable: true,
    });
    expect(nullableRef({ anyOf: [{ type: 'null' }, ref] })).toEqual({ ...ref, nullable: true });
    // Anything else stays.
    const twoObjects = { oneOf: [ref, { type: 'object' }] };
    expect(nullableRef(twoObjects)).toBe(twoObjects);
    const withSiblings = { oneOf: [{ $ref: '#/$defs/Named', description: 'x' }, { type: 'null' }] };
    expect(nullableRef(withSiblings)).toBe(withSiblings);

    const named = { type: 'object', required: ['Id'], properties: { Id: { type: 'integer' } } };
    const schema = (field: object) => ({
      type: 'object',
      properties: { A: field, B: field },
      $defs: { Named: named },
    });
    const rewritten = compile(schema(nullableRef({ oneOf: [ref, { type: 'null' }] })));
    const original = compile(schema({ oneOf: [ref, { type: 'null' }] }));
    const value = { A: null, B: { Id: 3 } };
    expect(rewritten(value)).toBe(JSON.stringify(value));
    expect(rewritten(value)).toBe(original(value));
  });

  it('refuses a reference to anything but a component schema', () => {
    expect(() => selfContained({ $ref: `${CONTRACT_ID}#/paths/x` }, { components: { schemas: {} } })).toThrow(
      'not to a component schema',
    );
  });

  it('writes what the schema names and leaves out what it does not', () => {
    const op = contract.operations.find((o) => o.operationId === 'getPortalOptions')!;
    const serialize = compile(responseSchemas(op, contract.document)!['200']!);
    const answer = { ...DEFAULT_PORTAL_OPTIONS, PortalName: 'Demo', WelcomeText: 'Welcome "in"' };
    expect(JSON.parse(serialize({ ...answer, Secret: 'not in the contract' }))).toEqual(answer);
  });

  it('keeps the consistently shaped fields beside the deprecated ones (store links, type refs, job status)', () => {
    const serializerOf = (operationId: string) =>
      compile(
        responseSchemas(
          contract.operations.find((o) => o.operationId === operationId)!,
          contract.document,
        )!['200']!,
      );
    const options = {
      ...DEFAULT_PORTAL_OPTIONS,
      TechnicianAppUrls: 'https://apple.example|https://google.example',
      TechnicianAppStoreLinks: [
        { Store: 'Apple', Url: 'https://apple.example' },
        { Store: 'Google', Url: 'https://google.example' },
      ],
    };
    expect(JSON.parse(serializerOf('getPortalOptions')(options))).toEqual(options);

    const machine = {
      Id: 1,
      SupplierName: 'Electrolux',
      MachineType: 'Oven',
      MachineTypeRef: { Id: 3, Name: 'Oven' },
      SupplierRef: { Id: 4, Name: 'Electrolux' },
      ParentMachineModelName: null,
      ModelImage: null,
      MachineModelId: null,
      ActiveServiceJobs: 0,
      ActivePartsJobs: 0,
      TotalServiceAmount: 0,
      TotalPartsAmount: 0,
      DisplayName: 'Oven 1',
      SerialNumber: null,
      Name: null,
      LastServiceDate: null,
    };
    const page = {
      Items: [machine],
      Page: 1,
      ItemsPerPage: 30,
      TotalCount: 1,
      TotalCountCapped: false,
      NextCursor: null,
    };
    expect(JSON.parse(serializerOf('getMachinesFiltered')(page))).toEqual(page);

    const job = {
      Id: 7,
      Code: 'ABC',
      DisplayName: null,
      Order: null,
      JobStatus: { Id: 30, Name: 'in progress' },
      StatusId: 30,
      StatusName: 'in progress',
      JobType: { Id: 1, Name: 'Service' },
      JobTypeId: 1,
      JobTypeName: 'Service',
      Customer: { Id: 2, Name: 'Nordic Foods AS' },
      CustomerDeliveryAdressStreet: null,
      CustomerDeliveryAdressZip: null,
      CustomerDeliveryAdressCity: null,
      CustomerDeliveryAdressCountry: null,
      CustomerPerson: null,
      FirstLineComment: null,
      ServiceManagerComment: null,
      Appointments: [],
      CompletedDate: null,
      InverseParent: [],
      PartnerJobs: [],
    };
    const view = {
      Upcoming: [],
      Open: [job],
      Finished: [],
      NextCursors: { Upcoming: null, Open: null, Finished: null },
    };
    expect(JSON.parse(serializerOf('getPartnerJobsView')(view))).toEqual(view);
  });
});

describe('RESPONSE_SCHEMAS', () => {
  it('is on by default and turned off only by "off"', () => {
    expect(readResponseSchemas({})).toBe(true);
    expect(readResponseSchemas({ RESPONSE_SCHEMAS: 'on' })).toBe(true);
    expect(readResponseSchemas({ RESPONSE_SCHEMAS: ' OFF ' })).toBe(false);
    expect(() => readResponseSchemas({ RESPONSE_SCHEMAS: 'no' })).toThrow(
      'RESPONSE_SCHEMAS must be on or off',
    );
  });
});

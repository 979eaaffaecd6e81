/**
 * Answers serialised by their contract schema: each hot read's schema is self-contained (the
 * component schemas it uses under `$defs`), the serialiser writes what the schema names and leaves
 * out the rest, and the app answers those operations through it.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTAL_OPTIONS } from '../routes/app/index.js';
import { CONTRACT_ID, loadContract, type OpenApiDocument } from './contract.js';
import {
  lazySerializerCompiler,
  responseSchemas,
  SERIALIZED_OPERATIONS,
  selfContained,
} from './serialization.js';

const contract = loadContract();
const compile = (schema: Record<string, unknown>) =>
  lazySerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' });

describe('response schemas of the hot reads', () => {
  it('gives every listed operation a self-contained 200 schema, and no other operation one', () => {
    for (const op of contract.operations) {
      const schemas = responseSchemas(op, contract.document);
      if (!op.operationId || !SERIALIZED_OPERATIONS.has(op.operationId)) {
        expect(schemas).toBeUndefined();
        continue;
      }
      expect(Object.keys(schemas ?? {})).toEqual(['200']);
      expect(JSON.stringify(schemas)).not.toContain(CONTRACT_ID);
    }
    const listed = contract.operations.filter((op) => SERIALIZED_OPERATIONS.has(op.operationId ?? ''));
    expect(listed).toHaveLength(SERIALIZED_OPERATIONS.size);
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

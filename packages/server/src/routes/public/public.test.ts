import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, machines, machineTypes, suppliers } from '../../db/schema.js';
import { buildSeedPlan } from '../../seed/index.js';
import { createTestContext, TEST_BASE_DATE, type TestContext } from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';
import type { ResourceFolder } from '../customer/documents/queries.js';
import { PUBLIC_MESSAGES } from './index.js';
import type { PublicHistoryEntry, PublicMachine } from './queries.js';

const plan = buildSeedPlan(TEST_BASE_DATE);
const closedService = (machineKey: string) =>
  plan.jobs.filter(
    (j) =>
      j.statusId > 30 &&
      j.statusId <= 100 &&
      j.jobType.id !== 3 &&
      j.machines.some((m) => m.machineKey === machineKey),
  );
/** A public and a private machine of the first organisation, both with past service. */
const publicMachine = plan.machines.find(
  (m) => m.customerKey === 'nordic' && m.isPublic && m.modelKey && closedService(m.key).length > 0,
)!;
const privateMachine = plan.machines.find(
  (m) => m.customerKey === 'nordic' && !m.isPublic && m.modelKey && closedService(m.key).length > 0,
)!;

const allFiles = (folder: ResourceFolder): string[] => [
  ...folder.Files.map((f) => f.Link),
  ...folder.Folders.flatMap((f) => allFiles(f)),
];

describe.each(testDatabases())('public QR pages ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let user: string;
  let partner: string;
  let nordicId: number;
  const url = (qr: string, rest = '') => `/api2/public/machine/${encodeURIComponent(qr)}${rest}`;

  beforeAll(async () => {
    t = await createTestContext(kind);
    moderator = (await t.login('moderator@demo.test')).access_token;
    user = (await t.login('user@demo.test')).access_token;
    partner = (await t.login('tech@demo.test')).access_token;
    nordicId = (await t.db.select().from(customers).where(eq(customers.name, 'Nordic Foods AS')))[0]!.id;
  });
  afterAll(async () => t?.close());

  const machineIdOf = async (qr: string) =>
    (await t.db.select({ id: machines.id }).from(machines).where(eq(machines.qrcode, qr)))[0]!.id;
  /** The machine type and the supplier of the public machine, as `{ Id, Name }` (`NamedRef`). */
  const publicMachineRefs = async () => {
    const typeName = plan.machineTypes.find((x) => x.key === publicMachine.typeKey)!.name;
    const supplierName = plan.suppliers.find((s) => s.key === publicMachine.supplierKey)!.name;
    const [type] = await t.db.select().from(machineTypes).where(eq(machineTypes.name, typeName));
    const [supplier] = await t.db.select().from(suppliers).where(eq(suppliers.name, supplierName));
    return {
      MachineTypeRef: { Id: type!.id, Name: typeName },
      SupplierRef: { Id: supplier!.id, Name: supplierName },
    };
  };

  describe('GET /api2/public/machine/{qr}', () => {
    it('answers the limited public fields of a public machine to anyone, without MachineId', async () => {
      const model = plan.models.find((m) => m.key === publicMachine.modelKey)!;
      const callers = [
        [undefined, null],
        [
          user,
          { Name: 'Ulrik User', Email: 'user@demo.test', Organisation: 'Fjord Bakery AS', MaySwitch: false },
        ],
        [
          partner,
          {
            Name: 'Tore Technician',
            Email: 'tech@demo.test',
            Organisation: 'Service Partner AS',
            MaySwitch: false,
          },
        ],
      ] as const;
      const refs = await publicMachineRefs();
      for (const [token, signedInAs] of callers) {
        const res = await t.request({ url: url(publicMachine.qrcode), token });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          Qrcode: publicMachine.qrcode,
          IsPublic: true,
          IsOwner: false,
          MachineId: null,
          OwnerCustomerId: nordicId,
          DisplayName: publicMachine.displayName,
          MachineType: refs.MachineTypeRef.Name,
          MachineTypeRef: refs.MachineTypeRef,
          Supplier: refs.SupplierRef.Name,
          SupplierRef: refs.SupplierRef,
          Model: model.name,
          ModelImage: model.imagePath,
          SerialNumber: publicMachine.serialNumber,
          SignedInAs: signedInAs,
        } satisfies PublicMachine);
      }
    });

    it('answers only the code and the flags of a private machine to anyone but the owner', async () => {
      for (const token of [undefined, user, partner]) {
        const res = await t.request({ url: url(privateMachine.qrcode), token });
        expect(res.statusCode).toBe(200);
        const body: PublicMachine = res.json();
        expect(body).toMatchObject({ Qrcode: privateMachine.qrcode, IsPublic: false, IsOwner: false });
        for (const key of Object.keys(body).filter(
          (k) => !['Qrcode', 'IsPublic', 'IsOwner', 'SignedInAs'].includes(k),
        )) {
          expect(body[key as keyof PublicMachine], key).toBeNull();
        }
        expect(res.body).not.toContain(privateMachine.serialNumber);
      }
    });

    it('answers everything, IsOwner and the MachineId to the owning organisation, public or not', async () => {
      for (const machine of [publicMachine, privateMachine]) {
        const res = await t.request({ url: url(machine.qrcode), token: moderator });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          IsOwner: true,
          IsPublic: machine.isPublic,
          MachineId: await machineIdOf(machine.qrcode),
          OwnerCustomerId: nordicId,
          SerialNumber: machine.serialNumber,
          SignedInAs: {
            Name: 'Mona Moderator',
            Email: 'moderator@demo.test',
            Organisation: 'Nordic Foods AS',
            MaySwitch: false,
          },
        });
      }
    });

    it('tells a customer of another organisation it may switch when the owner is one of its organisations', async () => {
      const bergenMachine = plan.machines.find((m) => m.customerKey === 'bergen' && !m.isPublic)!;
      const bergenId = (
        await t.db.select().from(customers).where(eq(customers.name, 'Nordic Foods Bergen AS'))
      )[0]!.id;
      // Mona's current organisation is Nordic Foods AS; Bergen is one of her ImpersonationOptions.
      const res = await t.request({ url: url(bergenMachine.qrcode), token: moderator });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        IsPublic: false,
        IsOwner: false,
        MachineId: null,
        OwnerCustomerId: bergenId,
        DisplayName: null,
        SignedInAs: { Name: 'Mona Moderator', Organisation: 'Nordic Foods AS', MaySwitch: true },
      });
      // Nobody else learns the owner of a private machine.
      for (const token of [undefined, user, partner]) {
        const other = await t.request({ url: url(bergenMachine.qrcode), token });
        expect(other.json().OwnerCustomerId).toBeNull();
      }
      const switched = (
        await t.request({
          method: 'POST',
          url: `/api2/Token/impersonate?customerId=${bergenId}`,
          token: moderator,
        })
      ).json().access_token as string;
      const own = await t.request({ url: url(bergenMachine.qrcode), token: switched });
      expect(own.json()).toMatchObject({
        IsOwner: true,
        SignedInAs: { Organisation: 'Nordic Foods Bergen AS', MaySwitch: false },
      });
    });

    it('answers 404 for an unknown code and 401 for a bad token', async () => {
      const res = await t.request({ url: url('NO-SUCH-QR') });
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe(PUBLIC_MESSAGES.noSuchQr('NO-SUCH-QR'));
      expect((await t.request({ url: url(publicMachine.qrcode), token: 'not-a-jwt' })).statusCode).toBe(401);
    });
  });

  it.each(['', '/history', '/resources'])(
    'GET /api2/public/machine/{qr}%s answers 400 for a code that is too long or has control characters',
    async (rest) => {
      const long = await t.request({ url: url('Q'.repeat(65), rest) });
      expect(long.statusCode).toBe(400);
      expect(long.json().Message).toBe('QR code can be at most 64 characters.');
      for (const qr of ['QR\u0000001', 'QR\n1']) {
        const res = await t.request({ url: url(qr, rest) });
        expect(res.statusCode, JSON.stringify(qr)).toBe(400);
        expect(res.json().Message).toBe(
          'QR code contains a control character (an invisible character such as NUL), which is not allowed.',
        );
      }
    },
  );

  describe('GET /api2/public/machine/{qr}/history', () => {
    it('answers the closed service jobs of a public machine, newest first, without prices or comments', async () => {
      const res = await t.request({ url: url(publicMachine.qrcode, '/history') });
      expect(res.statusCode).toBe(200);
      const entries: PublicHistoryEntry[] = res.json();
      const planned = closedService(publicMachine.key);
      expect(entries).toHaveLength(planned.length);
      const dates = entries.map((e) => e.CreatedDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const entry of entries) {
        expect(Object.keys(entry).sort()).toEqual([
          'CompletedDate',
          'CreatedDate',
          'Id',
          'JobTypeId',
          'JobTypeName',
          'StatusId',
          'StatusName',
        ]);
      }
      expect(res.body).not.toMatch(/Amount|Comment|Price/);
      for (const entry of entries) {
        expect(entry.StatusId).toBeGreaterThan(30);
        expect(entry.StatusId).toBeLessThanOrEqual(100);
        // The job's type by id beside its name, as every job answer has them; never a part order.
        expect([1, 2, 4]).toContain(entry.JobTypeId);
      }
      const types = (list: [number, string | null][]) => list.map((type) => type.join(' ')).sort();
      expect(types(entries.map((e) => [e.JobTypeId, e.JobTypeName]))).toEqual(
        types(planned.map((j) => [j.jobType.id, j.jobType.name])),
      );
    });

    it('answers 403 for a private machine to anyone but the owner, who gets the history', async () => {
      for (const token of [undefined, user, partner]) {
        const res = await t.request({ url: url(privateMachine.qrcode, '/history'), token });
        expect(res.statusCode).toBe(403);
        expect(res.json().Message).toBe(PUBLIC_MESSAGES.private);
      }
      const own = await t.request({ url: url(privateMachine.qrcode, '/history'), token: moderator });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toHaveLength(closedService(privateMachine.key).length);
    });

    it('answers 404 for an unknown code', async () => {
      expect((await t.request({ url: url('NO-SUCH-QR', '/history') })).statusCode).toBe(404);
    });
  });

  describe('GET /api2/public/machine/{qr}/resources', () => {
    it('answers the supplier and model folders only, to anyone', async () => {
      const res = await t.request({ url: url(publicMachine.qrcode, '/resources') });
      expect(res.statusCode).toBe(200);
      const root: ResourceFolder = res.json();
      expect(root.Name).toBe('Resources');
      expect(root.Folders.map((f) => f.InheritedFromType)).toEqual(['Supplier', 'MachineModel']);
      const links = allFiles(root);
      expect(links.length).toBeGreaterThan(3);
      expect(links.some((l) => l.startsWith('resources/machines/') || l.startsWith('resources/jobs/'))).toBe(
        false,
      );
      // The public files it lists are served without a token.
      const pdf = links.find((l) => l.startsWith('resources/') && l.endsWith('.pdf'))!;
      const file = await t.request({ url: `/api2/resource/?relativePath=${encodeURIComponent(pdf)}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
    });

    it('answers 403 for a private machine to anyone but the owner', async () => {
      for (const token of [undefined, user, partner]) {
        expect((await t.request({ url: url(privateMachine.qrcode, '/resources'), token })).statusCode).toBe(
          403,
        );
      }
      const own = await t.request({ url: url(privateMachine.qrcode, '/resources'), token: moderator });
      expect(own.statusCode).toBe(200);
      expect(
        (own.json() as ResourceFolder).Folders.every((f) =>
          ['Supplier', 'MachineModel'].includes(f.InheritedFromType!),
        ),
      ).toBe(true);
    });

    it('answers 404 for an unknown code', async () => {
      expect((await t.request({ url: url('NO-SUCH-QR', '/resources') })).statusCode).toBe(404);
    });
  });

  describe('the files of the public resources through GET /api2/resource/', () => {
    const file = (key: string, token?: string) =>
      t.request({ url: `/api2/resource/?relativePath=${encodeURIComponent(key)}`, token });

    it('given a public machine, serves every stored file its public resources list without a token', async () => {
      const root: ResourceFolder = (await t.request({ url: url(publicMachine.qrcode, '/resources') })).json();
      const stored = allFiles(root).filter((l) => !/^https?:/.test(l));
      expect(stored.length).toBeGreaterThan(0);
      for (const key of stored) {
        const res = await file(key);
        expect(res.statusCode, key).toBe(200);
        expect(res.headers['cache-control'], key).toBe('public, max-age=3600');
      }
    });

    it("refuses a private machine's own files and job files without a token (401) and to another organisation (403)", async () => {
      const fjordMachine = plan.machines.find((m) => m.customerKey === 'fjord')!;
      expect(fjordMachine.isPublic).toBe(false);
      const privateKeys = [
        `resources/machines/${fjordMachine.key}/installation-protocol.pdf`,
        `resources/machines/${fjordMachine.key}/name-plate.svg`,
      ];
      for (const key of privateKeys) {
        expect((await file(key)).statusCode, key).toBe(401);
        expect((await file(key, moderator)).statusCode, key).toBe(403);
        expect((await file(key, partner)).statusCode, key).toBe(403);
        expect((await file(key, user)).statusCode, key).toBe(200);
      }
      // The owner's private machine's resources answer 403 to anyone else, so none of its links leak.
      const own: ResourceFolder = (
        await t.request({ url: url(privateMachine.qrcode, '/resources'), token: moderator })
      ).json();
      expect(allFiles(own).every((l) => !l.startsWith('resources/machines/'))).toBe(true);
    });

    it('still refuses a path that leaves a public folder (400), whatever it points at', async () => {
      const fjordMachine = plan.machines.find((m) => m.customerKey === 'fjord')!;
      const root: ResourceFolder = (await t.request({ url: url(publicMachine.qrcode, '/resources') })).json();
      const publicKey = allFiles(root).find((l) => l.startsWith('resources/'))!;
      const folder = publicKey.slice(0, publicKey.lastIndexOf('/'));
      for (const key of [
        `${folder}/../../machines/${fjordMachine.key}/installation-protocol.pdf`,
        `${folder}/./${publicKey.slice(publicKey.lastIndexOf('/') + 1)}`,
        `/${publicKey}`,
        publicKey.replace(/\//g, '\\'),
      ]) {
        const res = await file(key);
        expect(res.statusCode, key).toBe(400);
        expect(res.json().Message).toMatch(/^Invalid relativePath: /);
      }
    });
  });
});

// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicHistoryEntry, PublicMachine } from '../contract';
import { json, token } from '../test/fakeServer';
import { renderHookWithSdk } from '../test/renderHookWithSdk';
import { useResourceFile } from './machine';
import { usePublicMachine, usePublicMachineHistory, usePublicMachineResources } from './public';

const visitor: PublicMachine = {
  Qrcode: 'QR00001',
  IsPublic: true,
  IsOwner: false,
  MachineId: null,
  OwnerCustomerId: 3,
  DisplayName: 'Freezer A',
  MachineType: 'Freezer',
  MachineTypeRef: { Id: 2, Name: 'Freezer' },
  Supplier: 'Arctic Cooling AS',
  SupplierRef: { Id: 5, Name: 'Arctic Cooling AS' },
  Model: 'AC Deep 500',
  ModelImage: 'models/ac-deep-500.svg',
  SerialNumber: 'SN-ARC-107919',
  SignedInAs: null,
};
const owner: PublicMachine = {
  ...visitor,
  IsOwner: true,
  MachineId: 24,
  SignedInAs: {
    Name: 'Mona Moderator',
    Email: 'mona@demo.test',
    Organisation: 'Nordic Foods AS',
    MaySwitch: false,
  },
};
const history: PublicHistoryEntry[] = [
  {
    Id: 9,
    CreatedDate: '2025-01-02T08:00:00.000Z',
    CompletedDate: '2025-01-03T12:00:00.000Z',
    JobTypeId: 1,
    JobTypeName: 'Service',
    StatusId: 50,
    StatusName: 'completed',
  },
];
const tree = { Name: 'Resources', Files: [], Folders: [], InheritedFromType: null, InheritedFromName: null };

describe('usePublicMachine (GET /api2/public/machine/{qr})', () => {
  it('given no token, loads the public page without an Authorization header', async () => {
    const { result, server } = renderHookWithSdk(() => usePublicMachine('QR00001'), {
      handler: () => json(visitor),
    });
    await waitFor(() => expect(result.current.data).toEqual(visitor));
    expect(server.seen).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api2/public/machine/QR00001', authorization: null }),
    ]);
  });

  it('given a token, sends it, so the owner gets IsOwner and the MachineId', async () => {
    const { result, server } = renderHookWithSdk(() => usePublicMachine('QR00001'), {
      handler: (request) => json(request.authorization ? owner : visitor),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.data).toEqual(owner));
    expect(server.seen[0]!.authorization).toBe('Bearer access-a');
  });

  it('given an anonymous visitor who logs in, loads the page again with the new token', async () => {
    const { result, server, client } = renderHookWithSdk(() => usePublicMachine('QR00001'), {
      handler: (request) =>
        request.path === '/api2/token'
          ? json(token('b'))
          : json(request.authorization === 'Bearer access-b' ? owner : visitor),
    });
    await waitFor(() => expect(result.current.data).toEqual(visitor));
    await act(() => client.login({ username: 'mona@demo.test', password: 'x', scope: 'customer' }));
    await waitFor(() => expect(result.current.data).toEqual(owner));
    expect(server.seen.filter((r) => r.path === '/api2/public/machine/QR00001')).toHaveLength(2);
  });

  it('given a code with characters that need escaping, sends it as one path segment', async () => {
    const { result, server } = renderHookWithSdk(() => usePublicMachine('QR 1/2'), {
      handler: () => json(visitor),
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(server.seen[0]!.url.pathname).toBe('/api2/public/machine/QR%201%2F2');
  });

  it('given an unknown code, exposes the 404 and its message', async () => {
    const { result } = renderHookWithSdk(() => usePublicMachine('NOPE'), {
      handler: () => json({ Message: 'No equipment has the QR code NOPE' }, 404),
    });
    await waitFor(() => expect(result.current.error?.status).toBe(404));
    expect(result.current.error?.message).toBe('No equipment has the QR code NOPE');
  });

  it('given no code yet, makes no call', async () => {
    const none = renderHookWithSdk(() => usePublicMachine(undefined), { handler: () => json(visitor) });
    const empty = renderHookWithSdk(() => usePublicMachine(''), { handler: () => json(visitor) });
    await act(async () => {});
    expect(none.server.seen).toEqual([]);
    expect(empty.server.seen).toEqual([]);
  });
});

describe('usePublicMachineHistory (GET /api2/public/machine/{qr}/history)', () => {
  it('given no token, loads the public history anonymously', async () => {
    const { result, server } = renderHookWithSdk(() => usePublicMachineHistory('QR00001'), {
      handler: () => json(history),
    });
    await waitFor(() => expect(result.current.data).toEqual(history));
    expect(server.seen[0]).toMatchObject({
      path: '/api2/public/machine/QR00001/history',
      authorization: null,
    });
  });

  it('given a token, sends it', async () => {
    const { result, server } = renderHookWithSdk(() => usePublicMachineHistory('QR00002'), {
      handler: () => json(history),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.data).toEqual(history));
    expect(server.seen[0]!.authorization).toBe('Bearer access-a');
  });

  it('given a private machine, exposes the 403', async () => {
    const { result } = renderHookWithSdk(() => usePublicMachineHistory('QR00002'), {
      handler: () => json({ Message: 'This equipment is not public' }, 403),
    });
    await waitFor(() => expect(result.current.error?.status).toBe(403));
  });
});

describe('usePublicMachineResources (GET /api2/public/machine/{qr}/resources)', () => {
  it('given no token, loads the public tree anonymously; with one, sends it', async () => {
    const anonymous = renderHookWithSdk(() => usePublicMachineResources('QR00001'), {
      handler: () => json(tree),
    });
    await waitFor(() => expect(anonymous.result.current.data).toEqual(tree));
    expect(anonymous.server.seen[0]).toMatchObject({
      path: '/api2/public/machine/QR00001/resources',
      authorization: null,
    });
    const signedIn = renderHookWithSdk(() => usePublicMachineResources('QR00001'), {
      handler: () => json(tree),
      token: token('a'),
    });
    await waitFor(() => expect(signedIn.result.current.data).toEqual(tree));
    expect(signedIn.server.seen[0]!.authorization).toBe('Bearer access-a');
  });

  it('given no code, makes no call', async () => {
    const { server } = renderHookWithSdk(() => usePublicMachineResources(null), {
      handler: () => json(tree),
    });
    await act(async () => {});
    expect(server.seen).toEqual([]);
  });
});

describe('useResourceFile for a public file', () => {
  it('given no token, fetches the file without an Authorization header', async () => {
    const { result, server } = renderHookWithSdk(() => useResourceFile(), {
      handler: () => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const blob = await result.current('resources/models/ac-deep-500/quick-reference.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(server.seen[0]).toMatchObject({ path: '/api2/resource/', authorization: null });
    expect(server.seen[0]!.url.searchParams.get('relativePath')).toBe(
      'resources/models/ac-deep-500/quick-reference.pdf',
    );
  });
});

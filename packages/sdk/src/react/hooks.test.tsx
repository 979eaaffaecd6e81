// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MachineListItem, UserInfo } from '../contract';
import { json, token, type SeenRequest } from '../test/fakeServer';
import { renderHookWithSdk } from '../test/renderHookWithSdk';
import { useMachineFilterOptions, useMachinesPaged, useOpenJobsCount, usePortalOptions } from './data';
import { useClient } from './SdkProvider';
import { useSession, useToken, useUserInfo } from './session';

const userInfo = (Name: string): UserInfo => ({
  Name,
  Email: `${Name.toLowerCase()}@example.no`,
  UserTypeId: 4,
  Customer: null,
  ImpersonationOptions: [],
  Provider: { CompanyName: 'Service AS', Email: null, Telephone: null },
  ShowPrices: true,
  Currency: 'NOK',
  PartnerCompany: null,
});

const machine = (Id: number): MachineListItem => ({
  Id,
  SupplierName: 'Acme',
  MachineType: 'Press',
  MachineTypeRef: { Id: 1, Name: 'Press' },
  SupplierRef: { Id: 2, Name: 'Acme' },
  ParentMachineModelName: null,
  ModelImage: null,
  MachineModelId: null,
  ActiveServiceJobs: 0,
  ActivePartsJobs: 0,
  TotalServiceAmount: 0,
  TotalPartsAmount: 0,
  DisplayName: `Machine ${Id}`,
  SerialNumber: null,
  Name: null,
  LastServiceDate: null,
});

/** A machine list of `total` machines, paged as the server does. */
/** Machines 1..total by cursor (`after-<id>`), as the server pages them. */
function machinesServer(total: number) {
  return (r: SeenRequest) => {
    const cursor = r.url.searchParams.get('Cursor');
    const size = Number(r.url.searchParams.get('ItemsPerPage'));
    const after = cursor ? Number(cursor.replace('after-', '')) : 0;
    const ids = Array.from({ length: total }, (_, i) => i + 1).slice(after, after + size);
    const last = ids.at(-1);
    return json({
      Items: ids.map(machine),
      Page: 1,
      ItemsPerPage: size,
      TotalCount: total,
      NextCursor: last !== undefined && last < total ? `after-${last}` : null,
    });
  };
}

describe('SdkProvider', () => {
  it('given no provider, useClient explains what is missing', () => {
    expect(() => renderHook(() => useClient())).toThrow(/SdkProvider/);
  });
});

describe('useToken', () => {
  it('returns the held token and follows changes of the store', () => {
    const { result, tokenStore } = renderHookWithSdk(() => useToken(), {
      handler: () => json({}),
      token: token('a'),
    });
    expect(result.current).toEqual(token('a'));
    act(() => tokenStore.set(null));
    expect(result.current).toBeNull();
  });
});

describe('useUserInfo', () => {
  it('given no token, makes no call', async () => {
    const { result, server } = renderHookWithSdk(() => useUserInfo('customer'), {
      handler: () => json(userInfo('Ola')),
    });
    await act(async () => {});
    expect(result.current.data).toBeUndefined();
    expect(server.seen).toEqual([]);
  });

  it.each([
    ['customer', '/api2/customer/userinfo'],
    ['partner', '/api2/partner/userinfo'],
  ] as const)('given a token and the %s scope, loads %s with the bearer token', async (scope, path) => {
    const { result, server } = renderHookWithSdk(() => useUserInfo(scope), {
      handler: () => json(userInfo('Ola')),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.data?.Name).toBe('Ola'));
    expect(server.seen[0]).toMatchObject({ path, authorization: 'Bearer access-a' });
  });
});

describe('useSession (spec §2 session gate)', () => {
  it('given no token, is anonymous', () => {
    const { result } = renderHookWithSdk(() => useSession('customer'), {
      handler: () => json(userInfo('Ola')),
    });
    expect(result.current.status).toBe('anonymous');
  });

  it('given a token without user info yet, is loading; once user info arrives, is ready', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { result } = renderHookWithSdk(() => useSession('customer'), {
      handler: async () => {
        await held;
        return json(userInfo('Ola'));
      },
      token: token('a'),
    });
    expect(result.current.status).toBe('loading');
    answer();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.userInfo?.Name).toBe('Ola');
  });

  it('given a ready session, logout makes it anonymous and clears the token', async () => {
    const { result, tokenStore } = renderHookWithSdk(() => useSession('customer'), {
      handler: () => json(userInfo('Ola')),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => {
      void result.current.logout();
    });
    expect(result.current.status).toBe('anonymous');
    expect(result.current.userInfo).toBeUndefined();
    expect(tokenStore.get()).toBeNull();
  });

  it("given a logout and a login as someone else, never shows the previous user's info", async () => {
    let name = 'Ola';
    const { result, client } = renderHookWithSdk(() => useSession('customer'), {
      handler: (r) => (r.path === '/api2/token' ? json(token('kari')) : json(userInfo(name))),
      token: token('ola'),
    });
    await waitFor(() => expect(result.current.userInfo?.Name).toBe('Ola'));
    act(() => {
      void client.logout();
    });
    name = 'Kari';
    await act(() => client.login({ username: 'kari', password: 'x', scope: 'customer' }));
    expect(result.current.userInfo?.Name).not.toBe('Ola');
    await waitFor(() => expect(result.current.userInfo?.Name).toBe('Kari'));
  });

  it('given user info that fails to load, stays loading and exposes the error', async () => {
    const { result } = renderHookWithSdk(() => useSession('customer'), {
      handler: () => json({ Message: 'Broken' }, 500),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.error?.message).toBe('Broken'));
    expect(result.current.status).toBe('loading');
  });
});

describe('usePortalOptions', () => {
  it('loads the portal options without a token', async () => {
    const { result, server } = renderHookWithSdk(() => usePortalOptions(), {
      handler: () => json({ CustomerPortal: true }),
    });
    await waitFor(() => expect(result.current.data).toEqual({ CustomerPortal: true }));
    expect(server.seen[0]).toMatchObject({ path: '/api2/app/portal', authorization: null });
  });
});

describe('useOpenJobsCount', () => {
  it('given a token, loads the open jobs count', async () => {
    const counts = { ActivePartJobsCount: 2, ActiveOtherJobsCount: 3 };
    const { result, server } = renderHookWithSdk(() => useOpenJobsCount(), {
      handler: () => json(counts),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.data).toEqual(counts));
    expect(server.seen[0]?.path).toBe('/api2/customer/jobs/openCount');
  });
});

describe('useMachinesPaged (spec §4 list paging, §7 machines/filtered, §9 30 per page)', () => {
  it('given 40 machines, loads 30, then the last 10 on loadMore, and ends paging', async () => {
    const { result, server } = renderHookWithSdk(() => useMachinesPaged(), {
      handler: machinesServer(40),
      token: token('a'),
    });

    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.items).toHaveLength(30));
    expect(result.current.hasMore).toBe(true);
    expect(server.seen[0]?.url.searchParams.get('Cursor')).toBeNull();
    expect(server.seen[0]?.url.searchParams.get('ItemsPerPage')).toBe('30');

    act(() => result.current.loadMore());
    expect(result.current.isLoadingMore).toBe(true);
    await waitFor(() => expect(result.current.items).toHaveLength(40));
    expect(result.current.isLoadingMore).toBe(false);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.items.map((m) => m.Id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(server.seen.at(-1)?.url.searchParams.get('Cursor')).toBe('after-30');

    const calls = server.seen.length;
    act(() => result.current.loadMore());
    await act(async () => {});
    expect(server.seen).toHaveLength(calls);
  });

  it('when page 2 loads by the cursor of page 1, page 1 is fetched exactly once', async () => {
    const { result, server } = renderHookWithSdk(() => useMachinesPaged(), {
      handler: machinesServer(70),
      token: token('a'),
    });
    const pagesAskedFor = () => server.seen.map((r) => r.url.searchParams.get('Cursor'));

    await waitFor(() => expect(result.current.items).toHaveLength(30));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(60));
    expect(pagesAskedFor()).toEqual([null, 'after-30']);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(70));
    expect(pagesAskedFor()).toEqual([null, 'after-30', 'after-60']);
  });

  it('counts the pages asked for and gives the TotalCount of the last loaded page', async () => {
    const { result } = renderHookWithSdk(() => useMachinesPaged(), {
      handler: machinesServer(40),
      token: token('a'),
    });
    expect(result.current.pageCount).toBe(1);
    expect(result.current.totalCount).toBeUndefined();
    await waitFor(() => expect(result.current.items).toHaveLength(30));
    expect(result.current.totalCount).toBe(40);

    act(() => result.current.loadMore());
    expect(result.current.pageCount).toBe(2);
    await waitFor(() => expect(result.current.items).toHaveLength(40));
    expect(result.current.pageCount).toBe(2);
    expect(result.current.totalCount).toBe(40);
  });

  it('given pages whose answers lack TotalCount, leaves totalCount undefined', async () => {
    const { result } = renderHookWithSdk(() => useMachinesPaged({ pageSize: 5 }), {
      handler: () => json({ Items: [machine(1), machine(2)], Page: 1, ItemsPerPage: 5 }),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.totalCount).toBeUndefined();
  });

  it('given exactly one full page without a NextCursor, ends paging without asking again', async () => {
    const { result, server } = renderHookWithSdk(() => useMachinesPaged({ pageSize: 5 }), {
      handler: machinesServer(5),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    await act(async () => {});
    expect(result.current.isLoadingMore).toBe(false);
    expect(server.seen).toHaveLength(1);
  });

  it('given filters and a sort, every page asks with them, and other filters start again from the first page', async () => {
    let typeId = 2;
    const { result, server, rerender } = renderHookWithSdk(
      () =>
        useMachinesPaged({
          TypeId: typeId,
          SupplierId: 4,
          Location: 'Hall A',
          HasOpenOrders: true,
          Sort: 'serial',
        }),
      { handler: machinesServer(40), token: token('a') },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(30));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(40));
    const asked = (r: SeenRequest) => Object.fromEntries(r.url.searchParams);
    expect(asked(server.seen[0]!)).toEqual({
      ItemsPerPage: '30',
      TypeId: '2',
      SupplierId: '4',
      Location: 'Hall A',
      HasOpenOrders: 'true',
      Sort: 'serial',
    });
    expect(asked(server.seen[1]!)).toMatchObject({ TypeId: '2', Sort: 'serial', Cursor: 'after-30' });

    typeId = 3;
    rerender();
    await waitFor(() => expect(server.seen).toHaveLength(3));
    expect(asked(server.seen[2]!)).toMatchObject({ TypeId: '3', Sort: 'serial' });
    expect(server.seen[2]!.url.searchParams.get('Cursor')).toBeNull();
  });

  it('given no filters, asks with none of them', async () => {
    const { result, server } = renderHookWithSdk(() => useMachinesPaged({ Location: '' }), {
      handler: machinesServer(3),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    expect(Object.fromEntries(server.seen[0]!.url.searchParams)).toEqual({ ItemsPerPage: '30' });
  });

  it('given a failed fetch, gives an empty list and the error (spec §8)', async () => {
    const { result } = renderHookWithSdk(() => useMachinesPaged(), {
      handler: () => json({ Message: 'Database down' }, 500),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.error?.message).toBe('Database down'));
    expect(result.current.items).toEqual([]);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.isLoading).toBe(false);
  });

  it('given a later page that fails, keeps the machines already shown and stops paging', async () => {
    const pages = machinesServer(40);
    const { result } = renderHookWithSdk(() => useMachinesPaged(), {
      handler: (r) => (r.url.searchParams.get('Cursor') ? json({ Message: 'Timeout' }, 500) : pages(r)),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.items).toHaveLength(30));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error?.message).toBe('Timeout'));
    expect(result.current.items).toHaveLength(30);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.isLoadingMore).toBe(false);
  });

  it('given no token, makes no call and has no items', async () => {
    const { result, server } = renderHookWithSdk(() => useMachinesPaged(), { handler: machinesServer(40) });
    await act(async () => {});
    expect(result.current.items).toEqual([]);
    expect(server.seen).toEqual([]);
    expect(result.current.pageCount).toBe(0);
    expect(result.current.totalCount).toBeUndefined();
  });
});

describe('useMachineFilterOptions (machines/filteroptions)', () => {
  it("given a token, loads the organisation's types, suppliers and locations", async () => {
    const options = {
      Types: [{ Id: 1, Name: 'Oven' }],
      TypesCapped: false,
      Suppliers: [{ Id: 2, Name: 'Acme' }],
      SuppliersCapped: false,
      Locations: ['Hall A'],
      LocationsCapped: false,
    };
    const { result, server } = renderHookWithSdk(() => useMachineFilterOptions(), {
      handler: () => json(options),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.data).toEqual(options));
    expect(server.seen[0]?.url.pathname).toBe('/api2/customer/machines/filteroptions');
  });
});

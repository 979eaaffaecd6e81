// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, token, type SeenRequest } from '../test/fakeServer';
import { renderHookWithSdk } from '../test/renderHookWithSdk';
import {
  useCart,
  useCustomerJob,
  useCustomerUsers,
  useJobsPaged,
  useMachineCost,
  useMachineHistory,
  useMachineOpenJobsCount,
  useMachineOverview,
  useOpenMachineJobs,
  useOrganization,
} from './customer';

/** The hooks' answers are only passed through, so a marker object stands in for each entity. */
const answer = { Marker: 'from the server' };

const query = (r: SeenRequest | undefined) => Object.fromEntries(r?.url.searchParams ?? []);

/** A hook under test: only its data is looked at. */
type Case = readonly [
  name: string,
  hook: () => { data: unknown },
  path: string,
  query: Record<string, string>,
];

const cases: readonly Case[] = [
  ['useCart()', () => useCart(), '/api2/customer/shoppingcart', {}],
  ['useMachineOverview(7)', () => useMachineOverview(7), '/api2/customer/machines/overview/7', {}],
  [
    'useMachineOpenJobsCount(7)',
    () => useMachineOpenJobsCount(7),
    '/api2/customer/machines/openJobsCount/7',
    {},
  ],
  ['useMachineHistory(7)', () => useMachineHistory(7), '/api2/customer/machines/history/7', {}],
  ['useOpenMachineJobs(7)', () => useOpenMachineJobs(7), '/api2/customer/jobs/openmachinejobs/7', {}],
  ['useCustomerJob(12)', () => useCustomerJob(12), '/api2/customer/jobs/12', {}],
  ['useMachineCost()', () => useMachineCost(), '/api2/customer/overview/machinecost', {}],
  ['useOrganization()', () => useOrganization(), '/api2/customer/userinfo/organization', {}],
  ['useCustomerUsers()', () => useCustomerUsers(), '/api2/Customer/User/SearchCustomerUsers', {}],
  ['useCustomerUsers("")', () => useCustomerUsers(''), '/api2/Customer/User/SearchCustomerUsers', {}],
  [
    'useCustomerUsers("kari")',
    () => useCustomerUsers('kari'),
    '/api2/Customer/User/SearchCustomerUsers',
    { Search: 'kari' },
  ],
];

describe('customer hooks (spec §7 customer calls)', () => {
  it.each(cases)(
    'given a token, %s loads GET %s with its query and returns the answer',
    async (_, hook, path, q) => {
      const { result, server } = renderHookWithSdk(hook, { handler: () => json(answer), token: token('a') });
      await waitFor(() => expect(result.current.data).toEqual(answer));
      expect(server.seen).toHaveLength(1);
      expect(server.seen[0]).toMatchObject({ method: 'GET', path, authorization: 'Bearer access-a' });
      expect(query(server.seen[0])).toEqual(q);
    },
  );

  it.each(cases)('given no token, %s makes no call', async (_, hook) => {
    const { result, server } = renderHookWithSdk(hook, { handler: () => json(answer) });
    await act(async () => {});
    expect(result.current.data).toBeUndefined();
    expect(server.seen).toEqual([]);
  });

  it.each<readonly [string, () => unknown]>([
    ['useMachineOverview', () => useMachineOverview(undefined)],
    ['useMachineOpenJobsCount', () => useMachineOpenJobsCount(null)],
    ['useMachineHistory', () => useMachineHistory(undefined)],
    ['useOpenMachineJobs', () => useOpenMachineJobs(undefined)],
    ['useCustomerJob', () => useCustomerJob(undefined)],
  ])('given a token but no id yet, %s makes no call', async (_, hook) => {
    const { server } = renderHookWithSdk(hook, { handler: () => json(answer), token: token('a') });
    await act(async () => {});
    expect(server.seen).toEqual([]);
  });

  it('given a failing call, exposes the server message as the error', async () => {
    const { result } = renderHookWithSdk(() => useCart(), {
      handler: () => json({ Message: 'Cart broken' }, 500),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.error?.message).toBe('Cart broken'));
  });

  it('given a logout and a login as someone else, does not show the previous cart', async () => {
    let owner = 'ola';
    const { result, client } = renderHookWithSdk(() => useCart(), {
      handler: (r) => (r.path === '/api2/token' ? json(token('kari')) : json({ Owner: owner })),
      token: token('ola'),
    });
    await waitFor(() => expect(result.current.data).toEqual({ Owner: 'ola' }));
    act(() => {
      void client.logout();
    });
    owner = 'kari';
    await act(() => client.login({ username: 'kari', password: 'x', scope: 'customer' }));
    expect(result.current.data).not.toEqual({ Owner: 'ola' });
    await waitFor(() => expect(result.current.data).toEqual({ Owner: 'kari' }));
  });
});

const job = (Id: number) => ({ Id, DisplayName: `Job ${Id}` });

/** A job list of `total` jobs, paged as the server does. */
/** The job list as the server answers it: keyset pages (`Cursor` = `c` + the last id shown), a count capped at `cap`. */
function jobsServer(total: number, cap = 1000) {
  return (r: SeenRequest) => {
    const size = Number(r.url.searchParams.get('ItemsPerPage'));
    const cursor = r.url.searchParams.get('Cursor');
    const start = cursor ? Number(cursor.slice(1)) : 0;
    const ids = Array.from({ length: total }, (_, i) => i + 1).slice(start, start + size);
    const last = ids[ids.length - 1];
    return json({
      Items: ids.map(job),
      Page: 1,
      ItemsPerPage: size,
      TotalCount: Math.min(total, cap),
      TotalCountCapped: total > cap,
      NextCursor: last !== undefined && last < total ? `c${last}` : null,
    });
  };
}

describe('useJobsPaged (spec §4 list paging, §9 50 per page)', () => {
  it('given 60 jobs, loads 50, then the last 10 on loadMore, and ends paging on the short page', async () => {
    const { result, server } = renderHookWithSdk(() => useJobsPaged(), {
      handler: jobsServer(60),
      token: token('a'),
    });

    await waitFor(() => expect(result.current.items).toHaveLength(50));
    expect(result.current.hasMore).toBe(true);
    expect(result.current.totalCount).toBe(60);
    expect(result.current.totalCountCapped).toBe(false);
    expect(server.seen[0]?.path).toBe('/api2/customer/jobs/filtered');
    expect(query(server.seen[0])).toEqual({ ItemsPerPage: '50' });

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(60));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.items.map((j) => j.Id)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    // The second page is asked for by the first page's NextCursor.
    expect(server.seen.map((r) => r.url.searchParams.get('Cursor'))).toEqual([null, 'c50']);

    act(() => result.current.loadMore());
    await act(async () => {});
    expect(server.seen).toHaveLength(2);
  });

  it('given filters, passes them as query parameters on every page', async () => {
    const filters = {
      Status: 'closed',
      MachineId: 7,
      Search: 'pump',
      From: '2026-01-01',
      To: '2026-06-30',
    } as const;
    const { result, server } = renderHookWithSdk(() => useJobsPaged({ ...filters, pageSize: 2 }), {
      handler: jobsServer(3),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    expect(server.seen.map(query)).toEqual([
      {
        ItemsPerPage: '2',
        Status: 'closed',
        MachineId: '7',
        Search: 'pump',
        From: '2026-01-01',
        To: '2026-06-30',
      },
      {
        Cursor: 'c2',
        ItemsPerPage: '2',
        Status: 'closed',
        MachineId: '7',
        Search: 'pump',
        From: '2026-01-01',
        To: '2026-06-30',
      },
    ]);
  });

  it('given changed filters, starts again from page 1 with the new filters', async () => {
    let status: 'open' | 'closed' = 'open';
    const { result, server, rerender } = renderHookWithSdk(() => useJobsPaged({ Status: status }), {
      handler: jobsServer(3),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    status = 'closed';
    rerender();
    await waitFor(() => expect(server.seen).toHaveLength(2));
    expect(query(server.seen[1])).toEqual({ ItemsPerPage: '50', Status: 'closed' });
  });

  it('given an empty search, sends no Search parameter', async () => {
    const { result, server } = renderHookWithSdk(() => useJobsPaged({ Search: '' }), {
      handler: jobsServer(1),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(query(server.seen[0])).toEqual({ ItemsPerPage: '50' });
  });

  it('given more jobs than the server counts, says the count is capped', async () => {
    const { result } = renderHookWithSdk(() => useJobsPaged({ pageSize: 2 }), {
      handler: jobsServer(5, 3),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current).toMatchObject({ totalCount: 3, totalCountCapped: true, hasMore: true });
  });

  it('given a full last page without a NextCursor, ends paging', async () => {
    const { result, server } = renderHookWithSdk(() => useJobsPaged({ pageSize: 2 }), {
      handler: jobsServer(4),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    await act(async () => {});
    expect(server.seen).toHaveLength(2);
  });

  it('given no token, makes no call and has nothing to load', async () => {
    const { result, server } = renderHookWithSdk(() => useJobsPaged(), { handler: jobsServer(60) });
    await act(async () => {});
    expect(server.seen).toEqual([]);
    expect(result.current.items).toEqual([]);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.pageCount).toBe(0);
  });

  it('given a failed first page, gives an empty list and the error (spec §8)', async () => {
    const { result } = renderHookWithSdk(() => useJobsPaged(), {
      handler: () => json({ Message: 'Database down' }, 500),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.error?.message).toBe('Database down'));
    expect(result.current.items).toEqual([]);
    expect(result.current.hasMore).toBe(false);
  });
});

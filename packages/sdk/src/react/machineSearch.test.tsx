// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, token } from '../test/fakeServer';
import { renderHookWithSdk } from '../test/renderHookWithSdk';
import { useMachineSearch } from './machineSearch';

const result = (...names: string[]) => ({
  Items: names.map((DisplayName, i) => ({
    Id: i + 1,
    DisplayName,
    Name: null,
    SerialNumber: null,
    MachineType: null,
    ParentMachineModelName: null,
    SupplierName: null,
    MachineModelId: null,
    ModelImage: null,
  })),
  HasMore: false,
});

describe('useMachineSearch (GET /api2/customer/machines/search)', () => {
  it('given a text, asks for the trimmed text with the default limit 20 and returns the answer', async () => {
    const { result: hook, server } = renderHookWithSdk(() => useMachineSearch('  oven '), {
      handler: () => json(result('Oven A')),
      token: token('a'),
    });
    await waitFor(() => expect(hook.current.data?.Items[0]?.DisplayName).toBe('Oven A'));
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]?.path).toBe('/api2/customer/machines/search');
    expect(Object.fromEntries(server.seen[0]!.url.searchParams)).toEqual({ Search: 'oven', Limit: '20' });
  });

  it('passes the limit asked for', async () => {
    const { server } = renderHookWithSdk(() => useMachineSearch('ov', { limit: 50 }), {
      handler: () => json(result()),
      token: token('a'),
    });
    await waitFor(() => expect(server.seen).toHaveLength(1));
    expect(server.seen[0]!.url.searchParams.get('Limit')).toBe('50');
  });

  it.each([
    ['an empty text', '', {}],
    ['only spaces', '   ', {}],
    ['a text under minLength', ' o ', { minLength: 2 }],
  ])('given %s, makes no call', async (_what, text, options) => {
    const { result: hook, server } = renderHookWithSdk(() => useMachineSearch(text, options), {
      handler: () => json(result('x')),
      token: token('a'),
    });
    await act(async () => {});
    expect(server.seen).toEqual([]);
    expect(hook.current.data).toBeUndefined();
  });

  it('given no token, makes no call', async () => {
    const { server } = renderHookWithSdk(() => useMachineSearch('oven'), { handler: () => json(result()) });
    await act(async () => {});
    expect(server.seen).toEqual([]);
  });

  it('keeps the previous answer while the next text loads, then shows the new one', async () => {
    let answer = result('Oven A');
    let text = 'ov';
    const { result: hook, rerender } = renderHookWithSdk(() => useMachineSearch(text), {
      handler: () => json(answer),
      token: token('a'),
    });
    await waitFor(() => expect(hook.current.data?.Items).toHaveLength(1));
    answer = result('Oven A', 'Oven B');
    text = 'ove';
    rerender();
    expect(hook.current.data?.Items).toHaveLength(1);
    await waitFor(() => expect(hook.current.data?.Items).toHaveLength(2));
  });

  it('given a failure, exposes the error with the server Message', async () => {
    const { result: hook } = renderHookWithSdk(() => useMachineSearch('oven'), {
      handler: () => json({ Message: 'Search down' }, 500),
      token: token('a'),
    });
    await waitFor(() => expect(hook.current.error?.message).toBe('Search down'));
  });
});

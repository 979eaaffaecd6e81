// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client/createClient';
import { memoryTokenStore } from '../client/tokenStore';
import type { ShoppingCart } from '../contract';
import { json, token } from '../test/fakeServer';
import { newIdempotencyKey, useCartActions } from './cart';
import { useCart } from './customer';
import { useOpenJobsCount } from './data';
import { SdkProvider } from './SdkProvider';

interface Seen {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

const cartOf = (count: number | null): ShoppingCart => ({
  CartId: count === null ? null : 7,
  Groups:
    count === null
      ? []
      : [
          {
            Machine: { Id: 1, DisplayName: 'Oven', Name: null, SerialNumber: null },
            Items: [
              {
                Id: 31,
                ArticleCount: count,
                ArticlePrice: 10,
                Article: {
                  ArticleNumber: 'A-1',
                  ArticleDescription: 'Gasket',
                  ArticleImage: null,
                  ArticleType: 'Spare part',
                },
              },
            ],
          },
        ],
  TotalAmount: count === null ? 0 : count * 10,
  Currency: 'NOK',
});

/**
 * The cart hooks over a small fake server that keeps one line's count, records every request
 * with its headers, and answers the calls of the contract.
 */
function setup({ failPatch = false }: { failPatch?: boolean } = {}) {
  const seen: Seen[] = [];
  let count: number | null = 2;
  let openJobs = 3;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    seen.push({
      method: request.method,
      path: pathname,
      headers: request.headers,
      body: request.body ? await request.text() : '',
    });
    const patch = /^\/api2\/customer\/shoppingcart\/detail\/(\d+)\/count\/(\d+)$/.exec(pathname);
    if (request.method === 'PATCH' && patch) {
      if (failPatch) return json({ Message: 'Cart is locked' }, 500);
      count = Number(patch[2]);
      return json(cartOf(count));
    }
    if (request.method === 'DELETE' && pathname === '/api2/customer/shoppingcart/detail/31') {
      count = null;
      return json(cartOf(count));
    }
    if (request.method === 'POST' && pathname === '/api2/customer/shoppingcart/checkout') {
      count = null;
      openJobs += 1;
      return json({ Id: 4711 }, 201);
    }
    if (pathname === '/api2/customer/shoppingcart') return json(cartOf(count));
    if (pathname === '/api2/customer/jobs/openCount')
      return json({ ActivePartJobsCount: openJobs, ActiveOtherJobsCount: 0 });
    return json({ Message: 'not found' }, 404);
  };
  const client = createClient({
    baseUrl: 'http://portal.test',
    fetch: fetch as typeof globalThis.fetch,
    tokenStore: memoryTokenStore(token('a')),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <SdkProvider client={client}>{children}</SdkProvider>
    </SWRConfig>
  );
  const rendered = renderHook(
    () => ({ actions: useCartActions(), cart: useCart(), openJobs: useOpenJobsCount() }),
    { wrapper },
  );
  const calls = (method: string) => seen.filter((r) => r.method === method);
  return { ...rendered, seen, calls };
}

describe('useCartActions (spec §4 cart quantity, §7 cart calls)', () => {
  it('setCount PATCHes the line count and resolves after the cart was reloaded', async () => {
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.cart.data?.Groups[0]?.Items[0]?.ArticleCount).toBe(2));
    await act(() => result.current.actions.setCount(31, 3));
    expect(calls('PATCH').map((r) => r.path)).toEqual(['/api2/customer/shoppingcart/detail/31/count/3']);
    // Reloaded before setCount resolved: the new count is already in the cache.
    expect(result.current.cart.data?.Groups[0]?.Items[0]?.ArticleCount).toBe(3);
    expect(calls('GET').filter((r) => r.path === '/api2/customer/shoppingcart')).toHaveLength(2);
  });

  it('remove DELETEs the line and reloads the cart', async () => {
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.cart.data?.CartId).toBe(7));
    await act(() => result.current.actions.remove(31));
    expect(calls('DELETE').map((r) => r.path)).toEqual(['/api2/customer/shoppingcart/detail/31']);
    expect(result.current.cart.data?.Groups).toEqual([]);
  });

  it('given a failing PATCH, throws the server message and does not reload the cart', async () => {
    const { result, calls } = setup({ failPatch: true });
    await waitFor(() => expect(result.current.cart.data?.CartId).toBe(7));
    await act(async () => {
      await expect(result.current.actions.setCount(31, 3)).rejects.toMatchObject({
        status: 500,
        message: 'Cart is locked',
      });
    });
    expect(calls('GET').filter((r) => r.path === '/api2/customer/shoppingcart')).toHaveLength(1);
  });

  it('checkout POSTs { Id, Comment } with the Idempotency-Key, answers the job id and reloads the cart and the open-jobs count', async () => {
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.openJobs.data?.ActivePartJobsCount).toBe(3));
    await waitFor(() => expect(result.current.cart.data?.CartId).toBe(7));
    let created: { Id: number } | undefined;
    await act(async () => {
      created = await result.current.actions.checkout({
        cartId: 7,
        comment: 'Deliver to the back door',
        idempotencyKey: 'key-1',
      });
    });
    expect(created).toEqual({ Id: 4711 });
    const [post] = calls('POST');
    expect(post?.path).toBe('/api2/customer/shoppingcart/checkout');
    expect(JSON.parse(post!.body)).toEqual({ Id: 7, Comment: 'Deliver to the back door' });
    expect(post?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(result.current.cart.data?.CartId).toBeNull();
    expect(result.current.openJobs.data?.ActivePartJobsCount).toBe(4);
  });

  it('checkout without a comment sends Comment null, and no key sends no header', async () => {
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.cart.data?.CartId).toBe(7));
    await act(() => result.current.actions.checkout({ cartId: 7, comment: '   ' }));
    const [post] = calls('POST');
    expect(JSON.parse(post!.body)).toEqual({ Id: 7, Comment: null });
    expect(post?.headers.has('Idempotency-Key')).toBe(false);
  });
});

describe('newIdempotencyKey', () => {
  it('gives a different UUID v4 every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('without crypto.randomUUID (plain http), still gives a UUID v4', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { configurable: true, value: undefined });
    try {
      expect(newIdempotencyKey()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { configurable: true, value: original });
    }
  });
});

// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../contract';
import { json, token, type SeenRequest } from '../test/fakeServer';
import { renderHookWithSdk } from '../test/renderHookWithSdk';
import { useCart } from './customer';
import {
  useAddToCart,
  useCustomerPrice,
  useModelParts,
  usePart,
  usePartDrawing,
  usePartDrawingImage,
  usePartDrawings,
} from './parts';

const answer = { Marker: 'from the server' };

type Case = readonly [name: string, hook: () => { data: unknown }, path: string];

const cases: readonly Case[] = [
  ['useModelParts(31)', () => useModelParts(31), '/api2/customer/parts/31'],
  ['usePart("CO-1003")', () => usePart('CO-1003'), '/api2/customer/article/part/CO-1003'],
  [
    'useCustomerPrice("CO-1003", 7)',
    () => useCustomerPrice('CO-1003', 7),
    '/api2/customer/article/CO-1003/price-for-machine/7',
  ],
  ['usePartDrawings(7)', () => usePartDrawings(7), '/api2/customer/documents/partdrawings/7'],
  ['usePartDrawing(44)', () => usePartDrawing(44), '/api2/customer/documents/partdrawing/44'],
];

const part: Schema<'Part'> = {
  ArticleNumber: 'CO-1003',
  ArticleDescription: 'Convection fan motor',
  ArticleDescriptionLong: 'Fan motor 0.55 kW with mounting plate, reversible.',
  ArticlePrice: 4850,
  ArticleImage: 'articles/co-1003.svg',
  Quantity: 1,
  MachineId: null,
  CustomerArticlePrice: null,
  HasCustomerPrice: false,
};

describe('parts hooks (spec §7 parts and documents calls)', () => {
  it.each(cases)('given a token, %s loads GET %s and returns the answer', async (_, hook, path) => {
    const { result, server } = renderHookWithSdk(hook, { handler: () => json(answer), token: token('a') });
    await waitFor(() => expect(result.current.data).toEqual(answer));
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({ method: 'GET', path, authorization: 'Bearer access-a' });
  });

  it.each(cases)('given no token, %s makes no call', async (_, hook) => {
    const { result, server } = renderHookWithSdk(hook, { handler: () => json(answer) });
    await act(async () => {});
    expect(result.current.data).toBeUndefined();
    expect(server.seen).toEqual([]);
  });

  it.each<readonly [string, () => unknown]>([
    ['useModelParts', () => useModelParts(undefined)],
    ['usePart', () => usePart(undefined)],
    ['usePart with an empty article number', () => usePart('')],
    ['useCustomerPrice without a machine', () => useCustomerPrice('CO-1003', null)],
    ['useCustomerPrice without an article', () => useCustomerPrice(null, 7)],
    ['usePartDrawings', () => usePartDrawings(undefined)],
    ['usePartDrawing', () => usePartDrawing(null)],
    ['usePartDrawingImage', () => usePartDrawingImage(null)],
  ])('given a token but no id yet, %s makes no call', async (_, hook) => {
    const { server } = renderHookWithSdk(hook, { handler: () => json(answer), token: token('a') });
    await act(async () => {});
    expect(server.seen).toEqual([]);
  });

  it('given an article number with a slash, usePart encodes it in the path', async () => {
    const { result, server } = renderHookWithSdk(() => usePart('GN 1/1'), {
      handler: () => json(answer),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.data).toEqual(answer));
    expect(server.seen[0]?.url.pathname).toBe('/api2/customer/article/part/GN%201%2F1');
  });

  it('given an unknown article, usePart exposes the 404 as its error', async () => {
    const { result } = renderHookWithSdk(() => usePart('XX-0000'), {
      handler: () => json({ Message: 'No such article: XX-0000' }, 404),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.error?.status).toBe(404));
    expect(result.current.error?.message).toBe('No such article: XX-0000');
  });
});

describe('useCustomerPrice (spec §8: a failed lookup means no customer price)', () => {
  it.each([404, 403, 500])(
    'given the lookup fails with %i, answers HasCustomerPrice false',
    async (status) => {
      const { result } = renderHookWithSdk(() => useCustomerPrice('CO-1003', 7), {
        handler: () => json({ Message: 'Price service down' }, status),
        token: token('a'),
      });
      await waitFor(() =>
        expect(result.current.data).toEqual({
          ArticleNumber: 'CO-1003',
          MachineId: 7,
          CustomerArticlePrice: null,
          HasCustomerPrice: false,
        }),
      );
      expect(result.current.error).toBeUndefined();
    },
  );

  it('given a customer price, passes it through', async () => {
    const price = {
      ArticleNumber: 'CO-1003',
      MachineId: 7,
      CustomerArticlePrice: 4100,
      HasCustomerPrice: true,
    };
    const { result } = renderHookWithSdk(() => useCustomerPrice('CO-1003', 7), {
      handler: () => json(price),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.data).toEqual(price));
  });
});

describe('usePartDrawingImage (a drawing needs the bearer token, which <img> cannot send)', () => {
  it('fetches the resource with the token and answers a data URL', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>';
    const { result, server } = renderHookWithSdk(
      () => usePartDrawingImage('documents/ck-6/exploded view.svg'),
      {
        handler: () => new Response(svg, { status: 200, headers: { 'Content-Type': 'image/svg+xml' } }),
        token: token('a'),
      },
    );
    await waitFor(() => expect(result.current.data).toMatch(/^data:image\/svg\+xml/));
    expect(server.seen[0]).toMatchObject({
      method: 'GET',
      path: '/api2/resource/',
      authorization: 'Bearer access-a',
    });
    expect(server.seen[0]?.url.searchParams.get('relativePath')).toBe('documents/ck-6/exploded view.svg');
    const base64 = (result.current.data ?? '').split(',')[1] ?? '';
    expect(atob(base64)).toBe(svg);
  });

  it('given a missing file, exposes the error instead of an image', async () => {
    const { result } = renderHookWithSdk(() => usePartDrawingImage('documents/gone.svg'), {
      handler: () => json({ Message: 'File not found' }, 404),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.error?.status).toBe(404));
    expect(result.current.data).toBeUndefined();
  });
});

describe('useAddToCart (spec §4: after a cart add the cart is reloaded)', () => {
  const emptyCart = { CartId: null, Groups: [], TotalAmount: 0, Currency: 'NOK' };
  const fullCart = {
    CartId: 5,
    Groups: [
      {
        Machine: { Id: 7, DisplayName: 'Oven', Name: 'Kitchen', SerialNumber: 'S1' },
        Items: [{ Id: 1, ArticleCount: 3, ArticlePrice: 4850, Article: part }],
      },
    ],
    TotalAmount: 14550,
    Currency: 'NOK',
  };

  it('posts the part with MachineId and Quantity, then reloads the cart', async () => {
    let cart: unknown = emptyCart;
    const handler = (r: SeenRequest) => {
      if (r.method === 'POST') {
        cart = fullCart;
        return json(fullCart);
      }
      return json(cart);
    };
    const { result, server } = renderHookWithSdk(() => ({ cart: useCart(), add: useAddToCart() }), {
      handler,
      token: token('a'),
    });
    await waitFor(() => expect(result.current.cart.data).toEqual(emptyCart));

    let answered: unknown;
    await act(async () => {
      answered = await result.current.add({ part, machineId: 7, quantity: 3 });
    });

    expect(answered).toEqual(fullCart);
    const post = server.seen.find((r) => r.method === 'POST');
    expect(post).toMatchObject({ path: '/api2/customer/shoppingcart', contentType: 'application/json' });
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ ...part, MachineId: 7, Quantity: 3 });
    await waitFor(() => expect(result.current.cart.data).toEqual(fullCart));
    const gets = server.seen.filter((r) => r.method === 'GET' && r.path === '/api2/customer/shoppingcart');
    expect(gets).toHaveLength(2);
  });

  it('given the server refuses, rejects with its message and does not reload the cart', async () => {
    const { result, server } = renderHookWithSdk(() => ({ cart: useCart(), add: useAddToCart() }), {
      handler: (r) =>
        r.method === 'POST' ? json({ Message: 'At most 999 of one article' }, 400) : json(emptyCart),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.cart.data).toEqual(emptyCart));
    await act(async () => {
      await expect(result.current.add({ part, machineId: 7, quantity: 1000 })).rejects.toMatchObject({
        status: 400,
        message: 'At most 999 of one article',
      });
    });
    expect(server.seen.filter((r) => r.method === 'GET')).toHaveLength(1);
  });
});

import { delay, http, HttpResponse } from 'msw';
import { cartTotal } from '@eqp/sdk';
import {
  cartWithoutPrices,
  checkoutJobId,
  shoppingCart as cartFixture,
  type ShoppingCart,
} from '../fixtures/cart';
import { api } from './helpers';

type Wait = number | 'infinite' | undefined;

/** A request the cart server saw (method, path, parsed JSON body, headers). */
export interface SeenCartRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export interface CartServerOptions {
  /** Answer as for a user without prices (every price null, total 0). */
  prices?: boolean;
  /** Delay of each call in ms, or `'infinite'` (loading and busy states). */
  delays?: { get?: Wait; patch?: Wait; remove?: Wait; checkout?: Wait };
  /** Make the checkout fail with this status and `{ Message }`. */
  checkoutError?: { status: number; message: string };
  /** The job id the checkout answers. */
  jobId?: number;
}

const wait = async (ms: Wait) => {
  if (ms !== undefined) await delay(ms);
};

/**
 * A small in-memory cart behind the cart calls of spec §7: GET answers the current cart, PATCH
 * sets a line's count, DELETE removes a line (an empty group goes, an empty cart answers
 * `CartId: null`), checkout answers `{ Id }` (201) and empties the cart. Each call creates a fresh
 * state, so tests do not share it. `seen` records every request.
 */
export function shoppingCartServer(initial: ShoppingCart = cartFixture, options: CartServerOptions = {}) {
  const { prices = true, delays = {}, checkoutError, jobId = checkoutJobId } = options;
  let state: ShoppingCart = structuredClone(initial);
  const seen: SeenCartRequest[] = [];
  const answer = () => HttpResponse.json(prices ? state : cartWithoutPrices(state));
  const record = async (request: Request) => {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    });
  };
  const settle = () => {
    state.Groups = state.Groups.filter((group) => group.Items.length > 0);
    if (state.Groups.length === 0) state = { ...state, CartId: null };
    // As the server sums it (the rules' cartTotal, in whole cents).
    state.TotalAmount = cartTotal(state);
  };
  const findLine = (id: number) =>
    state.Groups.flatMap((group) => group.Items).find((item) => item.Id === id);

  const handlers = [
    http.get(api('/customer/shoppingcart'), async ({ request }) => {
      await record(request);
      await wait(delays.get);
      return answer();
    }),
    http.patch(api('/customer/shoppingcart/detail/:id/count/:count'), async ({ request, params }) => {
      await record(request);
      await wait(delays.patch);
      const count = Number(params.count);
      if (!(count >= 1))
        return HttpResponse.json({ Message: 'The count must be 1 or more' }, { status: 400 });
      const item = findLine(Number(params.id));
      if (!item)
        return HttpResponse.json({ Message: `No such line in your cart: ${params.id}` }, { status: 404 });
      item.ArticleCount = count;
      settle();
      return answer();
    }),
    http.delete(api('/customer/shoppingcart/detail/:id'), async ({ request, params }) => {
      await record(request);
      await wait(delays.remove);
      const id = Number(params.id);
      if (!findLine(id))
        return HttpResponse.json({ Message: `No such line in your cart: ${id}` }, { status: 404 });
      state.Groups = state.Groups.map((group) => ({
        ...group,
        Items: group.Items.filter((item) => item.Id !== id),
      }));
      settle();
      return answer();
    }),
    http.post(api('/customer/shoppingcart/checkout'), async ({ request }) => {
      await record(request);
      await wait(delays.checkout);
      if (checkoutError) {
        return HttpResponse.json({ Message: checkoutError.message }, { status: checkoutError.status });
      }
      state = { CartId: null, Groups: [], TotalAmount: 0, Currency: state.Currency };
      return HttpResponse.json({ Id: jobId }, { status: 201 });
    }),
  ];
  return { handlers, seen, current: () => state };
}

/** GET /api2/customer/shoppingcart answering `cart` (no state; see `shoppingCartServer` for changes). */
export const shoppingCartHandler = (
  cart: ShoppingCart = cartFixture,
  { prices = true, delayMs }: { prices?: boolean; delayMs?: Wait } = {},
) =>
  http.get(api('/customer/shoppingcart'), async () => {
    await wait(delayMs);
    return HttpResponse.json(prices ? cart : cartWithoutPrices(cart));
  });

/** The cart call fails: `500 { Message }` (the cart shows as empty, spec §8). */
export const shoppingCartErrorHandler = (message = 'The cart is unavailable right now.', status = 500) =>
  http.get(api('/customer/shoppingcart'), () => HttpResponse.json({ Message: message }, { status }));

/**
 * A cart with lines for two machines. (The machine types in its group headers come from each
 * machine's GET /api2/customer/machines/overview/{id}, answered by the machine detail handlers.)
 */
export const shoppingCartHandlers = [shoppingCartHandler()];

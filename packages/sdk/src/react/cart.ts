import { useMemo } from 'react';
import type { Schema } from '../contract';
import { useRevalidate } from './revalidate';
import { useClient } from './SdkProvider';

const CART = '/api2/customer/shoppingcart';
const OPEN_JOBS_COUNT = '/api2/customer/jobs/openCount';

export interface CheckoutInput {
  /** The cart to send (`ShoppingCart.CartId`). */
  cartId: number;
  /** The order comment; empty or missing sends `null`. */
  comment?: string | null;
  /**
   * Makes the submit safe to repeat (`Idempotency-Key`): pick one key per order the user means to
   * place (`newIdempotencyKey()`) and send the same key again when repeating that submit (a retry
   * after a time-out), so the order is created once.
   */
  idempotencyKey?: string;
}

export interface CartActions {
  /**
   * `PATCH /api2/customer/shoppingcart/detail/{id}/count/{count}` (count 1 or more, spec §4),
   * then reloads the cart (the badge follows). Resolves once the reloaded cart is there.
   */
  setCount(detailId: number, count: number): Promise<void>;
  /** `DELETE /api2/customer/shoppingcart/detail/{id}`, then reloads the cart. */
  remove(detailId: number): Promise<void>;
  /**
   * `POST /api2/customer/shoppingcart/checkout` with `{ Id, Comment }` (spec §7), then reloads the
   * cart and the open-jobs count. Resolves to the new part order's `{ Id }`.
   */
  checkout(input: CheckoutInput): Promise<Schema<'CreatedId'>>;
}

/**
 * The cart's changes (spec §4, §7). Each call throws the sdk's `ApiError` on failure (the global
 * error rule already reports every failure but a 400); nothing is reloaded then.
 */
export function useCartActions(): CartActions {
  const client = useClient();
  const revalidate = useRevalidate();
  return useMemo<CartActions>(
    () => ({
      async setCount(detailId, count) {
        await client.request(
          client.api.PATCH('/api2/customer/shoppingcart/detail/{id}/count/{count}', {
            params: { path: { id: detailId, count } },
          }),
        );
        await revalidate(CART);
      },
      async remove(detailId) {
        await client.request(
          client.api.DELETE('/api2/customer/shoppingcart/detail/{id}', {
            params: { path: { id: detailId } },
          }),
        );
        await revalidate(CART);
      },
      async checkout({ cartId, comment, idempotencyKey }) {
        const created = await client.request(
          client.api.POST('/api2/customer/shoppingcart/checkout', {
            params: idempotencyKey ? { header: { 'Idempotency-Key': idempotencyKey } } : {},
            body: { Id: cartId, Comment: comment?.trim() ? comment : null },
          }),
        );
        await revalidate(CART, OPEN_JOBS_COUNT);
        return created;
      },
    }),
    [client, revalidate],
  );
}

/**
 * A new random key for `Idempotency-Key` (a UUID v4). Uses `crypto.randomUUID` where the page has
 * it (secure contexts) and `crypto.getRandomValues` otherwise (a portal served over plain http on
 * an intranet address).
 */
export function newIdempotencyKey(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof webCrypto?.getRandomValues === 'function') webCrypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

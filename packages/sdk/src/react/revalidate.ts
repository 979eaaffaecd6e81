import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { SWR_KEY_PREFIX } from './session';

/**
 * Revalidates every cached call of the given paths (as written in the contract, e.g.
 * `/api2/customer/shoppingcart`), whatever their parameters, so that badges and lists elsewhere on
 * the page follow a change: after a cart add the cart is reloaded (spec §4), after a new job or a
 * checkout the open-jobs count too. Paged lists (`useSWRInfinite`) revalidate through their own
 * `mutate`.
 */
export function useRevalidate(): (...paths: readonly string[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...paths: readonly string[]) => {
      await mutate(
        (key: unknown) =>
          Array.isArray(key) &&
          key[0] === SWR_KEY_PREFIX &&
          typeof key[1] === 'string' &&
          paths.includes(key[1]),
      );
    },
    [mutate],
  );
}

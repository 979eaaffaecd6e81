import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import type { ApiError } from '../client/ApiError';
import type { MachineSearchResult } from '../contract';
import { useCustomerKey } from './customer';
import { useClient } from './SdkProvider';

/** The most machines a search answers unless asked for fewer (the contract's default). */
export const MACHINE_SEARCH_LIMIT = 20;

export interface MachineSearchOptions {
  /** The most machines to answer, 1 to 50; default 20. */
  limit?: number;
  /** Texts shorter than this (trimmed) are not searched; default 1. The top search passes 2 (spec §2). */
  minLength?: number;
}

/**
 * The current organisation's machines matching `text`, best first
 * (`GET /api2/customer/machines/search`): no call without a token or while the trimmed text is
 * shorter than `minLength` (then `data` is undefined). The previous answer stays in `data` while
 * the next text loads, so a list does not flash empty between keystrokes; `isLoading` is true only
 * before the first answer. Debounce the text in the caller (spec §9: 700 ms).
 */
export function useMachineSearch(
  text: string,
  { limit = MACHINE_SEARCH_LIMIT, minLength = 1 }: MachineSearchOptions = {},
): SWRResponse<MachineSearchResult, ApiError> {
  const client = useClient();
  const search = text.trim();
  const key = useCustomerKey('/api2/customer/machines/search', search, limit);
  return useSWR<MachineSearchResult, ApiError>(
    search.length >= Math.max(1, minLength) ? key : null,
    () =>
      client.request(
        client.api.GET('/api2/customer/machines/search', {
          params: { query: { Search: search, Limit: limit } },
        }),
      ),
    { keepPreviousData: true },
  );
}

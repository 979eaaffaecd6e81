import { useCallback } from 'react';
import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { apiErrorFromResponse, isSuccessStatus, type ApiError } from '../client/ApiError';
import type { Schema, ShoppingCart } from '../contract';
import { useCustomerKey, useIdKey, type OptionalId } from './customer';
import { useRevalidate } from './revalidate';
import { useClient } from './SdkProvider';

type Part = Schema<'Part'>;
type PriceForMachine = Schema<'PriceForMachine'>;
type Document = Schema<'Document'>;

/** An article number the hook may not have yet: no call without one. */
export type OptionalArticleNumber = string | null | undefined;

/** Every part of a machine model (`GET /api2/customer/parts/{machineModelId}`); the search runs on the client. */
export function useModelParts(machineModelId: OptionalId): SWRResponse<Part[], ApiError> {
  const client = useClient();
  return useSWR<Part[], ApiError>(useIdKey('/api2/customer/parts/{machineModelId}', machineModelId), () =>
    client.request(
      client.api.GET('/api2/customer/parts/{machineModelId}', {
        params: { path: { machineModelId: machineModelId as number } },
      }),
    ),
  );
}

/** One part by article number (`GET /api2/customer/article/part/{articleNumber}`); 404 for an unknown article. */
export function usePart(articleNumber: OptionalArticleNumber): SWRResponse<Part, ApiError> {
  const client = useClient();
  const key = useCustomerKey('/api2/customer/article/part/{articleNumber}', articleNumber);
  return useSWR<Part, ApiError>(articleNumber ? key : null, () =>
    client.request(
      client.api.GET('/api2/customer/article/part/{articleNumber}', {
        params: { path: { articleNumber: articleNumber as string } },
      }),
    ),
  );
}

/** What a failed price lookup means (spec §8): the part has no customer price. */
export function noCustomerPrice(articleNumber: string, machineId: number): PriceForMachine {
  return {
    ArticleNumber: articleNumber,
    MachineId: machineId,
    CustomerArticlePrice: null,
    HasCustomerPrice: false,
  };
}

/**
 * The organisation's price of a part for one of its machines
 * (`GET /api2/customer/article/{articleNumber}/price-for-machine/{machineId}`). A failed lookup
 * is not an error here: it answers `HasCustomerPrice: false` (spec §8, "a failed customer price
 * lookup marks the part as having no customer price"), so the list price is shown. The client
 * still reports the failure like any other (the global snackbar).
 */
export function useCustomerPrice(
  articleNumber: OptionalArticleNumber,
  machineId: OptionalId,
): SWRResponse<PriceForMachine, ApiError> {
  const client = useClient();
  const key = useCustomerKey(
    '/api2/customer/article/{articleNumber}/price-for-machine/{machineId}',
    articleNumber,
    machineId,
  );
  return useSWR<PriceForMachine, ApiError>(articleNumber && machineId != null ? key : null, async () => {
    const article = articleNumber as string;
    const machine = machineId as number;
    try {
      return await client.request(
        client.api.GET('/api2/customer/article/{articleNumber}/price-for-machine/{machineId}', {
          params: { path: { articleNumber: article, machineId: machine } },
        }),
      );
    } catch (error) {
      // A 401 that ended the session is the session's business; every other failure is "no price".
      if ((error as ApiError | undefined)?.status === 401) throw error;
      return noCustomerPrice(article, machine);
    }
  });
}

/** The part drawings (exploded views) of a machine's model (`GET /api2/customer/documents/partdrawings/{machineId}`). */
export function usePartDrawings(machineId: OptionalId): SWRResponse<Document[], ApiError> {
  const client = useClient();
  return useSWR<Document[], ApiError>(
    useIdKey('/api2/customer/documents/partdrawings/{machineId}', machineId),
    () =>
      client.request(
        client.api.GET('/api2/customer/documents/partdrawings/{machineId}', {
          params: { path: { machineId: machineId as number } },
        }),
      ),
  );
}

/** One part drawing with its image and image map (`GET /api2/customer/documents/partdrawing/{documentId}`). */
export function usePartDrawing(documentId: OptionalId): SWRResponse<Document, ApiError> {
  const client = useClient();
  return useSWR<Document, ApiError>(
    useIdKey('/api2/customer/documents/partdrawing/{documentId}', documentId),
    () =>
      client.request(
        client.api.GET('/api2/customer/documents/partdrawing/{documentId}', {
          params: { path: { documentId: documentId as number } },
        }),
      ),
  );
}

/** A `data:` URL of a fetched file (the same in browsers, jsdom and Node; no object URL to revoke). */
async function dataUrlOf(response: Response): Promise<string> {
  const type = response.headers.get('Content-Type')?.split(';')[0]?.trim() || 'application/octet-stream';
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * A part drawing's image (`GET /api2/resource/?relativePath=`) as a `data:` URL for `<img src>`.
 * Drawings are not public files: the server wants the bearer token, which a plain `<img>` cannot
 * send, so the image is fetched through the session (token, refresh, time-out) and handed over
 * inline. `null` path: no call.
 */
export function usePartDrawingImage(relativePath: string | null | undefined): SWRResponse<string, ApiError> {
  const client = useClient();
  const key = useCustomerKey('/api2/resource/', relativePath);
  return useSWR<string, ApiError>(relativePath ? key : null, async () => {
    const response = await client.fetch(
      `/api2/resource/?relativePath=${encodeURIComponent(relativePath as string)}`,
    );
    if (!isSuccessStatus(response.status)) throw await apiErrorFromResponse(response);
    return dataUrlOf(response);
  });
}

export interface AddToCartInput {
  /** The part as answered by `usePart` or `useModelParts`. */
  part: Part;
  /** The machine the part is for. */
  machineId: number;
  /** How many; 1 or more (default 1 in the quantity input). */
  quantity: number;
}

/**
 * Adds a part to the cart (`POST /api2/customer/shoppingcart`, body = the part plus `MachineId`
 * and `Quantity`), then reloads the cart (spec §4) so the cart badge follows. Resolves to the
 * updated cart; rejects with the `ApiError` (a 400 carries the validation message).
 */
export function useAddToCart(): (input: AddToCartInput) => Promise<ShoppingCart> {
  const client = useClient();
  const revalidate = useRevalidate();
  return useCallback(
    async ({ part, machineId, quantity }: AddToCartInput) => {
      const cart = await client.request(
        client.api.POST('/api2/customer/shoppingcart', {
          body: { ...part, MachineId: machineId, Quantity: quantity },
        }),
      );
      await revalidate('/api2/customer/shoppingcart');
      return cart;
    },
    [client, revalidate],
  );
}

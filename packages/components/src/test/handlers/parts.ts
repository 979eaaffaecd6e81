import { delay, http, HttpResponse } from 'msw';
import {
  cartWith,
  drawingSvg,
  emptyPartsCart,
  modelParts,
  partDrawings,
  partsMachineId,
  partsMachineOverview,
  partsModelId,
  modellessMachineId,
  priceForMachine,
  articleImageSvg,
  type Part,
  type PartDocument,
} from '../fixtures/parts';
import { api } from './helpers';

const decode = (value: string | readonly string[] | undefined) => decodeURIComponent(String(value ?? ''));

/**
 * GET /api2/customer/machines/overview/{id} for the parts fixtures' machines (the combi oven and
 * the machine without a model); any other id falls through to the next handler.
 */
export const partsOverviewHandler = (overrides: Parameters<typeof partsMachineOverview>[1] = {}) =>
  http.get(api('/customer/machines/overview/:id'), ({ params }) => {
    const id = Number(params.id);
    if (id !== partsMachineId && id !== modellessMachineId) return undefined;
    return HttpResponse.json(partsMachineOverview(id, overrides));
  });

/** GET /api2/customer/parts/{machineModelId}: `parts` for the fixture model, 404 for another model. */
export const modelPartsHandler = (parts: readonly Part[] = modelParts, ms?: number | 'infinite') =>
  http.get(api('/customer/parts/:machineModelId'), async ({ params }) => {
    if (ms !== undefined) await delay(ms);
    if (Number(params.machineModelId) !== partsModelId) {
      return HttpResponse.json(
        { Message: `No such machine model: ${decode(params.machineModelId)}` },
        { status: 404 },
      );
    }
    return HttpResponse.json(parts);
  });

/** GET /api2/customer/article/part/{articleNumber}: a part of `parts`, or 404 with the server's message. */
export const partHandler = (parts: readonly Part[] = modelParts, ms?: number | 'infinite') =>
  http.get(api('/customer/article/part/:articleNumber'), async ({ params }) => {
    if (ms !== undefined) await delay(ms);
    const number = decode(params.articleNumber);
    const part = parts.find((p) => p.ArticleNumber === number);
    return part
      ? HttpResponse.json({ ...part, CustomerArticlePrice: null, HasCustomerPrice: false })
      : HttpResponse.json({ Message: `No such article: ${number}` }, { status: 404 });
  });

/** GET .../price-for-machine/{machineId}: the fixture's customer prices (HasCustomerPrice false for the rest). */
export const customerPriceHandler = () =>
  http.get(api('/customer/article/:articleNumber/price-for-machine/:machineId'), ({ params }) =>
    HttpResponse.json(priceForMachine(decode(params.articleNumber), Number(params.machineId))),
  );

/** The price lookup fails (500): the part is treated as having no customer price (spec §8). */
export const customerPriceErrorHandler = (message = 'The price service is not answering.') =>
  http.get(api('/customer/article/:articleNumber/price-for-machine/:machineId'), () =>
    HttpResponse.json({ Message: message }, { status: 500 }),
  );

/** GET /api2/customer/documents/partdrawings/{machineId}: the fixture drawings (or `drawings`). */
export const partDrawingsHandler = (
  drawings: readonly PartDocument[] = partDrawings,
  ms?: number | 'infinite',
) =>
  http.get(api('/customer/documents/partdrawings/:machineId'), async () => {
    if (ms !== undefined) await delay(ms);
    return HttpResponse.json(drawings);
  });

/** GET /api2/customer/documents/partdrawing/{documentId}: one of `drawings`, or 404. */
export const partDrawingHandler = (
  drawings: readonly PartDocument[] = partDrawings,
  ms?: number | 'infinite',
) =>
  http.get(api('/customer/documents/partdrawing/:documentId'), async ({ params }) => {
    if (ms !== undefined) await delay(ms);
    const id = Number(params.documentId);
    const drawing = drawings.find((d) => d.Id === id);
    return drawing
      ? HttpResponse.json(drawing)
      : HttpResponse.json({ Message: `No such part drawing: ${id}` }, { status: 404 });
  });

/**
 * GET /api2/resource/ for the drawings and article images of the parts fixtures (the drawings are
 * fetched through the client, with the token); other paths fall through to the next handler.
 */
export const partsResourceHandler = () =>
  http.get(api('/resource/'), ({ request }) => {
    const path = new URL(request.url).searchParams.get('relativePath') ?? '';
    const svg = drawingSvg(path) ?? articleImageSvg(path);
    return svg ? new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } }) : undefined;
  });

/**
 * A small cart server: GET /api2/customer/shoppingcart answers the lines added so far, POST adds
 * the body's part (merging a repeated article on the same machine) and answers the new cart.
 * `onAdd` sees every POST body. Each call of this function starts with an empty cart.
 */
export function cartServerHandlers({
  onAdd,
  addDelay,
  addStatus,
}: {
  onAdd?: (body: Record<string, unknown>) => void;
  /** Delay of the POST in ms, or `'infinite'` (the busy button). */
  addDelay?: number | 'infinite';
  /** Answer the POST with this error status instead. */
  addStatus?: number;
} = {}) {
  const lines: { part: Part; machineId: number; quantity: number }[] = [];
  return [
    http.get(api('/customer/shoppingcart'), () =>
      HttpResponse.json(lines.length ? cartWith(lines) : emptyPartsCart),
    ),
    http.post(api('/customer/shoppingcart'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      onAdd?.(body);
      if (addDelay !== undefined) await delay(addDelay);
      if (addStatus !== undefined) {
        return HttpResponse.json({ Message: 'The cart could not be updated.' }, { status: addStatus });
      }
      const number = String(body.ArticleNumber);
      const part = modelParts.find((p) => p.ArticleNumber === number) ?? (body as unknown as Part);
      lines.push({ part, machineId: Number(body.MachineId), quantity: Number(body.Quantity) });
      return HttpResponse.json(cartWith(lines));
    }),
  ];
}

/** The healthy parts and exploded-view calls (not the cart: see `cartServerHandlers`). */
export const partHandlers = [
  partsOverviewHandler(),
  modelPartsHandler(),
  partHandler(),
  customerPriceHandler(),
  partDrawingsHandler(),
  partDrawingHandler(),
  partsResourceHandler(),
];

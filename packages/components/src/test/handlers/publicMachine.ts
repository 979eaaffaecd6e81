import { delay, http, HttpResponse } from 'msw';
import {
  newPublicMachine,
  privateMachine,
  publicHistory,
  publicMachine,
  publicResources,
  type PublicHistoryEntryFixture,
  type PublicMachineFixture,
} from '../fixtures/publicMachine';
import { emptyMachineResources, type ResourceFolderFixture } from '../fixtures/resources';
import { api } from './helpers';
import { resourceFilesHandler } from './resources';

export interface PublicMachineServerOptions {
  /** The machines by QR code as an anonymous visitor sees them. Default the public, private and new machines. */
  machines?: Record<string, PublicMachineFixture>;
  /** What a caller with a token sees, by QR code (default: the same as anonymous). */
  signedIn?: Record<string, PublicMachineFixture>;
  /** The history by QR code; default the combi oven's for every public machine but the new one. */
  history?: Record<string, PublicHistoryEntryFixture[]>;
  /** The public tree, the same for every public machine. */
  resources?: ResourceFolderFixture;
  /** Delay of the machine call, or never: the loading state. */
  wait?: number | 'infinite';
}

const DEFAULT_MACHINES = {
  [publicMachine.Qrcode]: publicMachine,
  [privateMachine.Qrcode]: privateMachine,
  [newPublicMachine.Qrcode]: newPublicMachine,
};

/**
 * GET /api2/public/machine/{qr}, /history and /resources like the server: an unknown code 404,
 * a private machine's history and resources 403 (unless the caller's answer says IsOwner).
 */
export function publicMachineHandlers({
  machines = DEFAULT_MACHINES,
  signedIn = {},
  history = { [publicMachine.Qrcode]: publicHistory, [newPublicMachine.Qrcode]: [] },
  resources = publicResources,
  wait,
}: PublicMachineServerOptions = {}) {
  const find = (request: Request, qr: string) =>
    (request.headers.get('Authorization') ? signedIn[qr] : undefined) ?? machines[qr];
  const notFound = (qr: string) =>
    HttpResponse.json({ Message: `No equipment has the QR code ${qr}` }, { status: 404 });
  const hidden = (machine: PublicMachineFixture) => !machine.IsPublic && !machine.IsOwner;
  const forbidden = () => HttpResponse.json({ Message: 'This equipment is not public' }, { status: 403 });
  return [
    http.get(api('/public/machine/:qr/history'), ({ request, params }) => {
      const qr = String(params.qr);
      const machine = find(request, qr);
      if (!machine) return notFound(qr);
      if (hidden(machine)) return forbidden();
      return HttpResponse.json(history[qr] ?? []);
    }),
    http.get(api('/public/machine/:qr/resources'), ({ request, params }) => {
      const qr = String(params.qr);
      const machine = find(request, qr);
      if (!machine) return notFound(qr);
      if (hidden(machine)) return forbidden();
      return HttpResponse.json(resources);
    }),
    http.get(api('/public/machine/:qr'), async ({ request, params }) => {
      if (wait !== undefined) await delay(wait);
      const qr = String(params.qr);
      const machine = find(request, qr);
      return machine ? HttpResponse.json(machine) : notFound(qr);
    }),
    resourceFilesHandler(resources),
  ];
}

/** The public machine call fails: `500 { Message }`. */
export const publicMachineErrorHandler = (message = 'The equipment register is unavailable right now.') =>
  http.get(api('/public/machine/:qr'), () => HttpResponse.json({ Message: message }, { status: 500 }));

/** The history call fails: `500 { Message }`. */
export const publicHistoryErrorHandler = (message = 'The service history is unavailable right now.') =>
  http.get(api('/public/machine/:qr/history'), () =>
    HttpResponse.json({ Message: message }, { status: 500 }),
  );

/** The history never arrives. */
export const publicHistorySlowHandler = () =>
  http.get(api('/public/machine/:qr/history'), async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  });

/** A public machine with no public resources. */
export const publicResourcesEmptyHandler = () =>
  http.get(api('/public/machine/:qr/resources'), () => HttpResponse.json(emptyMachineResources));

import { delay, http, HttpResponse } from 'msw';
import {
  documentPdf,
  machineForms,
  machineHistory,
  machineManuals,
  makeMachineOverview,
  makeOpenMachineJobs,
  type Machine,
  type MachineDocument,
  type MachineOverview,
  type MachineServiceHistoryEntry,
  type MachineUpdate,
} from '../fixtures/machineDetail';
import type { CustomerJob } from '../fixtures/jobs';
import { api } from './helpers';

type Wait = number | 'infinite' | undefined;
const wait = async (ms: Wait) => {
  if (ms !== undefined) await delay(ms);
};

/** An overview for an id; `undefined` lets the next handler answer. */
export type OverviewSource = MachineOverview | ((id: number) => MachineOverview | undefined);

/**
 * GET /api2/customer/machines/overview/{id}: by default the fixture machine `id` (consistent with
 * the machine list fixture), so every card of the list opens a detail page.
 */
export const machineOverviewHandler = (source: OverviewSource = (id) => makeMachineOverview(id), ms?: Wait) =>
  http.get(api('/customer/machines/overview/:id'), async ({ params }) => {
    await wait(ms);
    const id = Number(params.id);
    const overview = typeof source === 'function' ? source(id) : source;
    return overview ? HttpResponse.json(overview) : undefined;
  });

/** The overview never arrives (or after `ms`): the loading state. */
export const machineOverviewSlowHandler = (ms: number | 'infinite' = 'infinite', source?: OverviewSource) =>
  machineOverviewHandler(source, ms);

/**
 * The overview fails as the server answers: 404 `No such machine: {id}`, 403 `Machine {id} does
 * not belong to your organisation` (another organisation's machine), or any other status.
 */
export const machineOverviewErrorHandler = (status: number, message?: string) =>
  http.get(api('/customer/machines/overview/:id'), ({ params }) =>
    HttpResponse.json(
      {
        Message:
          message ??
          (status === 404
            ? `No such machine: ${String(params.id)}`
            : status === 403
              ? `Machine ${String(params.id)} does not belong to your organisation`
              : 'The service is not answering right now.'),
      },
      { status },
    ),
  );

/** The server's checks of `PUT /api2/customer/machines/{id}` that a form can run into. */
export function checkMachineUpdate(body: MachineUpdate): string | null {
  if (!body.DisplayName?.trim()) return 'DisplayName is required';
  const dates: [keyof MachineUpdate, keyof MachineUpdate][] = [
    ['WarrantyExpiresDate', 'BoughtDate'],
    ['RetiredDate', 'BoughtDate'],
    ['RetiredDate', 'InstallationDate'],
  ];
  for (const [field, other] of dates) {
    const a = body[field];
    const b = body[other];
    if (a && b && a !== '1970-01-01' && b !== '1970-01-01' && a < b)
      return `${field} must not be before ${other}`;
  }
  return null;
}

const applyUpdate = (machine: Machine, update: MachineUpdate): Machine => {
  const text = (value: string | null) => (value?.trim() ? value.trim() : null);
  return {
    ...machine,
    DisplayName: text(update.DisplayName),
    Name: text(update.Name),
    Facility: text(update.Facility),
    SerialNumber: text(update.SerialNumber),
    CustomerText: text(update.CustomerText),
    BoughtDate: update.BoughtDate || null,
    InstallationDate: update.InstallationDate || null,
    WarrantyExpiresDate: update.WarrantyExpiresDate || null,
    RetiredDate: update.RetiredDate || null,
  };
};

export interface MachineServerOptions {
  /** The machine's overview to start from; default the fixture machine of the requested id. */
  overview?: MachineOverview;
  /** Sees every PUT body. */
  onSave?: (id: number, body: MachineUpdate) => void;
  /** Delay of the PUT in ms, or `'infinite'` (the busy Save button). */
  saveDelay?: Wait;
  /** Answer the PUT with this status and message instead (a 400 is the server's validation). */
  saveError?: { status: number; message: string };
}

/**
 * A small machine server: GET overview answers the machine as saved so far, PUT checks the body
 * like the server (DisplayName required, dates in order; 400 with the Message otherwise), saves it
 * and answers the machine. Each call of this function starts from the fixture again.
 */
export function machineServerHandlers({ overview, onSave, saveDelay, saveError }: MachineServerOptions = {}) {
  const saved = new Map<number, MachineOverview>();
  const current = (id: number) =>
    saved.get(id) ?? (overview && overview.Machine.Id === id ? overview : makeMachineOverview(id));
  return [
    http.get(api('/customer/machines/overview/:id'), ({ params }) =>
      HttpResponse.json(current(Number(params.id))),
    ),
    http.put(api('/customer/machines/:id'), async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as MachineUpdate;
      onSave?.(id, body);
      await wait(saveDelay);
      if (saveError) return HttpResponse.json({ Message: saveError.message }, { status: saveError.status });
      const problem = checkMachineUpdate(body);
      if (problem) return HttpResponse.json({ Message: problem }, { status: 400 });
      const before = current(id);
      const next = { ...before, Machine: applyUpdate(before.Machine, body) };
      saved.set(id, next);
      return HttpResponse.json(next.Machine);
    }),
  ];
}

/** GET /api2/customer/jobs/openmachinejobs/{id}: the fixture's open jobs of the machine (or `jobs`). */
export const openMachineJobsHandler = (jobs?: readonly CustomerJob[], ms?: Wait) =>
  http.get(api('/customer/jobs/openmachinejobs/:id'), async ({ params }) => {
    await wait(ms);
    return HttpResponse.json(jobs ?? makeOpenMachineJobs(makeMachineOverview(Number(params.id)).Machine));
  });

/** GET /api2/customer/machines/history/{id}: the fixture history (or `entries`). */
export const machineHistoryHandler = (
  entries: readonly MachineServiceHistoryEntry[] = machineHistory,
  ms?: Wait,
) =>
  http.get(api('/customer/machines/history/:id'), async () => {
    await wait(ms);
    return HttpResponse.json(entries);
  });

/** Both service lists fail (500): each shows as an empty list (spec §8). */
export const serviceListsErrorHandlers = (message = 'The job service is not answering.') => [
  http.get(api('/customer/jobs/openmachinejobs/:id'), () =>
    HttpResponse.json({ Message: message }, { status: 500 }),
  ),
  http.get(api('/customer/machines/history/:id'), () =>
    HttpResponse.json({ Message: message }, { status: 500 }),
  ),
];

/** GET /api2/customer/documents/{manuals|forms}/{machineId}: the fixture documents (or `documents`). */
export const machineDocumentsHandler = (
  kind: 'manuals' | 'forms',
  documents: readonly MachineDocument[] = kind === 'manuals' ? machineManuals : machineForms,
  ms?: Wait,
) =>
  http.get(api(`/customer/documents/${kind}/:machineId`), async () => {
    await wait(ms);
    return HttpResponse.json(documents);
  });

/** The document list fails (`status`, default 500). */
export const machineDocumentsErrorHandler = (
  kind: 'manuals' | 'forms',
  status = 500,
  message = 'The document archive is not answering.',
) =>
  http.get(api(`/customer/documents/${kind}/:machineId`), () =>
    HttpResponse.json({ Message: message }, { status }),
  );

/**
 * GET /api2/resource/ for the fixtures' documents (`documents/...`) and service reports
 * (`service-reports/...`): a one-page PDF naming the file. Other paths fall through.
 */
export const machineFilesHandler = () =>
  http.get(api('/resource/'), ({ request }) => {
    const path = new URL(request.url).searchParams.get('relativePath') ?? '';
    if (!/^(documents|service-reports)\//.test(path) || !path.endsWith('.pdf')) return undefined;
    return new HttpResponse(documentPdf(path.slice(path.lastIndexOf('/') + 1)), {
      headers: { 'Content-Type': 'application/pdf' },
    });
  });

/** A healthy machine detail page: overview, open jobs, history, manuals, forms, files and the save. */
export const machineDetailHandlers = [
  machineOverviewHandler(),
  openMachineJobsHandler(),
  machineHistoryHandler(),
  machineDocumentsHandler('manuals'),
  machineDocumentsHandler('forms'),
  machineFilesHandler(),
  // Saves without keeping the change (the default handlers are shared): answers the saved machine.
  http.put(api('/customer/machines/:id'), async ({ params, request }) => {
    const body = (await request.json()) as MachineUpdate;
    const problem = checkMachineUpdate(body);
    if (problem) return HttpResponse.json({ Message: problem }, { status: 400 });
    return HttpResponse.json(applyUpdate(makeMachineOverview(Number(params.id)).Machine, body));
  }),
];

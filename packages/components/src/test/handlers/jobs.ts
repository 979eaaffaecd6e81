import { delay, http, HttpResponse } from 'msw';
import {
  jobPage,
  jobs,
  makeMachineCost,
  namedJobs,
  type CustomerJob,
  type JobStatusFilter,
  type MachineCostPoint,
} from '../fixtures/jobs';
import { api } from './helpers';

export interface JobsHandlerOptions {
  /** Delay of the first page in ms, or `'infinite'` (the loading state). */
  firstPageDelay?: number | 'infinite';
  /** Delay of every later page in ms, or `'infinite'` (the "Loading more…" state). */
  nextPageDelay?: number | 'infinite';
}

const statusOf = (value: string | null): JobStatusFilter =>
  value === 'open' || value === 'closed' ? value : 'all';

/**
 * GET /api2/customer/jobs/filtered answering `items` page by page like the server: honours `Page`
 * (1-based), `Cursor` (a NextCursor it answered), `ItemsPerPage` (default 50) and `Status`
 * (`open`, `closed`, `all`); TotalCount is capped at 1,000 like the server's.
 */
export const jobsHandler = (
  items: readonly CustomerJob[] = jobs,
  { firstPageDelay, nextPageDelay }: JobsHandlerOptions = {},
) =>
  http.get(api('/customer/jobs/filtered'), async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Math.max(1, Number(query.get('Page') ?? 1) || 1);
    const itemsPerPage = Math.max(1, Number(query.get('ItemsPerPage') ?? 50) || 50);
    const cursor = query.get('Cursor');
    const wait = page === 1 && !cursor ? firstPageDelay : nextPageDelay;
    if (wait !== undefined) await delay(wait);
    return HttpResponse.json(jobPage(items, page, itemsPerPage, statusOf(query.get('Status')), cursor));
  });

/** No jobs at all. */
export const jobsEmptyHandler = () => jobsHandler([]);

/** The job list call fails: `500 { Message }`. */
export const jobsErrorHandler = (message = 'The job list is unavailable right now.', status = 500) =>
  http.get(api('/customer/jobs/filtered'), () => HttpResponse.json({ Message: message }, { status }));

/** The first page arrives only after `ms` (or never): the loading skeleton. */
export const jobsSlowHandler = (ms: number | 'infinite' = 'infinite', items: readonly CustomerJob[] = jobs) =>
  jobsHandler(items, { firstPageDelay: ms });

/** `/customer/jobs/:jobId` also matches `filtered` and `openCount`: those fall through. */
const isJobId = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value);

/**
 * GET /api2/customer/jobs/{jobId}: the job of `items` with that Id, else 404 `{ Message }` like the
 * server. Optionally after `ms` (or never: the dialog's loading state).
 */
export const customerJobHandler = (
  items: readonly CustomerJob[] = [...namedJobs, ...jobs],
  ms?: number | 'infinite',
) =>
  http.get(api('/customer/jobs/:jobId'), async ({ params }) => {
    if (!isJobId(params.jobId)) return undefined;
    if (ms !== undefined) await delay(ms);
    const id = Number(params.jobId);
    const job = items.find((candidate) => candidate.Id === id);
    return job
      ? HttpResponse.json(job)
      : HttpResponse.json({ Message: `Job ${params.jobId as string} was not found.` }, { status: 404 });
  });

/** GET /api2/customer/jobs/{jobId} fails: `500 { Message }` (the dialog's failed state). */
export const customerJobErrorHandler = (message = 'The job could not be read.', status = 500) =>
  http.get(api('/customer/jobs/:jobId'), ({ params }) =>
    isJobId(params.jobId) ? HttpResponse.json({ Message: message }, { status }) : undefined,
  );

/** GET /api2/customer/overview/machinecost: the cost points of the graph. */
export const machineCostHandler = (points: readonly MachineCostPoint[] = makeMachineCost()) =>
  http.get(api('/customer/overview/machinecost'), () => HttpResponse.json(points));

/** The cost call fails: `500 { Message }`. */
export const machineCostErrorHandler = (message = 'The cost overview is unavailable.', status = 500) =>
  http.get(api('/customer/overview/machinecost'), () => HttpResponse.json({ Message: message }, { status }));

/** The cost points arrive only after `ms` (or never). */
export const machineCostSlowHandler = (
  ms: number | 'infinite' = 'infinite',
  points: readonly MachineCostPoint[] = makeMachineCost(),
) =>
  http.get(api('/customer/overview/machinecost'), async () => {
    await delay(ms);
    return HttpResponse.json(points);
  });

/** A body of POST /api2/customer/jobs as the handler saw it, with its Idempotency-Key. */
export interface SeenNewJob {
  body: { Machines: { Id: number; CustomerText: string }[] };
  idempotencyKey: string | null;
}

export interface CreateJobHandlerOptions {
  /** The Id the first created job gets; default 9001. */
  firstId?: number;
  /** Every request seen, in order. */
  seen?: SeenNewJob[];
  /** Answer after `ms` (or never: the dialog's busy state). */
  delayMs?: number | 'infinite';
}

/**
 * POST /api2/customer/jobs like the server: 400 `{ Message }` for an empty description, 201
 * `{ Id }` otherwise, and the same Id again for a repeated Idempotency-Key.
 */
export const createJobHandler = ({ firstId = 9001, seen, delayMs }: CreateJobHandlerOptions = {}) => {
  let nextId = firstId;
  const byKey = new Map<string, number>();
  return http.post(api('/customer/jobs'), async ({ request }) => {
    const body = (await request.json()) as SeenNewJob['body'];
    const idempotencyKey = request.headers.get('Idempotency-Key');
    seen?.push({ body, idempotencyKey });
    if (delayMs !== undefined) await delay(delayMs);
    if (!body.Machines.length)
      return HttpResponse.json({ Message: 'Choose at least one machine.' }, { status: 400 });
    const empty = body.Machines.find((machine) => !machine.CustomerText?.trim());
    if (empty)
      return HttpResponse.json(
        { Message: `Machine ${empty.Id} needs an error description.` },
        { status: 400 },
      );
    const known = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
    if (known !== undefined) return HttpResponse.json({ Id: known }, { status: 201 });
    const id = nextId++;
    if (idempotencyKey) byKey.set(idempotencyKey, id);
    return HttpResponse.json({ Id: id }, { status: 201 });
  });
};

/** POST /api2/customer/jobs answering 400 with the server's `Message` (shown in the dialog). */
export const createJobRejectedHandler = (
  message = 'Machine 1004 does not belong to the current organisation.',
  status = 400,
) => http.post(api('/customer/jobs'), () => HttpResponse.json({ Message: message }, { status }));

/**
 * A healthy job area: the job list (64 jobs), the jobs by id, the cost graph and new jobs (all
 * machines come with `organizationHandlers`).
 */
export const jobHandlers = [jobsHandler(), customerJobHandler(), machineCostHandler(), createJobHandler()];

import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { components } from '@eqp/contract';
import {
  codeLoginToken,
  countsOf,
  viewOf,
  demoCodeJob,
  noCompanyUserInfo,
  partnerCompany,
  partnerJobsView,
  partnerUserInfo,
  UNKNOWN_CODE_MESSAGE,
  type PartnerCompany,
  type PartnerJob,
  type PartnerJobsView,
} from '../fixtures/partner';
import { partnerJobStatus } from '../fixtures/partnerJobStatus';
import { api, errorHandler, throttledHandler } from './helpers';

type UserInfo = components['schemas']['UserInfo'];
type Wait = number | 'infinite' | undefined;

const wait = async (ms: Wait) => {
  if (ms !== undefined) await delay(ms);
};

/** GET /api2/partner/userinfo answering `info` (default the technician of Nordvik Service AS). */
export const partnerUserInfoHandler = (info: UserInfo = partnerUserInfo) =>
  http.get(api('/partner/userinfo'), () => HttpResponse.json(info));

/** The three lists of a view; `NextCursors` (default: every list complete) may be left out. */
export type PartnerJobsViewInput = Pick<PartnerJobsView, 'Upcoming' | 'Open' | 'Finished'> &
  Partial<Pick<PartnerJobsView, 'NextCursors'>>;

/**
 * GET /api2/partner/jobs/view answering `view` (after `ms`, or never), and GET
 * /api2/partner/jobs/counts answering its badge counts (`counts`, default the lengths of its
 * Upcoming and Open lists) after the same wait.
 */
export const partnerJobsViewHandler = (
  view: PartnerJobsViewInput = partnerJobsView,
  ms?: Wait,
  counts: { Upcoming: number; Open: number } = countsOf(view),
) =>
  http.get(/\/api2\/partner\/jobs\/(view|counts)$/, async ({ request }) => {
    await wait(ms);
    if (new URL(request.url).pathname.endsWith('/counts')) return HttpResponse.json(counts);
    return HttpResponse.json(viewOf(view, view.NextCursors));
  });

/**
 * GET /api2/partner/jobs/list: the further pages of a list, `pages[section][cursor]` answering
 * `{ Items, NextCursor }` (after `ms`, or never).
 */
export const partnerJobsListHandler = (
  pages: Partial<
    Record<
      keyof PartnerJobsView['NextCursors'],
      Record<string, { Items: PartnerJob[]; NextCursor: string | null }>
    >
  >,
  ms?: Wait,
) =>
  http.get(api('/partner/jobs/list'), async ({ request }) => {
    await wait(ms);
    const query = new URL(request.url).searchParams;
    const section = query.get('Section') as keyof PartnerJobsView['NextCursors'];
    const page = pages[section]?.[query.get('Cursor') ?? ''];
    return page
      ? HttpResponse.json(page)
      : HttpResponse.json({ Message: 'Cursor is not a NextCursor of this list' }, { status: 400 });
  });

/** GET /api2/partner/jobs/view (and the badge's counts) failing with `status` and the server's `message`. */
export const partnerJobsViewErrorHandler = (status = 500, message = 'The job list could not be read') =>
  http.get(/\/api2\/partner\/jobs\/(view|counts)$/, () =>
    HttpResponse.json({ Message: message }, { status }),
  );

/** GET /api2/partner/company answering `company` (after `ms`, or never). */
export const partnerCompanyHandler = (company: PartnerCompany = partnerCompany, ms?: Wait) =>
  http.get(api('/partner/company'), async () => {
    await wait(ms);
    return HttpResponse.json(company);
  });

/** GET /api2/partner/company failing (a 404 is the server's no-company answer). */
export const partnerCompanyErrorHandler = (status = 500, message = 'The company could not be read') =>
  errorHandler('get', api('/partner/company'), status, message);

/** GET /api2/partner/authentication answering the code token, or 404 with the server's message. */
export const partnerCodeLoginHandler = ({
  codes = ['DEMO42'],
  ms,
  status = 404,
  message = UNKNOWN_CODE_MESSAGE,
}: { codes?: readonly string[]; ms?: Wait; status?: number; message?: string } = {}) =>
  http.get(api('/partner/authentication'), async ({ request }) => {
    await wait(ms);
    const code = (new URL(request.url).searchParams.get('code') ?? '').trim().toUpperCase();
    return codes.includes(code)
      ? HttpResponse.json(codeLoginToken)
      : HttpResponse.json({ Message: message }, { status });
  });

/** GET /api2/partner/authentication answering 429 with `Retry-After` (too many wrong job codes). */
export const partnerCodeLoginThrottledHandler = (retryAfterSeconds: number | null = 300) =>
  throttledHandler('get', api('/partner/authentication'), retryAfterSeconds);

/** The answers of a user without a partner company, as the demo server gives them. */
export const partnerNoCompanyHandlers = [
  partnerUserInfoHandler(noCompanyUserInfo),
  partnerJobsViewHandler({ Upcoming: [], Open: [], Finished: [] }),
  partnerCompanyErrorHandler(404, 'This account has no partner company'),
];

export interface PartnerServerOptions {
  view?: PartnerJobsView;
  /** Jobs reachable by code besides those of the view (e.g. a deleted one). */
  extraJobs?: readonly PartnerJob[];
  userInfo?: UserInfo;
  company?: PartnerCompany;
  /** Delay of setStatus in ms, or `'infinite'` (the start dialog's busy state). */
  writeDelay?: Wait;
  /** setStatus answers this error instead of changing the job. */
  setStatusError?: { status: number; message: string };
}

export interface PartnerServer {
  handlers: HttpHandler[];
  /** Every setStatus call, in order. */
  statusCalls: Array<{ id: number; status: string }>;
  /** The job with this id as the server holds it now. */
  job(id: number): PartnerJob | undefined;
}

const listOf = (status: number): keyof PartnerJobsView['NextCursors'] | null =>
  status <= 20 ? 'Upcoming' : status < 50 ? 'Open' : status <= 100 ? 'Finished' : null;

/**
 * A small partner server with its own state: the jobs view, the company, the code preview and
 * setStatus, which starts (30) or completes (50) a job and moves it between the lists. Create one
 * per test or story, so a change in one never shows in another.
 */
export function partnerServer({
  view = partnerJobsView,
  extraJobs = [],
  userInfo = partnerUserInfo,
  company = partnerCompany,
  writeDelay,
  setStatusError,
}: PartnerServerOptions = {}): PartnerServer {
  const jobs: PartnerJob[] = structuredClone([
    ...view.Upcoming,
    ...view.Open,
    ...view.Finished,
    ...extraJobs,
  ]);
  const statusCalls: PartnerServer['statusCalls'] = [];
  const currentView = (): PartnerJobsView =>
    viewOf({
      Upcoming: jobs.filter((job) => listOf(job.StatusId) === 'Upcoming'),
      Open: jobs.filter((job) => listOf(job.StatusId) === 'Open'),
      Finished: jobs.filter((job) => listOf(job.StatusId) === 'Finished'),
    });
  const handlers = [
    partnerUserInfoHandler(userInfo),
    http.get(api('/partner/jobs/view'), () => HttpResponse.json(currentView())),
    http.get(api('/partner/jobs/counts'), () => HttpResponse.json(countsOf(currentView()))),
    http.get(api('/partner/company'), () =>
      userInfo.PartnerCompany === null
        ? HttpResponse.json({ Message: 'This account has no partner company' }, { status: 404 })
        : HttpResponse.json(company),
    ),
    http.get(api('/partner/jobs/code'), ({ request }) => {
      const code = (new URL(request.url).searchParams.get('code') ?? '').trim().toUpperCase();
      const job = jobs.find((candidate) => candidate.Code?.toUpperCase() === code);
      return job
        ? HttpResponse.json(job)
        : HttpResponse.json({ Message: 'No job has this code' }, { status: 404 });
    }),
    http.patch(api('/partner/jobs/:id/setStatus/:status'), async ({ params }) => {
      const id = Number(params.id);
      const status = String(params.status);
      statusCalls.push({ id, status });
      await wait(writeDelay);
      if (setStatusError) {
        return HttpResponse.json({ Message: setStatusError.message }, { status: setStatusError.status });
      }
      const job = jobs.find((candidate) => candidate.Id === id);
      if (!job) return HttpResponse.json({ Message: 'No such job' }, { status: 404 });
      if (job.StatusId === 110) {
        return HttpResponse.json({ Message: 'The job has been deleted' }, { status: 409 });
      }
      if (status === 'Open' && job.StatusId < 30) Object.assign(job, partnerJobStatus(30));
      if (status === 'Completed') Object.assign(job, partnerJobStatus(50));
      return HttpResponse.json(job);
    }),
  ];
  return { handlers, statusCalls, job: (id) => jobs.find((candidate) => candidate.Id === id) };
}

/**
 * The healthy defaults for a signed-in partner technician: user info, the jobs view, the
 * company, the code preview of DEMO42, the code login and a setStatus that answers without keeping
 * state (a story or test that looks at the result of a change uses `partnerServer()`).
 */
export const partnerHandlers = [
  partnerUserInfoHandler(),
  partnerJobsViewHandler(),
  partnerCompanyHandler(),
  partnerCodeLoginHandler(),
  http.get(api('/partner/jobs/code'), ({ request }) => {
    const code = (new URL(request.url).searchParams.get('code') ?? '').trim().toUpperCase();
    const job = [...partnerJobsView.Upcoming, ...partnerJobsView.Open, ...partnerJobsView.Finished].find(
      (candidate) => candidate.Code?.toUpperCase() === code,
    );
    return job
      ? HttpResponse.json(job)
      : HttpResponse.json({ Message: 'No job has this code' }, { status: 404 });
  }),
  http.patch(api('/partner/jobs/:id/setStatus/:status'), ({ params }) => {
    const id = Number(params.id);
    const job =
      [...partnerJobsView.Upcoming, ...partnerJobsView.Open, ...partnerJobsView.Finished].find(
        (candidate) => candidate.Id === id,
      ) ?? demoCodeJob;
    return HttpResponse.json({
      ...job,
      ...partnerJobStatus(params.status === 'Completed' ? 50 : 30),
    });
  }),
];

import { delay, http, HttpResponse } from 'msw';
import type { components } from '@eqp/contract';
import { forbiddenReportJobId, reportCounters, reportJobs, reportUserInfo } from '../fixtures/jobReport';
import { partnerJobStatus } from '../fixtures/partnerJobStatus';
import { api } from './helpers';

type PartnerJob = components['schemas']['PartnerJob'];
type Counter = components['schemas']['Counter'];
type UserInfo = components['schemas']['UserInfo'];

/** A write the job report server received (for tests that look at what was sent). */
export interface SeenReportWrite {
  method: 'PATCH' | 'PUT';
  path: string;
  body: unknown;
}

/** An answer a report write gives instead of saving: a status, and a Message unless 204. */
export interface ReportFailure {
  status: number;
  message?: string;
}

export interface JobReportServerOptions {
  jobs?: readonly PartnerJob[];
  counters?: Readonly<Record<number, readonly Counter[]>>;
  /** GET /api2/partner/userinfo answers this (default a technician of a company with a warehouse). */
  userInfo?: UserInfo;
  /** GET of the job answers this failure (e.g. 500) for every id. */
  jobError?: ReportFailure;
  /** GET of the job answers after this many ms, or never (loading). */
  jobDelay?: number | 'infinite';
  /** setComment answers this failure instead of saving. */
  commentError?: ReportFailure;
  /** PUT machinecounter answers this instead of saving (`{ status: 204 }`: an empty success). */
  counterAnswer?: ReportFailure;
  /** Delay of the writes in ms, or never (saving states). */
  writeDelay?: number | 'infinite';
  /** Receives every write. */
  seen?: SeenReportWrite[];
}

const NOT_STARTED_MAX = 20;

/**
 * A small job report server with its own state, like the real one (spec §4, §7): GET of a job
 * (403 for `forbiddenReportJobId`, 409 while not started, 404 unknown), start and complete,
 * comments and counters. Create one per test or story, so a change in one never shows in another.
 */
export function jobReportServerHandlers(options: JobReportServerOptions = {}) {
  return Object.values(jobReportServer(options));
}

/** The handlers of {@link jobReportServerHandlers} by name. */
export function jobReportServer({
  jobs: initialJobs = reportJobs,
  counters: initialCounters = reportCounters,
  userInfo = reportUserInfo,
  jobError,
  jobDelay,
  commentError,
  counterAnswer,
  writeDelay,
  seen,
}: JobReportServerOptions = {}) {
  const jobs: PartnerJob[] = initialJobs.map((job) => structuredClone(job));
  const counters = new Map<number, Counter[]>(
    Object.entries(initialCounters).map(([id, list]) => [Number(id), list.map((c) => ({ ...c }))]),
  );
  const wait = async () => {
    if (writeDelay !== undefined) await delay(writeDelay);
  };
  const fail = ({ status, message }: ReportFailure) =>
    status === 204
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json(message === undefined ? {} : { Message: message }, { status });
  const open = (job: PartnerJob) => job.StatusId > NOT_STARTED_MAX && job.StatusId < 50;

  return {
    userInfo: http.get(api('/partner/userinfo'), () => HttpResponse.json(userInfo)),
    jobByCode: http.get(api('/partner/jobs/code'), ({ request }) => {
      const code = new URL(request.url).searchParams.get('code')?.toUpperCase();
      const job = jobs.find((candidate) => candidate.Code?.toUpperCase() === code);
      return job
        ? HttpResponse.json(job)
        : HttpResponse.json({ Message: 'No job has this code' }, { status: 404 });
    }),
    job: http.get(api('/partner/jobs/:id'), async ({ params }) => {
      if (!/^\d+$/.test(String(params.id))) return undefined;
      if (jobDelay !== undefined) await delay(jobDelay);
      if (jobError) return fail(jobError);
      const id = Number(params.id);
      if (id === forbiddenReportJobId) return HttpResponse.json({ Message: 'Unauthorized' }, { status: 403 });
      const job = jobs.find((candidate) => candidate.Id === id);
      if (!job) return HttpResponse.json({ Message: 'No such job' }, { status: 404 });
      if (job.StatusId <= NOT_STARTED_MAX)
        return HttpResponse.json({ Message: 'The job has not been started' }, { status: 409 });
      return HttpResponse.json(job);
    }),
    setStatus: http.patch(api('/partner/jobs/:id/setStatus/:status'), async ({ params, request }) => {
      seen?.push({ method: 'PATCH', path: new URL(request.url).pathname, body: null });
      await wait();
      const job = jobs.find((candidate) => candidate.Id === Number(params.id));
      if (!job) return HttpResponse.json({ Message: 'No such job' }, { status: 404 });
      if (params.status === 'Open') {
        if (job.StatusId >= 50)
          return HttpResponse.json(
            { Message: 'The job is finalized and can no longer be changed' },
            { status: 409 },
          );
        Object.assign(job, partnerJobStatus(30));
      } else {
        if (!open(job))
          return HttpResponse.json({ Message: 'The job has not been started' }, { status: 409 });
        Object.assign(job, partnerJobStatus(50));
        job.CompletedDate = new Date().toISOString();
      }
      return HttpResponse.json(job);
    }),
    setComment: http.patch(api('/partner/jobs/:machineJobId/setComment'), async ({ params, request }) => {
      const body = (await request.json()) as Record<string, string>;
      seen?.push({ method: 'PATCH', path: new URL(request.url).pathname, body });
      await wait();
      if (commentError) return fail(commentError);
      const job = jobs.find((candidate) =>
        candidate.InverseParent.some((m) => m.Id === Number(params.machineJobId)),
      );
      const machineJob = job?.InverseParent.find((m) => m.Id === Number(params.machineJobId));
      if (!job || !machineJob) return HttpResponse.json({ Message: 'No such machine job' }, { status: 404 });
      if (!open(job))
        return HttpResponse.json(
          { Message: 'The job is finalized and can no longer be changed' },
          { status: 409 },
        );
      Object.assign(machineJob, body);
      return HttpResponse.json(machineJob);
    }),
    counters: http.get(api('/partner/machinecounter/:machineId'), ({ params }) =>
      HttpResponse.json(counters.get(Number(params.machineId)) ?? []),
    ),
    saveCounter: http.put(api('/partner/machinecounter/'), async ({ request }) => {
      const body = (await request.json()) as Counter;
      seen?.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      await wait();
      if (counterAnswer) return fail(counterAnswer);
      for (const [machineId, list] of counters) {
        const index = list.findIndex((c) => c.Id === body.Id);
        if (index < 0) continue;
        const saved = { ...list[index]!, Value: body.Value };
        counters.set(
          machineId,
          list.map((c, i) => (i === index ? saved : c)),
        );
        return HttpResponse.json(saved);
      }
      return HttpResponse.json({ Message: 'No such counter' }, { status: 404 });
    }),
  };
}

/**
 * The healthy report reads with the fixture jobs, without state (for `defaultHandlers`): GET of a
 * job by id and the counters. Stories and tests that write use `jobReportServerHandlers()`.
 */
export const jobReportHandlers = (() => {
  const { job, counters } = jobReportServer();
  return [job, counters];
})();

// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../contract';
import { json, token, type SeenRequest } from '../test/fakeServer';
import { renderHookWithSdk } from '../test/renderHookWithSdk';
import { useJobReportActions, useMachineCounters, usePartnerJob } from './jobReport';

type PartnerJob = Schema<'PartnerJob'>;
type Counter = Schema<'Counter'>;

function startedJob(): PartnerJob {
  return {
    Id: 93,
    Code: 'P2554Q',
    DisplayName: 'Service: Combi oven R, Coffee machine G2',
    Order: { Id: 40033 },
    JobStatus: { Id: 30, Name: 'in progress' },
    StatusId: 30,
    StatusName: 'in progress',
    JobType: { Id: 1, Name: 'Service' },
    JobTypeId: 1,
    JobTypeName: 'Service',
    Customer: { Id: 1, Name: 'Nordic Foods AS' },
    CustomerDeliveryAdressStreet: 'Industriveien 12',
    CustomerDeliveryAdressZip: '0581',
    CustomerDeliveryAdressCity: 'Oslo',
    CustomerDeliveryAdressCountry: 'Norway',
    CustomerPerson: null,
    FirstLineComment: null,
    ServiceManagerComment: null,
    Appointments: [],
    CompletedDate: null,
    InverseParent: [
      {
        Id: 94,
        Machine: { Id: 18, DisplayName: 'Combi oven R', Name: 'Production line 1', SerialNumber: 'SN-1' },
        CustomerComment: 'Door does not close properly.',
        TechnicianComment: null,
        InvoiceComment: null,
      },
      {
        Id: 95,
        Machine: { Id: 33, DisplayName: 'Coffee machine G2', Name: 'Café', SerialNumber: 'SN-2' },
        CustomerComment: null,
        TechnicianComment: 'Descaled.',
        InvoiceComment: null,
      },
    ],
    PartnerJobs: [],
  };
}

const counters = (): Counter[] => [
  { Id: 6, Name: 'Operating hours', Value: null, LastValue: 4453 },
  { Id: 7, Name: 'Steam generator hours', Value: null, LastValue: 2284 },
];

/**
 * A small report server: job 93 (started), 85 (not started: 409), 77 (another company: 403);
 * comments and counters are kept; `counterStatus` is the status of the PUT answer.
 */
function reportServer({ counterStatus = 200 }: { counterStatus?: number } = {}) {
  const job = startedJob();
  const machineCounters = new Map<number, Counter[]>([
    [18, counters()],
    [33, []],
  ]);
  return (r: SeenRequest) => {
    if (r.method === 'GET' && r.path === '/api2/partner/jobs/93') return json(job);
    if (r.method === 'GET' && r.path === '/api2/partner/jobs/85')
      return json({ Message: 'The job has not been started' }, 409);
    if (r.method === 'GET' && r.path === '/api2/partner/jobs/77')
      return json({ Message: 'Unauthorized' }, 403);
    const status = /^\/api2\/partner\/jobs\/(\d+)\/setStatus\/(Open|Completed)$/.exec(r.path);
    if (r.method === 'PATCH' && status) {
      Object.assign(
        job,
        status[2] === 'Open'
          ? { JobStatus: { Id: 30, Name: 'in progress' }, StatusId: 30, StatusName: 'in progress' }
          : { JobStatus: { Id: 50, Name: 'completed' }, StatusId: 50, StatusName: 'completed' },
      );
      return json(job);
    }
    const comment = /^\/api2\/partner\/jobs\/(\d+)\/setComment$/.exec(r.path);
    if (r.method === 'PATCH' && comment) {
      const target = job.InverseParent.find((m) => m.Id === Number(comment[1]));
      if (!target) return json({ Message: 'No such machine job' }, 404);
      Object.assign(target, JSON.parse(r.body));
      return json({ ...target });
    }
    const countersOf = /^\/api2\/partner\/machinecounter\/(\d+)$/.exec(r.path);
    if (r.method === 'GET' && countersOf) return json(machineCounters.get(Number(countersOf[1])) ?? []);
    if (r.method === 'PUT' && r.path === '/api2/partner/machinecounter/') {
      if (counterStatus === 204) return new Response(null, { status: 204 });
      if (counterStatus !== 200)
        return json({ Message: 'Value must not be below the previous value (4453)' }, counterStatus);
      const sent = JSON.parse(r.body) as Counter;
      const list = machineCounters.get(18)!;
      const saved = { ...list.find((c) => c.Id === sent.Id)!, Value: sent.Value };
      machineCounters.set(
        18,
        list.map((c) => (c.Id === saved.Id ? saved : c)),
      );
      return json(saved);
    }
    return json({ Message: `unexpected ${r.method} ${r.path}` }, 500);
  };
}

describe('usePartnerJob (spec §7 GET api2/partner/jobs/{id})', () => {
  it('loads the job with the bearer token', async () => {
    const { result, server } = renderHookWithSdk(() => usePartnerJob(93), {
      handler: reportServer(),
      token: token('tech'),
    });
    await waitFor(() => expect(result.current.data?.Id).toBe(93));
    expect(server.seen[0]).toMatchObject({
      method: 'GET',
      path: '/api2/partner/jobs/93',
      authorization: 'Bearer access-tech',
    });
  });

  it.each([
    [85, 409, 'The job has not been started'],
    [77, 403, 'Unauthorized'],
  ])('given job %i, fails with the %i and its message', async (id, status, message) => {
    const { result } = renderHookWithSdk(() => usePartnerJob(id), {
      handler: reportServer(),
      token: token('tech'),
    });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({ status, message });
  });

  it.each([
    [85, 409],
    [77, 403],
  ])('given job %i answering %i, fires no error event: the page shows it, not a snackbar too', async (id) => {
    const { result, client } = renderHookWithSdk(() => usePartnerJob(id), {
      handler: reportServer(),
      token: token('tech'),
    });
    const reported: unknown[] = [];
    client.on('error', (error) => reported.push(error));
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(reported).toEqual([]);
  });

  it('without an id or a token, makes no call', async () => {
    const noId = renderHookWithSdk(() => usePartnerJob(null), {
      handler: reportServer(),
      token: token('tech'),
    });
    const noToken = renderHookWithSdk(() => usePartnerJob(93), { handler: reportServer() });
    await act(async () => {});
    expect(noId.server.seen).toEqual([]);
    expect(noToken.server.seen).toEqual([]);
  });
});

describe('useMachineCounters (spec §3 Counter)', () => {
  it('loads the counters of the machine', async () => {
    const { result, server } = renderHookWithSdk(() => useMachineCounters(18), {
      handler: reportServer(),
      token: token('tech'),
    });
    await waitFor(() => expect(result.current.data).toEqual(counters()));
    expect(server.seen[0]?.path).toBe('/api2/partner/machinecounter/18');
  });

  it('without a machine id, makes no call', async () => {
    const { server } = renderHookWithSdk(() => useMachineCounters(undefined), {
      handler: reportServer(),
      token: token('tech'),
    });
    await act(async () => {});
    expect(server.seen).toEqual([]);
  });
});

describe('useJobReportActions', () => {
  it('setComment sends only that field and puts the answer into the cached job without reloading it', async () => {
    const { result, server } = renderHookWithSdk(
      () => ({ job: usePartnerJob(93), actions: useJobReportActions() }),
      { handler: reportServer(), token: token('tech') },
    );
    await waitFor(() => expect(result.current.job.data).toBeDefined());
    await act(async () => {
      await result.current.actions.setComment(94, 'TechnicianComment', 'Replaced the door gasket.');
    });
    const patch = server.seen.find((r) => r.method === 'PATCH');
    expect(patch).toMatchObject({ path: '/api2/partner/jobs/94/setComment' });
    expect(JSON.parse(patch!.body)).toEqual({ TechnicianComment: 'Replaced the door gasket.' });
    expect(result.current.job.data?.InverseParent[0]?.TechnicianComment).toBe('Replaced the door gasket.');
    // The other machine job is untouched; the job was fetched once.
    expect(result.current.job.data?.InverseParent[1]?.TechnicianComment).toBe('Descaled.');
    expect(server.seen.filter((r) => r.path === '/api2/partner/jobs/93')).toHaveLength(1);

    await act(async () => {
      await result.current.actions.setComment(95, 'InvoiceComment', 'Two hours.');
    });
    expect(JSON.parse(server.seen.at(-1)!.body)).toEqual({ InvoiceComment: 'Two hours.' });
  });

  it('setComment rejects with the ApiError of a failure', async () => {
    const { result } = renderHookWithSdk(() => useJobReportActions(), {
      handler: reportServer(),
      token: token('tech'),
    });
    await expect(result.current.setComment(999, 'TechnicianComment', 'x')).rejects.toMatchObject({
      status: 404,
      message: 'No such machine job',
    });
  });

  it('saveCounter puts the counter and updates the cached counters of the machine', async () => {
    const { result, server } = renderHookWithSdk(
      () => ({ counters: useMachineCounters(18), actions: useJobReportActions() }),
      { handler: reportServer(), token: token('tech') },
    );
    await waitFor(() => expect(result.current.counters.data).toHaveLength(2));
    let saved: Counter | undefined;
    await act(async () => {
      saved = await result.current.actions.saveCounter(18, { ...counters()[0]!, Value: 4480 });
    });
    expect(saved).toMatchObject({ Id: 6, Value: 4480 });
    const put = server.seen.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api2/partner/machinecounter/');
    expect(JSON.parse(put!.body)).toEqual({ Id: 6, Name: 'Operating hours', Value: 4480, LastValue: 4453 });
    expect(result.current.counters.data?.[0]?.Value).toBe(4480);
    expect(server.seen.filter((r) => r.path === '/api2/partner/machinecounter/18')).toHaveLength(1);
  });

  it('saveCounter takes a 204 answer as a success (spec §8) and answers the counter as sent', async () => {
    const { result, client } = renderHookWithSdk(
      () => ({ counters: useMachineCounters(18), actions: useJobReportActions() }),
      { handler: reportServer({ counterStatus: 204 }), token: token('tech') },
    );
    const errors: unknown[] = [];
    client.on('error', (e) => errors.push(e));
    await waitFor(() => expect(result.current.counters.data).toHaveLength(2));
    let saved: Counter | undefined;
    await act(async () => {
      saved = await result.current.actions.saveCounter(18, { ...counters()[1]!, Value: 2300 });
    });
    expect(saved).toEqual({ Id: 7, Name: 'Steam generator hours', Value: 2300, LastValue: 2284 });
    expect(result.current.counters.data?.[1]?.Value).toBe(2300);
    expect(errors).toEqual([]);
  });

  it('saveCounter rejects a 400 with the server’s reason and keeps the cached counters', async () => {
    const { result } = renderHookWithSdk(
      () => ({ counters: useMachineCounters(18), actions: useJobReportActions() }),
      { handler: reportServer({ counterStatus: 400 }), token: token('tech') },
    );
    await waitFor(() => expect(result.current.counters.data).toHaveLength(2));
    await act(async () => {
      await expect(
        result.current.actions.saveCounter(18, { ...counters()[0]!, Value: 10 }),
      ).rejects.toMatchObject({ status: 400, message: 'Value must not be below the previous value (4453)' });
    });
    expect(result.current.counters.data?.[0]?.Value).toBeNull();
  });

  it('setStatus("Completed") patches the status and reloads the job', async () => {
    const { result, server } = renderHookWithSdk(
      () => ({ job: usePartnerJob(93), actions: useJobReportActions() }),
      { handler: reportServer(), token: token('tech') },
    );
    await waitFor(() => expect(result.current.job.data?.JobStatus.Id).toBe(30));
    await act(async () => {
      await result.current.actions.setStatus(93, 'Completed');
    });
    expect(server.seen.find((r) => r.method === 'PATCH')?.path).toBe(
      '/api2/partner/jobs/93/setStatus/Completed',
    );
    await waitFor(() => expect(result.current.job.data?.JobStatus.Id).toBe(50));
    expect(server.seen.filter((r) => r.path === '/api2/partner/jobs/93')).toHaveLength(2);
  });
});

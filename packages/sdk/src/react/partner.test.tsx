// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../contract';
import { json, token, type SeenRequest } from '../test/fakeServer';
import { renderHookWithSdk } from '../test/renderHookWithSdk';
import {
  usePartnerCompany,
  usePartnerJobActions,
  usePartnerJobByCode,
  usePartnerJobCounts,
  usePartnerJobsMore,
  usePartnerJobsView,
} from './partner';

type PartnerJob = Schema<'PartnerJob'>;
type PartnerCompany = Schema<'PartnerCompany'>;

function job(id: number, status: Schema<'JobStatusId'>, code: string): PartnerJob {
  return {
    Id: id,
    Code: code,
    DisplayName: `Service: Combi oven ${id}`,
    Order: { Id: 40000 + id },
    JobStatus: { Id: status, Name: 'planned' },
    StatusId: status,
    StatusName: 'planned',
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
    InverseParent: [],
    PartnerJobs: [],
  };
}

const company: PartnerCompany = {
  CompanyName: 'Service Partner AS',
  OrganisationNumber: '945 678 901',
  InvoiceEmailAddress: 'invoice@servicepartner.test',
  AddressStreet: 'Verkstedveien 3',
  AddressPostalCode: '2000',
  AddressCity: 'Lillestrøm',
  ManagerName: 'Marit Manager',
  ManagerEmail: 'marit@servicepartner.test',
  ManagerPhone: '+47 900 00 001',
  LookupPartsFromWarehouseId: 1,
};

/** A small partner server: two jobs, one not started; setStatus/Open starts it (status 30). */
function partnerServer({ noCompany = false } = {}) {
  const jobs = [job(85, 20, 'DEMO42'), job(93, 30, 'P2554Q')];
  return (r: SeenRequest) => {
    if (r.method === 'GET' && r.path === '/api2/partner/jobs/view') {
      return json({
        Upcoming: jobs.filter((j) => j.JobStatus.Id <= 20),
        Open: jobs.filter((j) => j.JobStatus.Id > 20 && j.JobStatus.Id < 50),
        Finished: jobs.filter((j) => j.JobStatus.Id >= 50),
        NextCursors: { Upcoming: null, Open: 'open-1', Finished: null },
      });
    }
    if (r.method === 'GET' && r.path === '/api2/partner/jobs/counts') {
      return json({
        Upcoming: jobs.filter((j) => j.JobStatus.Id <= 20).length,
        Open: jobs.filter((j) => j.JobStatus.Id > 20 && j.JobStatus.Id < 50).length,
      });
    }
    if (r.method === 'GET' && r.path === '/api2/partner/jobs/list') {
      const cursor = r.url.searchParams.get('Cursor');
      if (r.url.searchParams.get('Section') !== 'Open') return json({ Message: 'wrong list' }, 400);
      return cursor === 'open-1'
        ? json({ Items: [job(101, 40, 'MORE01')], NextCursor: 'open-2' })
        : json({ Items: [job(102, 45, 'MORE02')], NextCursor: null });
    }
    if (r.method === 'GET' && r.path === '/api2/partner/company') {
      return noCompany ? json({ Message: 'This account has no partner company' }, 404) : json(company);
    }
    if (r.method === 'GET' && r.path === '/api2/partner/jobs/code') {
      const code = r.url.searchParams.get('code');
      const found = jobs.find((j) => j.Code === code);
      return found ? json(found) : json({ Message: 'No job has this code' }, 404);
    }
    const status = /^\/api2\/partner\/jobs\/(\d+)\/setStatus\/(Open|Completed)$/.exec(r.path);
    if (r.method === 'PATCH' && status) {
      const found = jobs.find((j) => j.Id === Number(status[1]));
      if (!found) return json({ Message: 'No such job' }, 404);
      if (status[2] === 'Completed' && found.JobStatus.Id <= 20) {
        return json({ Message: 'The job has not been started' }, 409);
      }
      found.JobStatus =
        status[2] === 'Open' ? { Id: 30, Name: 'in progress' } : { Id: 50, Name: 'completed' };
      return json(found);
    }
    return json({ Message: `unexpected ${r.method} ${r.path}` }, 500);
  };
}

describe('usePartnerJobsView (spec §3 Partner jobs view)', () => {
  it('loads the three lists with the bearer token', async () => {
    const { result, server } = renderHookWithSdk(() => usePartnerJobsView(), {
      handler: partnerServer(),
      token: token('tech'),
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.Upcoming.map((j) => j.Id)).toEqual([85]);
    expect(result.current.data?.Open.map((j) => j.Id)).toEqual([93]);
    expect(result.current.data?.Finished).toEqual([]);
    expect(server.seen[0]).toMatchObject({
      path: '/api2/partner/jobs/view',
      authorization: 'Bearer access-tech',
    });
  });

  it('without a token, makes no call', () => {
    const { result, server } = renderHookWithSdk(() => usePartnerJobsView(), { handler: partnerServer() });
    expect(result.current.data).toBeUndefined();
    expect(server.seen).toEqual([]);
  });
});

describe('usePartnerCompany (spec §3 Partner company)', () => {
  it('loads the company', async () => {
    const { result } = renderHookWithSdk(() => usePartnerCompany(), {
      handler: partnerServer(),
      token: token('tech'),
    });
    await waitFor(() => expect(result.current.data?.CompanyName).toBe('Service Partner AS'));
  });

  it('given a user without a company, fails with the 404 and its message', async () => {
    const { result } = renderHookWithSdk(() => usePartnerCompany(), {
      handler: partnerServer({ noCompany: true }),
      token: token('nocompany'),
    });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({
      status: 404,
      message: 'This account has no partner company',
    });
  });
});

describe('usePartnerJobByCode', () => {
  it('asks for the job of the code (trimmed)', async () => {
    const { result, server } = renderHookWithSdk(() => usePartnerJobByCode(' DEMO42 '), {
      handler: partnerServer(),
      token: token('code'),
    });
    await waitFor(() => expect(result.current.data?.Id).toBe(85));
    expect(server.seen[0]?.url.searchParams.get('code')).toBe('DEMO42');
  });

  it('given no code, makes no call', () => {
    const { result, server } = renderHookWithSdk(() => usePartnerJobByCode(''), {
      handler: partnerServer(),
      token: token('code'),
    });
    expect(result.current.data).toBeUndefined();
    expect(server.seen).toEqual([]);
  });
});

describe('usePartnerJobActions (spec §4 starting a job)', () => {
  it('setStatus(id, "Open") patches setStatus/Open, answers the job and reloads the lists and the preview', async () => {
    const { result, server } = renderHookWithSdk(
      () => ({
        view: usePartnerJobsView(),
        preview: usePartnerJobByCode('DEMO42'),
        actions: usePartnerJobActions(),
      }),
      { handler: partnerServer(), token: token('tech') },
    );
    await waitFor(() => expect(result.current.view.data?.Upcoming).toHaveLength(1));
    await waitFor(() => expect(result.current.preview.data?.JobStatus.Id).toBe(20));

    let answer: PartnerJob | undefined;
    await act(async () => {
      answer = await result.current.actions.setStatus(85, 'Open');
    });
    expect(answer?.JobStatus.Id).toBe(30);
    expect(server.seen.find((r) => r.method === 'PATCH')).toMatchObject({
      path: '/api2/partner/jobs/85/setStatus/Open',
      authorization: 'Bearer access-tech',
    });
    await waitFor(() => expect(result.current.view.data?.Upcoming).toHaveLength(0));
    expect(result.current.view.data?.Open.map((j) => j.Id)).toEqual([85, 93]);
    await waitFor(() => expect(result.current.preview.data?.JobStatus.Id).toBe(30));
  });

  it('setStatus(id, "Completed") on a job not started rejects with the 409', async () => {
    const { result } = renderHookWithSdk(() => usePartnerJobActions(), {
      handler: partnerServer(),
      token: token('tech'),
    });
    await expect(result.current.setStatus(85, 'Completed')).rejects.toMatchObject({
      status: 409,
      message: 'The job has not been started',
    });
  });
});

describe('usePartnerJobCounts (the Jobs badge)', () => {
  it('reads the upcoming and open counts without loading the lists', async () => {
    const { result, server } = renderHookWithSdk(() => usePartnerJobCounts(), {
      handler: partnerServer(),
      token: token('p'),
    });
    await waitFor(() => expect(result.current.data).toEqual({ Upcoming: 1, Open: 1 }));
    expect(server.seen.map((r) => r.path)).toEqual(['/api2/partner/jobs/counts']);
  });
});

describe('usePartnerJobsMore (the rest of a list, 25 at a time)', () => {
  it("given the view's cursor, loads nothing until asked, then page after page until the last", async () => {
    const { result, server } = renderHookWithSdk(() => usePartnerJobsMore('Open', 'open-1'), {
      handler: partnerServer(),
      token: token('p'),
    });
    await act(async () => {});
    expect(server.seen).toEqual([]);
    expect(result.current).toMatchObject({ items: [], hasMore: true });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((j) => j.Id)).toEqual([101]));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((j) => j.Id)).toEqual([101, 102]));
    expect(result.current.hasMore).toBe(false);
    expect(server.seen.map((r) => r.url.searchParams.get('Cursor'))).toEqual(['open-1', 'open-2']);
  });

  it('given no cursor (the view holds the whole list), has nothing more', async () => {
    const { result, server } = renderHookWithSdk(() => usePartnerJobsMore('Upcoming', null), {
      handler: partnerServer(),
      token: token('p'),
    });
    act(() => result.current.loadMore());
    await act(async () => {});
    expect(result.current.hasMore).toBe(false);
    expect(server.seen).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/ApiError';
import { json, token, type SeenRequest } from '../test/fakeServer';
import { renderHookWithSdk } from '../test/renderHookWithSdk';
import { useMachineOverview } from './customer';
import { useMachineActions, useMachineDocuments, useResourceFile } from './machine';

const manual = { Id: 1, Name: 'CK 6-1/1 operating manual', DocumentType_Id: 1, LinkUrl: 'documents/a.pdf' };

const update = {
  DisplayName: 'Combi oven E',
  Name: 'Bakery',
  Facility: 'Oslo plant',
  SerialNumber: 'SN-COM-139595',
  CustomerText: null,
  BoughtDate: '2022-06-07',
  InstallationDate: '2022-06-13',
  WarrantyExpiresDate: '2024-06-06',
  RetiredDate: null,
};

describe('useMachineDocuments (spec §7 document lists)', () => {
  it.each([
    ['manuals', '/api2/customer/documents/manuals/7'],
    ['forms', '/api2/customer/documents/forms/7'],
  ] as const)('given a token, the %s of machine 7 load GET %s', async (kind, path) => {
    const { result, server } = renderHookWithSdk(() => useMachineDocuments(7, kind), {
      handler: () => json([manual]),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.data).toEqual([manual]));
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({ method: 'GET', path, authorization: 'Bearer access-a' });
  });

  it('given no id yet, makes no call', async () => {
    const { server } = renderHookWithSdk(() => useMachineDocuments(undefined, 'manuals'), {
      handler: () => json([]),
      token: token('a'),
    });
    await act(async () => {});
    expect(server.seen).toEqual([]);
  });

  it('given no token, makes no call', async () => {
    const { server } = renderHookWithSdk(() => useMachineDocuments(7, 'forms'), { handler: () => json([]) });
    await act(async () => {});
    expect(server.seen).toEqual([]);
  });

  it('given a failing call, exposes the server message as the error', async () => {
    const { result } = renderHookWithSdk(() => useMachineDocuments(7, 'manuals'), {
      handler: () => json({ Message: 'Machine 7 does not belong to your organisation' }, 403),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.error?.status).toBe(403));
    expect(result.current.error?.message).toBe('Machine 7 does not belong to your organisation');
  });
});

describe('useMachineActions().save (general tab edit mode)', () => {
  it('given a valid update, PUTs every field and then reloads the overview', async () => {
    let name = 'Combi oven E';
    const { result, server } = renderHookWithSdk(
      () => ({ overview: useMachineOverview(7), actions: useMachineActions() }),
      {
        handler: (r: SeenRequest) => {
          if (r.method === 'PUT') {
            name = (JSON.parse(r.body) as typeof update).DisplayName;
            return json({ Id: 7, DisplayName: name });
          }
          return json({ Machine: { Id: 7, DisplayName: name } });
        },
        token: token('a'),
      },
    );
    await waitFor(() => expect(result.current.overview.data?.Machine.DisplayName).toBe('Combi oven E'));

    let saved: unknown;
    await act(async () => {
      saved = await result.current.actions.save(7, { ...update, DisplayName: 'Oven by the window' });
    });
    expect(saved).toEqual({ Id: 7, DisplayName: 'Oven by the window' });
    const put = server.seen.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({ path: '/api2/customer/machines/7', contentType: 'application/json' });
    expect(JSON.parse(put!.body)).toEqual({ ...update, DisplayName: 'Oven by the window' });
    await waitFor(() => expect(result.current.overview.data?.Machine.DisplayName).toBe('Oven by the window'));
    expect(server.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api2/customer/machines/overview/7',
      'PUT /api2/customer/machines/7',
      'GET /api2/customer/machines/overview/7',
    ]);
  });

  it('given a 400, rejects with the server message and reloads nothing', async () => {
    const { result, server } = renderHookWithSdk(() => useMachineActions(), {
      handler: () => json({ Message: 'WarrantyExpiresDate must not be before BoughtDate' }, 400),
      token: token('a'),
    });
    let failure: unknown;
    await act(async () => {
      failure = await result.current.save(7, update).catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'WarrantyExpiresDate must not be before BoughtDate',
    });
    expect(server.seen).toHaveLength(1);
  });
});

describe('useResourceFile (documents and service reports by relative path)', () => {
  it('given a path, fetches GET /api2/resource/?relativePath= with the token and resolves to the file', async () => {
    const { result, server } = renderHookWithSdk(() => useResourceFile(), {
      handler: () =>
        new Response('%PDF-1.7 demo', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      token: token('a'),
    });
    let blob: Blob | undefined;
    await act(async () => {
      blob = await result.current('service-reports/job 9 & co.pdf');
    });
    expect(blob?.type).toBe('application/pdf');
    expect(await blob?.text()).toBe('%PDF-1.7 demo');
    expect(server.seen[0]).toMatchObject({
      method: 'GET',
      path: '/api2/resource/',
      authorization: 'Bearer access-a',
    });
    expect(server.seen[0]?.url.searchParams.get('relativePath')).toBe('service-reports/job 9 & co.pdf');
  });

  it('given a 403, rejects with the server message', async () => {
    const { result } = renderHookWithSdk(() => useResourceFile(), {
      handler: () => json({ Message: 'Forbidden' }, 403),
      token: token('a'),
    });
    let failure: unknown;
    await act(async () => {
      failure = await result.current('documents/x.pdf').catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ status: 403, message: 'Forbidden' });
  });
});

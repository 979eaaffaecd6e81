// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client/createClient';
import { memoryTokenStore } from '../client/tokenStore';
import { json, token } from '../test/fakeServer';
import { useAllMachines } from './customer';
import { useOpenJobsCount } from './data';
import { useCreateJob } from './jobs';
import { SdkProvider } from './SdkProvider';

interface Seen {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

/**
 * The new-job call over a small fake server that counts open jobs, remembers the jobs created per
 * Idempotency-Key (like the server), records every request with its headers, and answers `answer`
 * to the POST when one is given.
 */
function setup({ answer }: { answer?: () => Response } = {}) {
  const seen: Seen[] = [];
  let openJobs = 3;
  let nextId = 501;
  const byKey = new Map<string, number>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    seen.push({
      method: request.method,
      path: pathname,
      headers: request.headers,
      body: request.body ? await request.text() : '',
    });
    if (request.method === 'POST' && pathname === '/api2/customer/jobs') {
      if (answer) return answer();
      const key = request.headers.get('Idempotency-Key');
      const known = key ? byKey.get(key) : undefined;
      if (known !== undefined) return json({ Id: known }, 201);
      const id = nextId++;
      if (key) byKey.set(key, id);
      openJobs += 1;
      return json({ Id: id }, 201);
    }
    if (pathname === '/api2/customer/jobs/openCount')
      return json({ ActivePartJobsCount: 0, ActiveOtherJobsCount: openJobs });
    if (pathname === '/api2/customer/machines') return json([]);
    return json({ Message: 'not found' }, 404);
  };
  const client = createClient({
    baseUrl: 'http://portal.test',
    fetch: fetch as typeof globalThis.fetch,
    tokenStore: memoryTokenStore(token('a')),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <SdkProvider client={client}>{children}</SdkProvider>
    </SWRConfig>
  );
  const rendered = renderHook(
    () => ({ createJob: useCreateJob(), openJobs: useOpenJobsCount(), machines: useAllMachines() }),
    { wrapper },
  );
  const calls = (method: string, path?: string) =>
    seen.filter((r) => r.method === method && (path === undefined || r.path === path));
  return { ...rendered, seen, calls };
}

const twoMachines = [
  { Id: 14, CustomerText: '  Strange noise from the motor.  ' },
  { Id: 44, CustomerText: 'Leaks water at the door.' },
];

describe('useCreateJob (spec §3 new job request, §7 POST /api2/customer/jobs)', () => {
  it('POSTs { Machines: [{ Id, CustomerText }] } with the descriptions trimmed and the Idempotency-Key, and answers the new Id', async () => {
    const { result, calls } = setup();
    let created: { Id: number } | undefined;
    await act(async () => {
      created = await result.current.createJob(twoMachines, 'key-1');
    });
    expect(created).toEqual({ Id: 501 });
    const [post] = calls('POST');
    expect(post?.path).toBe('/api2/customer/jobs');
    expect(post?.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(post?.headers.get('Authorization')).toBe('Bearer access-a');
    expect(JSON.parse(post!.body)).toEqual({
      Machines: [
        { Id: 14, CustomerText: 'Strange noise from the motor.' },
        { Id: 44, CustomerText: 'Leaks water at the door.' },
      ],
    });
    expect(post?.headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('sends only Id and CustomerText of each machine, whatever else the caller passes', async () => {
    const { result, calls } = setup();
    const machine = { Id: 14, CustomerText: 'Broken', DisplayName: 'Refrigerator N', MachineType: 'Fridge' };
    await act(() => result.current.createJob([machine]));
    expect(JSON.parse(calls('POST')[0]!.body)).toEqual({ Machines: [{ Id: 14, CustomerText: 'Broken' }] });
  });

  it('without a key sends no Idempotency-Key header', async () => {
    const { result, calls } = setup();
    await act(() => result.current.createJob(twoMachines));
    expect(calls('POST')[0]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('given a repeated submit with the same key, the server answers the same job once', async () => {
    const { result, calls } = setup();
    let ids: number[] = [];
    await act(async () => {
      const answers = await Promise.all([
        result.current.createJob(twoMachines, 'same-key'),
        result.current.createJob(twoMachines, 'same-key'),
      ]);
      ids = answers.map((a) => a.Id);
    });
    expect(ids).toEqual([501, 501]);
    expect(calls('POST').map((r) => r.headers.get('Idempotency-Key'))).toEqual(['same-key', 'same-key']);
  });

  it('reloads the open-jobs count (the shell badge) and the machines before it resolves', async () => {
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.openJobs.data?.ActiveOtherJobsCount).toBe(3));
    await waitFor(() => expect(result.current.machines.data).toEqual([]));
    await act(() => result.current.createJob(twoMachines, 'key-2'));
    expect(result.current.openJobs.data?.ActiveOtherJobsCount).toBe(4);
    expect(calls('GET', '/api2/customer/jobs/openCount')).toHaveLength(2);
    expect(calls('GET', '/api2/customer/machines')).toHaveLength(2);
  });

  it('given a 400, throws the server Message with its status and reloads nothing', async () => {
    const { result, calls } = setup({
      answer: () => json({ Message: 'Every machine needs an error description (machine 14).' }, 400),
    });
    await waitFor(() => expect(result.current.openJobs.data?.ActiveOtherJobsCount).toBe(3));
    await act(async () => {
      await expect(result.current.createJob(twoMachines, 'key-3')).rejects.toMatchObject({
        status: 400,
        message: 'Every machine needs an error description (machine 14).',
      });
    });
    expect(calls('GET', '/api2/customer/jobs/openCount')).toHaveLength(1);
  });
});

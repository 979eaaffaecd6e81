// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/createClient';
import { memoryTokenStore } from '../client/tokenStore';
import type { Schema } from '../contract';
import { fakeServer, json, token, type SeenRequest } from '../test/fakeServer';
import { fakeXhr, type FakeUpload } from '../test/fakeXhr';
import {
  fileNameFromDisposition,
  useAttachmentActions,
  useAttachments,
  useOfflineReportActions,
  useOfflineReportEnabled,
  useOrderLineActions,
  useOrderLines,
  useWarehouseArticles,
  withNewerFiles,
} from './jobSections';
import { SdkProvider } from './SdkProvider';

type OrderLine = Schema<'OrderLine'>;
type Attachment = Schema<'Attachment'>;

const BASE = 'http://portal.test';
const MACHINE_JOB = 2101;
const JOB = 2100;

const articles = [
  { ArticleNumber: 'CO-1001', ArticleDescription: 'Door gasket 6-1/1', ArticleType: 'Spare part' },
  { ArticleNumber: 'CO-1003', ArticleDescription: 'Convection fan motor', ArticleType: 'Spare part' },
  { ArticleNumber: 'GN-9001', ArticleDescription: 'Descaler 5 l', ArticleType: 'Consumable' },
];

const photo: Attachment = {
  Id: 11,
  Name: 'Door seal.jpg',
  Link: 'attachments/2100/a1',
  IsMedia: true,
  TypeId: 1,
};
const report: Attachment = {
  Id: 12,
  Name: 'Pressure test.pdf',
  Link: 'attachments/2100/b2',
  IsMedia: false,
  TypeId: 1,
};

/** A small partner server: order lines of one machine job, articles, attachments, the offline report. */
function setup({ offlineEnabled = true }: { offlineEnabled?: boolean } = {}) {
  let lines: OrderLine[] = [
    {
      Id: 1,
      ArticleNumber: 'CO-1001',
      ArticleDescription: 'Door gasket 6-1/1',
      ArticleCount: 2,
      ArticleType: 'Spare part',
    },
    {
      Id: 2,
      ArticleNumber: null,
      ArticleDescription: 'Travel and call-out fee',
      ArticleCount: 1,
      ArticleType: null,
    },
  ];
  let nextId = 3;
  let attachments: Attachment[] = [photo];
  const handler = (r: SeenRequest): Response => {
    const body = r.body ? JSON.parse(r.body) : undefined;
    if (r.path === `/api2/partner/OrderDetail/List/${MACHINE_JOB}`) return json(lines);
    if (r.path === `/api2/partner/OrderDetail/${MACHINE_JOB}` && r.method === 'POST') {
      const line = { Id: nextId++, ArticleCount: 1, ArticleType: null, ...body } as OrderLine;
      lines = [...lines, line];
      return json(line, 201);
    }
    if (r.path === `/api2/partner/OrderDetail/${MACHINE_JOB}` && r.method === 'PATCH') {
      lines = lines.map((l) => (l.Id === body.Id ? { ...l, ...body } : l));
      return json(lines.find((l) => l.Id === body.Id));
    }
    const del = new RegExp(`^/api2/partner/OrderDetail/${MACHINE_JOB}/(\\d+)$`).exec(r.path);
    if (del && r.method === 'DELETE') {
      lines = lines.filter((l) => l.Id !== Number(del[1]));
      return json(lines);
    }
    if (r.path === '/api2/partner/Article') return json(articles);
    if (r.path === '/api2/partner/Article/Search') {
      const word = r.url.searchParams.get('searchword') ?? '';
      if (word.trim().length < 3) return json({ Message: 'searchword needs 3 characters' }, 400);
      return json(
        articles.filter((a) =>
          `${a.ArticleNumber} ${a.ArticleDescription}`.toLowerCase().includes(word.toLowerCase()),
        ),
      );
    }
    if (r.path === `/api2/partner/jobs/${JOB}/Attachments`) return json({ Files: attachments });
    const delFile = new RegExp(`^/api2/partner/jobs/${JOB}/Attachment/(\\d+)$`).exec(r.path);
    if (delFile && r.method === 'DELETE') {
      attachments = attachments.filter((a) => a.Id !== Number(delFile[1]));
      return json({ Files: attachments });
    }
    if (r.path === '/api2/partner/jobs/offlinereport-enabled') return json(offlineEnabled);
    if (r.path === '/api2/Partner/jobs/offlinereport/DEMO42')
      return new Response('%PDF-1.7 report', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="Offline report S2100.pdf"; filename*=UTF-8''Offline%20report%20S2100.pdf`,
        },
      });
    return json({ Message: 'not found' }, 404);
  };
  const server = fakeServer(handler);
  const xhr = fakeXhr();
  const client = createClient({
    baseUrl: BASE,
    fetch: server.fetch,
    tokenStore: memoryTokenStore(token('a')),
    xhr: xhr.factory,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <SdkProvider client={client}>{children}</SdkProvider>
    </SWRConfig>
  );
  const calls = (method: string, path?: string) =>
    server.seen.filter((r) => r.method === method && (path === undefined || r.path === path));
  return { wrapper, seen: server.seen, calls, xhr, setAttachments: (a: Attachment[]) => (attachments = a) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useOrderLines and useOrderLineActions', () => {
  it('loads the lines of the machine job; no call without an id', async () => {
    const { wrapper, seen } = setup();
    const { result, rerender } = renderHook(({ id }: { id: number | null }) => useOrderLines(id), {
      wrapper,
      initialProps: { id: null as number | null },
    });
    expect(seen).toHaveLength(0);
    rerender({ id: MACHINE_JOB });
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    expect(seen.map((r) => r.path)).toEqual([`/api2/partner/OrderDetail/List/${MACHINE_JOB}`]);
  });

  it('add POSTs the line and resolves after the list was reloaded', async () => {
    const { wrapper, calls } = setup();
    const { result } = renderHook(
      () => ({ lines: useOrderLines(MACHINE_JOB), actions: useOrderLineActions(MACHINE_JOB) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.lines.data).toHaveLength(2));
    let added: OrderLine | undefined;
    await act(async () => {
      added = await result.current.actions.add({
        ArticleNumber: null,
        ArticleDescription: 'Replaced fuse 10 A',
        ArticleCount: 3,
      });
    });
    const [post] = calls('POST');
    expect(post?.path).toBe(`/api2/partner/OrderDetail/${MACHINE_JOB}`);
    expect(JSON.parse(post!.body)).toEqual({
      ArticleNumber: null,
      ArticleDescription: 'Replaced fuse 10 A',
      ArticleCount: 3,
    });
    expect(added?.Id).toBe(3);
    expect(result.current.lines.data?.map((l) => l.ArticleDescription)).toContain('Replaced fuse 10 A');
  });

  it('update PATCHes { Id, ArticleDescription, ArticleCount } and the cached list takes the answer', async () => {
    const { wrapper, calls } = setup();
    const { result } = renderHook(
      () => ({ lines: useOrderLines(MACHINE_JOB), actions: useOrderLineActions(MACHINE_JOB) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.lines.data).toHaveLength(2));
    await act(() =>
      result.current.actions.update({ Id: 2, ArticleDescription: 'Travel fee, Drammen', ArticleCount: 2 }),
    );
    expect(JSON.parse(calls('PATCH')[0]!.body)).toEqual({
      Id: 2,
      ArticleDescription: 'Travel fee, Drammen',
      ArticleCount: 2,
    });
    expect(result.current.lines.data?.[1]).toMatchObject({
      ArticleDescription: 'Travel fee, Drammen',
      ArticleCount: 2,
    });
    // No second GET: the answer was enough.
    expect(calls('GET')).toHaveLength(1);
  });

  it('remove DELETEs the line and the list becomes the remaining lines answered', async () => {
    const { wrapper, calls } = setup();
    const { result } = renderHook(
      () => ({ lines: useOrderLines(MACHINE_JOB), actions: useOrderLineActions(MACHINE_JOB) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.lines.data).toHaveLength(2));
    await act(() => result.current.actions.remove(1));
    expect(calls('DELETE').map((r) => r.path)).toEqual([`/api2/partner/OrderDetail/${MACHINE_JOB}/1`]);
    expect(result.current.lines.data?.map((l) => l.Id)).toEqual([2]);
  });
});

describe('useWarehouseArticles (spec §5 partner article search)', () => {
  it('below 3 characters loads the full list and never calls the search', async () => {
    const { wrapper, seen } = setup();
    const { result, rerender } = renderHook(
      ({ search }: { search: string }) => useWarehouseArticles(search),
      {
        wrapper,
        initialProps: { search: '' },
      },
    );
    await waitFor(() => expect(result.current.data).toHaveLength(3));
    rerender({ search: 'do' });
    rerender({ search: '  do ' });
    await waitFor(() => expect(result.current.data).toHaveLength(3));
    expect(seen.filter((r) => r.path === '/api2/partner/Article/Search')).toHaveLength(0);
    expect(seen.filter((r) => r.path === '/api2/partner/Article').length).toBeGreaterThanOrEqual(1);
  });

  it('from 3 characters searches with the trimmed text', async () => {
    const { wrapper, seen } = setup();
    const { result } = renderHook(() => useWarehouseArticles(' gasket '), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([articles[0]]));
    const [search] = seen.filter((r) => r.path === '/api2/partner/Article/Search');
    expect(search?.url.searchParams.get('searchword')).toBe('gasket');
    expect(seen.filter((r) => r.path === '/api2/partner/Article')).toHaveLength(0);
  });

  it('given null (no warehouse), makes no call', async () => {
    vi.useFakeTimers();
    const { wrapper, seen } = setup();
    const { result } = renderHook(() => useWarehouseArticles(null), { wrapper });
    // Past every deadline of the data layer (revalidation, retries, loading time-out): still no call.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
    expect(seen).toHaveLength(0);
  });
});

describe('useAttachments and useAttachmentActions', () => {
  it('loads { Files } of the job', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useAttachments(JOB), { wrapper });
    await waitFor(() => expect(result.current.data?.Files).toEqual([photo]));
  });

  it('upload sends the files in the multipart field Files with progress, and the list takes the answer', async () => {
    const { wrapper, xhr } = setup();
    const { result } = renderHook(() => ({ list: useAttachments(JOB), actions: useAttachmentActions(JOB) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.Files).toHaveLength(1));
    const progress: [number, number][] = [];
    const a = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const b = new Blob(['hello'], { type: 'text/plain' });
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.actions.upload([a, b], { onProgress: (l, t) => progress.push([l, t]) });
    });
    const request: FakeUpload = xhr.requests[0]!;
    expect(request.path).toBe(`/api2/partner/jobs/${JOB}/Attachments`);
    expect(request.body?.getAll('Files')).toHaveLength(2);
    request.progress(50, 100);
    request.respond(201, { Files: [photo, report] });
    await act(async () => {
      await done;
    });
    expect(progress).toEqual([[50, 100]]);
    expect(result.current.list.data?.Files).toEqual([photo, report]);
  });

  it('given a 413, rejects with the server message and keeps the list', async () => {
    const { wrapper, xhr } = setup();
    const { result } = renderHook(() => ({ list: useAttachments(JOB), actions: useAttachmentActions(JOB) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.Files).toHaveLength(1));
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.actions.upload(new Blob(['x']));
    });
    xhr.requests[0]!.respond(413, { Message: 'The file "film.mp4" is larger than 20 MB' });
    await act(async () => {
      await expect(done).rejects.toMatchObject({
        status: 413,
        message: 'The file "film.mp4" is larger than 20 MB',
      });
    });
    expect(result.current.list.data?.Files).toEqual([photo]);
  });

  it('remove DELETEs the attachment and the list takes the answered Files', async () => {
    const { wrapper, calls } = setup();
    const { result } = renderHook(() => ({ list: useAttachments(JOB), actions: useAttachmentActions(JOB) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.Files).toHaveLength(1));
    await act(() => result.current.actions.remove(11));
    expect(calls('DELETE').map((r) => r.path)).toEqual([`/api2/partner/jobs/${JOB}/Attachment/11`]);
    expect(result.current.list.data?.Files).toEqual([]);
  });
});

describe('offline report', () => {
  it.each([true, false])('useOfflineReportEnabled answers the bare boolean (%s)', async (enabled) => {
    const { wrapper } = setup({ offlineEnabled: enabled });
    const { result } = renderHook(() => useOfflineReportEnabled(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(enabled));
  });

  it("download fetches the PDF through the session with the server's file name", async () => {
    const { wrapper, seen } = setup();
    const { result } = renderHook(() => useOfflineReportActions(JOB), { wrapper });
    const file = await result.current.download('DEMO42');
    expect(file.fileName).toBe('Offline report S2100.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7 report');
    expect(seen[0]?.authorization).toBe('Bearer access-a');
  });

  it('upload sends exactly one file and the attachment list takes the answer', async () => {
    const { wrapper, xhr } = setup();
    const { result } = renderHook(
      () => ({ list: useAttachments(JOB), actions: useOfflineReportActions(JOB) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.Files).toHaveLength(1));
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.actions.upload(new Blob(['%PDF-1.4 filled'], { type: 'application/pdf' }));
    });
    const request = xhr.requests[0]!;
    expect(request.path).toBe(`/api2/partner/jobs/${JOB}/offlinereport`);
    expect(request.body?.getAll('Files')).toHaveLength(1);
    const filled: Attachment = {
      Id: 13,
      Name: 'Offline report S2100.pdf',
      Link: 'attachments/2100/c3',
      IsMedia: false,
      TypeId: 1,
    };
    request.respond(201, { Files: [photo, filled] });
    await act(async () => {
      await done;
    });
    expect(result.current.list.data?.Files).toEqual([photo, filled]);
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    [
      `attachment; filename="Offline report S1.pdf"; filename*=UTF-8''Offline%20report%20S%C3%B8.pdf`,
      'Offline report Sø.pdf',
    ],
    ['attachment; filename="Offline report S1.pdf"', 'Offline report S1.pdf'],
    ['attachment; filename=report.pdf', 'report.pdf'],
    [`attachment; filename*=UTF-8''%E0%A4%A.pdf; filename="fallback.pdf"`, 'fallback.pdf'],
    ['attachment', null],
    [null, null],
  ])('%s -> %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});

describe('withNewerFiles (two uploads side by side)', () => {
  const file = (Id: number): Schema<'AttachmentList'>['Files'][number] => ({
    Id,
    Name: `f${Id}.txt`,
    Link: `attachments/${Id}`,
    IsMedia: false,
    TypeId: 1,
  });
  it('given the answer of the first upload arrives after the second one, keeps the file the second one added', () => {
    const second = { Files: [file(1), file(2), file(3)] };
    const firstAnswer = { Files: [file(1), file(2)] };
    expect(withNewerFiles(firstAnswer, second).Files.map((f) => f.Id)).toEqual([1, 2, 3]);
  });
  it('takes the answer as it is when the cache has nothing newer (a file removed elsewhere stays removed)', () => {
    const cached = { Files: [file(1), file(2)] };
    const answer = { Files: [file(2), file(4)] };
    expect(withNewerFiles(answer, cached)).toBe(answer);
    expect(withNewerFiles(answer, undefined)).toBe(answer);
  });
});

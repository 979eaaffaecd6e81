import { delay, http, HttpResponse } from 'msw';
import {
  attachmentPhotoSvg,
  attachments as attachmentsFixture,
  offlineReportFileName,
  offlineReportPdf,
  orderLines as orderLinesFixture,
  searchWarehouse,
  warehouseArticles,
  type Attachment,
  type OrderLine,
  type WarehouseArticle,
} from '../fixtures/jobSections';
import { api } from './helpers';
import { fileLinkHandler } from './files';

type Wait = number | 'infinite' | undefined;

/** The server's upload limits (packages/server/src/files/uploads.ts). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
const ACCEPTED_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
];

/** The server's own texts for refused uploads. */
export const uploadMessages = {
  tooLarge: (name: string) => `The file "${name}" is larger than 20 MB`,
  notAccepted: (name: string, type: string) =>
    `The file "${name}" has the type ${type || '(none)'}, which is not accepted. Accepted: PNG, JPEG, GIF and WebP images, PDF and plain text`,
  pdfOnly: 'The offline report must be a PDF',
  oneFile: 'Send exactly one file (the filled-in offline report) in the field Files',
} as const;

/** A request the sections server saw. */
export interface SeenSectionRequest {
  method: string;
  path: string;
  search: string;
  /** Parsed JSON body, or the uploaded files' names for a multipart upload. */
  body: unknown;
}

/** A failure a call answers instead of doing its work. */
export interface SectionFailure {
  status: number;
  message: string;
}

export interface JobSectionsServerOptions {
  /** Lines per machine job id; a machine job not named has none. Default: the combi oven's three lines. */
  lines?: Readonly<Record<number, readonly OrderLine[]>>;
  /** The warehouse; `[]` for a company without one. */
  articles?: readonly WarehouseArticle[];
  /** Attachments per job id. Default: the fixture job's five files. */
  attachments?: Readonly<Record<number, readonly Attachment[]>>;
  /** GET offlinereport-enabled answers this. Default true. */
  offlineEnabled?: boolean;
  /** Delays in ms, or `'infinite'` (loading and busy states). */
  delays?: {
    lines?: Wait;
    articles?: Wait;
    search?: Wait;
    lineWrite?: Wait;
    attachments?: Wait;
    upload?: Wait;
    remove?: Wait;
    download?: Wait;
  };
  /** Errors instead of answers. */
  errors?: {
    lines?: SectionFailure;
    articles?: SectionFailure;
    lineWrite?: SectionFailure;
    attachments?: SectionFailure;
    upload?: SectionFailure;
    remove?: SectionFailure;
  };
}

const wait = async (ms: Wait) => {
  if (ms !== undefined) await delay(ms);
};
const fail = ({ status, message }: SectionFailure) => HttpResponse.json({ Message: message }, { status });

/**
 * A small in-memory server behind the job report sections (spec §7 partner calls; rules as the
 * real server's): order lines per machine job, the warehouse articles (the search answers 400
 * below 3 characters), attachments per job (uploads refused over 20 MB with 413 and for other
 * types with 415, with the server's messages; all or nothing per request), the offline report
 * (setting, PDF download, one-PDF upload replacing the earlier one) and the attachments' files
 * under GET /api2/resource/. Make one per test or story: each has its own state; `seen` records
 * every request.
 */
export function jobSectionsServer(options: JobSectionsServerOptions = {}) {
  const { delays = {}, errors = {}, offlineEnabled = true } = options;
  const lines = new Map<number, OrderLine[]>(
    Object.entries(options.lines ?? { 4111: orderLinesFixture }).map(([id, list]) => [
      Number(id),
      list.map((line) => ({ ...line })),
    ]),
  );
  const files = new Map<number, Attachment[]>(
    Object.entries(options.attachments ?? { 4101: attachmentsFixture }).map(([id, list]) => [
      Number(id),
      list.map((file) => ({ ...file })),
    ]),
  );
  const articles = [...(options.articles ?? warehouseArticles)];
  const offlineReports = new Map<number, number>();
  const seen: SeenSectionRequest[] = [];
  let nextLineId = 9400;
  let nextFileId = 7300;

  const record = async (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    let parsed = body;
    if (parsed === undefined && (request.method === 'POST' || request.method === 'PATCH')) {
      const text = await request.clone().text();
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
    }
    seen.push({ method: request.method, path: url.pathname, search: url.search, body: parsed });
  };
  const linesOf = (id: number) => lines.get(id) ?? [];
  const filesOf = (id: number) => files.get(id) ?? [];

  /** The uploaded files, checked like the server (413 / 415 answer or the files). */
  const readUpload = async (request: Request) => {
    const form = await request.formData();
    const uploaded = form.getAll('Files').filter((value): value is File => typeof value !== 'string');
    await record(
      request,
      uploaded.map((file) => file.name),
    );
    for (const file of uploaded) {
      if (file.size > UPLOAD_MAX_BYTES)
        return { refused: fail({ status: 413, message: uploadMessages.tooLarge(file.name) }) };
      const type = file.type.split(';')[0]!.trim().toLowerCase();
      if (!ACCEPTED_TYPES.includes(type))
        return { refused: fail({ status: 415, message: uploadMessages.notAccepted(file.name, type) }) };
    }
    if (uploaded.length === 0)
      return { refused: fail({ status: 400, message: 'No file was sent (multipart field Files)' }) };
    return { uploaded };
  };
  const stored = (jobId: number, file: File, name = file.name): Attachment => ({
    Id: nextFileId++,
    Name: name,
    Link: `attachments/${jobId}/upload-${nextFileId}`,
    IsMedia: file.type.startsWith('image/'),
    TypeId: 1,
  });

  const handlers = [
    http.get(api('/partner/OrderDetail/List/:machineJobId'), async ({ request, params }) => {
      await record(request);
      await wait(delays.lines);
      if (errors.lines) return fail(errors.lines);
      return HttpResponse.json(linesOf(Number(params.machineJobId)));
    }),
    http.post(api('/partner/OrderDetail/:machineJobId'), async ({ request, params }) => {
      await record(request);
      await wait(delays.lineWrite);
      if (errors.lineWrite) return fail(errors.lineWrite);
      const body = (await request.json()) as Partial<OrderLine>;
      const text = (body.ArticleDescription ?? '').trim();
      if (!text) return fail({ status: 400, message: 'ArticleDescription must not be empty' });
      if (Array.from(text).length > 50)
        return fail({ status: 400, message: 'ArticleDescription must be at most 50 characters' });
      const stocked = body.ArticleNumber
        ? articles.find((a) => a.ArticleNumber.toLowerCase() === body.ArticleNumber!.toLowerCase())
        : undefined;
      if (body.ArticleNumber && !stocked)
        return fail({
          status: 400,
          message: `Article ${body.ArticleNumber} is not in your company's warehouse`,
        });
      const line: OrderLine = {
        Id: nextLineId++,
        ArticleNumber: stocked?.ArticleNumber ?? null,
        ArticleDescription: text,
        ArticleCount: body.ArticleCount ?? 1,
        ArticleType: stocked ? stocked.ArticleType : (body.ArticleType ?? null),
      };
      const id = Number(params.machineJobId);
      lines.set(id, [...linesOf(id), line]);
      return HttpResponse.json(line, { status: 201 });
    }),
    http.patch(api('/partner/OrderDetail/:machineJobId'), async ({ request, params }) => {
      await record(request);
      await wait(delays.lineWrite);
      if (errors.lineWrite) return fail(errors.lineWrite);
      const body = (await request.json()) as Pick<OrderLine, 'Id' | 'ArticleDescription' | 'ArticleCount'>;
      const id = Number(params.machineJobId);
      const line = linesOf(id).find((l) => l.Id === body.Id);
      if (!line) return fail({ status: 404, message: 'No such order line on this machine job' });
      Object.assign(line, {
        ArticleDescription: body.ArticleDescription.trim(),
        ArticleCount: body.ArticleCount,
      });
      return HttpResponse.json(line);
    }),
    http.delete(api('/partner/OrderDetail/:machineJobId/:lineId'), async ({ request, params }) => {
      await record(request);
      await wait(delays.lineWrite);
      if (errors.lineWrite) return fail(errors.lineWrite);
      const id = Number(params.machineJobId);
      const lineId = Number(params.lineId);
      if (!linesOf(id).some((l) => l.Id === lineId))
        return fail({ status: 404, message: 'No such order line on this machine job' });
      lines.set(
        id,
        linesOf(id).filter((l) => l.Id !== lineId),
      );
      return HttpResponse.json(linesOf(id));
    }),
    http.get(api('/partner/Article/Search'), async ({ request }) => {
      await record(request);
      await wait(delays.search);
      if (errors.articles) return fail(errors.articles);
      const word = new URL(request.url).searchParams.get('searchword') ?? '';
      if (word.trim().length < 3)
        return fail({ status: 400, message: 'searchword must have at least 3 characters' });
      return HttpResponse.json(searchWarehouse(articles, word));
    }),
    http.get(api('/partner/Article'), async ({ request }) => {
      await record(request);
      await wait(delays.articles);
      if (errors.articles) return fail(errors.articles);
      return HttpResponse.json(articles);
    }),
    http.get(api('/partner/jobs/offlinereport-enabled'), async ({ request }) => {
      await record(request);
      return HttpResponse.json(offlineEnabled);
    }),
    http.get(api('/Partner/jobs/offlinereport/:code'), async ({ request }) => {
      await record(request);
      await wait(delays.download);
      if (!offlineEnabled) return fail({ status: 403, message: 'Offline reports are disabled' });
      return new HttpResponse(offlineReportPdf, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${offlineReportFileName}"; filename*=UTF-8''${encodeURIComponent(offlineReportFileName)}`,
        },
      });
    }),
    http.post(api('/partner/jobs/:id/offlinereport'), async ({ request, params }) => {
      await wait(delays.upload);
      const id = Number(params.id);
      const result = await readUpload(request);
      if (errors.upload) return fail(errors.upload);
      if (result.refused) return result.refused;
      if (result.uploaded.length !== 1) return fail({ status: 400, message: uploadMessages.oneFile });
      const file = result.uploaded[0]!;
      if (file.type !== 'application/pdf') return fail({ status: 415, message: uploadMessages.pdfOnly });
      const earlier = offlineReports.get(id);
      const report = stored(id, file, offlineReportFileName);
      files.set(id, [...filesOf(id).filter((f) => f.Id !== earlier), report]);
      offlineReports.set(id, report.Id);
      return HttpResponse.json({ Files: filesOf(id) }, { status: 201 });
    }),
    http.get(api('/partner/jobs/:id/Attachments'), async ({ request, params }) => {
      await record(request);
      await wait(delays.attachments);
      if (errors.attachments) return fail(errors.attachments);
      return HttpResponse.json({ Files: filesOf(Number(params.id)) });
    }),
    http.post(api('/partner/jobs/:id/Attachments'), async ({ request, params }) => {
      await wait(delays.upload);
      const id = Number(params.id);
      const result = await readUpload(request);
      if (errors.upload) return fail(errors.upload);
      if (result.refused) return result.refused;
      files.set(id, [...filesOf(id), ...result.uploaded.map((file) => stored(id, file))]);
      return HttpResponse.json({ Files: filesOf(id) }, { status: 201 });
    }),
    http.delete(api('/partner/jobs/:id/Attachment/:fileId'), async ({ request, params }) => {
      await record(request);
      await wait(delays.remove);
      if (errors.remove) return fail(errors.remove);
      const id = Number(params.id);
      const fileId = Number(params.fileId);
      if (!filesOf(id).some((f) => f.Id === fileId))
        return fail({ status: 404, message: 'No such attachment' });
      files.set(
        id,
        filesOf(id).filter((f) => f.Id !== fileId),
      );
      return HttpResponse.json({ Files: filesOf(id) });
    }),
    // Signed links to the attachments, named after them; other paths are left to the next handler.
    fileLinkHandler(
      (path) => [...files.values()].flat().find((f) => f.Link === path)?.Name,
      (path) => path.startsWith('attachments/'),
    ),
    // The attachments' files; other paths are left to the next handler.
    http.get(api('/resource/'), ({ request }) => {
      const path = new URL(request.url).searchParams.get('relativePath') ?? '';
      if (!path.startsWith('attachments/')) return undefined;
      const file = [...files.values()].flat().find((f) => f.Link === path);
      if (!file) return fail({ status: 404, message: `No resource at ${path}` });
      if (file.IsMedia)
        return new HttpResponse(attachmentPhotoSvg(file.Name), {
          headers: { 'Content-Type': 'image/svg+xml' },
        });
      return new HttpResponse(offlineReportPdf, { headers: { 'Content-Type': 'application/pdf' } });
    }),
  ];
  return {
    handlers,
    seen,
    lines: (machineJobId: number) => linesOf(machineJobId),
    attachments: (jobId: number) => filesOf(jobId),
  };
}

/** The handlers of a fresh {@link jobSectionsServer} (stories and tests that do not look at its state). */
export const jobSectionsHandlers = (options?: JobSectionsServerOptions) =>
  jobSectionsServer(options).handlers;

/**
 * The read calls of a healthy sections server (for `defaultHandlers`: no shared state between
 * stories and tests). Writes need their own {@link jobSectionsServer}.
 */
export const jobSectionsReadHandlers = jobSectionsServer().handlers.filter(
  (handler) => handler.info.method === 'GET',
);

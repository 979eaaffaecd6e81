import { useCallback, useMemo } from 'react';
import type { SWRResponse } from 'swr';
import useSWR, { useSWRConfig } from 'swr';
import type { ApiError } from '../client/ApiError';
import type { UploadOptions } from '../client/upload';
import type { Schema } from '../contract';
import { runsArticleSearch } from '@eqp/rules';
import { useCustomerKey, useIdKey, type OptionalId } from './customer';
import { SWR_KEY_PREFIX, useSessionKey } from './session';
import { useClient } from './SdkProvider';

type OrderLine = Schema<'OrderLine'>;
type OrderLineCreate = Schema<'OrderLineCreate'>;
type OrderLineUpdate = Schema<'OrderLineUpdate'>;
type Article = Schema<'Article'>;
type AttachmentList = Schema<'AttachmentList'>;

const ORDER_LINES_PATH = '/api2/partner/OrderDetail/List/{machineJobId}';
const ORDER_LINE_PATH = '/api2/partner/OrderDetail/{machineJobId}';
const ORDER_LINE_DELETE_PATH = '/api2/partner/OrderDetail/{machineJobId}/{lineId}';
const ARTICLES_PATH = '/api2/partner/Article';
const ARTICLE_SEARCH_PATH = '/api2/partner/Article/Search';
const ATTACHMENTS_PATH = '/api2/partner/jobs/{id}/Attachments';
const ATTACHMENT_PATH = '/api2/partner/jobs/{id}/Attachment/{fileId}';
const OFFLINE_ENABLED_PATH = '/api2/partner/jobs/offlinereport-enabled';
const OFFLINE_REPORT_PATH = '/api2/Partner/jobs/offlinereport/{code}';

/** The multipart field both upload calls take their files in (contract decisions 11 and 12). */
export const UPLOAD_FIELD = 'Files';

// ------------------------------------------------------------------------------------ order lines

/** The order lines of a machine job (`GET /api2/partner/OrderDetail/List/{machineJobId}`). No call without an id. */
export function useOrderLines(machineJobId: OptionalId): SWRResponse<OrderLine[], ApiError> {
  const client = useClient();
  return useSWR<OrderLine[], ApiError>(useIdKey(ORDER_LINES_PATH, machineJobId), () =>
    client.request(
      client.api.GET(ORDER_LINES_PATH, { params: { path: { machineJobId: machineJobId as number } } }),
    ),
  );
}

/**
 * The articles of the company's warehouse for the article search (spec §5): below 3 characters
 * (after trimming; `runsArticleSearch`) the full list (`GET /api2/partner/Article`), from 3 the
 * matches (`GET /api2/partner/Article/Search?searchword=`, which answers 400 below 3: never called
 * then). `search` is the already debounced text; `null` makes no call (a company without a
 * warehouse). Every short text shares the one cached full list.
 */
export function useWarehouseArticles(search: string | null): SWRResponse<Article[], ApiError> {
  const client = useClient();
  const text = search?.trim() ?? '';
  const searching = search !== null && runsArticleSearch(text);
  const fullKey = useCustomerKey(ARTICLES_PATH);
  const searchKey = useCustomerKey(ARTICLE_SEARCH_PATH, text);
  const key = search === null ? null : searching ? searchKey : fullKey;
  return useSWR<Article[], ApiError>(
    key,
    () =>
      searching
        ? client.request(client.api.GET(ARTICLE_SEARCH_PATH, { params: { query: { searchword: text } } }))
        : client.request(client.api.GET(ARTICLES_PATH)),
    // The previous list stays while the next search runs (no flash of an empty list per keystroke).
    { keepPreviousData: true },
  );
}

/** A new order line: a warehouse article (ArticleNumber set) or a custom line (ArticleNumber null). */
export type NewOrderLine = OrderLineCreate;

export interface OrderLineActions {
  /**
   * Adds a line (`POST /api2/partner/OrderDetail/{machineJobId}`); answers the new line once the
   * machine job's lines are reloaded. Rejects with the `ApiError` (a 400 carries the server's reason;
   * a finalized or not started job is 409).
   */
  add(line: NewOrderLine): Promise<OrderLine>;
  /** Changes a line's text and count (`PATCH /api2/partner/OrderDetail/{machineJobId}`); the cached list takes the answer. */
  update(line: OrderLineUpdate): Promise<OrderLine>;
  /** Removes a line (`DELETE .../{machineJobId}/{lineId}`); the cached list becomes the remaining lines answered. */
  remove(lineId: number): Promise<OrderLine[]>;
}

/** The writes of a machine job's order lines. */
export function useOrderLineActions(machineJobId: number): OrderLineActions {
  const client = useClient();
  const { mutate } = useSWRConfig();
  const sessionKey = useSessionKey();
  const listKey = useMemo(
    () => [SWR_KEY_PREFIX, ORDER_LINES_PATH, sessionKey, machineJobId],
    [sessionKey, machineJobId],
  );
  const path = useMemo(() => ({ machineJobId }), [machineJobId]);

  const add = useCallback(
    async (line: NewOrderLine) => {
      const added = await client.request(client.api.POST(ORDER_LINE_PATH, { params: { path }, body: line }));
      await mutate(listKey);
      return added;
    },
    [client, mutate, listKey, path],
  );
  const update = useCallback(
    async (line: OrderLineUpdate) => {
      const updated = await client.request(
        client.api.PATCH(ORDER_LINE_PATH, { params: { path }, body: line }),
      );
      await mutate(
        listKey,
        (current: OrderLine[] | undefined) => current?.map((l) => (l.Id === updated.Id ? updated : l)),
        { revalidate: false },
      );
      return updated;
    },
    [client, mutate, listKey, path],
  );
  const remove = useCallback(
    async (lineId: number) => {
      const remaining = await client.request(
        client.api.DELETE(ORDER_LINE_DELETE_PATH, { params: { path: { ...path, lineId } } }),
      );
      await mutate(listKey, remaining, { revalidate: false });
      return remaining;
    },
    [client, mutate, listKey, path],
  );
  return useMemo(() => ({ add, update, remove }), [add, update, remove]);
}

// ------------------------------------------------------------------------------------ attachments

/** The attachments of a job (`GET /api2/partner/jobs/{id}/Attachments`): `{ Files }`. No call without an id. */
export function useAttachments(jobId: OptionalId): SWRResponse<AttachmentList, ApiError> {
  const client = useClient();
  return useSWR<AttachmentList, ApiError>(useIdKey(ATTACHMENTS_PATH, jobId), () =>
    client.request(client.api.GET(ATTACHMENTS_PATH, { params: { path: { id: jobId as number } } })),
  );
}

/** The cache key of a job's attachments, as `useAttachments` writes it. */
function useAttachmentsKey(jobId: number) {
  const sessionKey = useSessionKey();
  return useMemo(() => [SWR_KEY_PREFIX, ATTACHMENTS_PATH, sessionKey, jobId], [sessionKey, jobId]);
}

/** A form with `files` in the field `Files`. */
function filesForm(files: readonly Blob[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELD, file);
  return form;
}

export interface AttachmentActions {
  /**
   * Uploads one or more files in one request (`POST /api2/partner/jobs/{id}/Attachments`, multipart
   * `Files`) with progress (`client.upload`). The server takes all or none (a 413 for a file over
   * 20 MB, a 415 for a refused type, with its Message): upload one file per call to get a result
   * per file. Answers all attachments of the job, which the cached list takes (keeping files that an
   * upload running beside it added after this answer was read).
   */
  upload(files: Blob | readonly Blob[], options?: UploadOptions): Promise<AttachmentList>;
  /** Removes an attachment (`DELETE /api2/partner/jobs/{id}/Attachment/{fileId}`); the cached list takes the answer. */
  remove(fileId: number): Promise<AttachmentList>;
}

/**
 * The list an upload answered, plus the cached files that are newer than every file in it: uploads
 * side by side each answer the list as they read it, so the answer that arrives last can miss a file
 * the other one added (ids grow, so such a file has a higher id than the whole answer).
 */
export function withNewerFiles(answer: AttachmentList, current: AttachmentList | undefined): AttachmentList {
  if (!current) return answer;
  const newest = answer.Files.reduce((max, file) => Math.max(max, file.Id), 0);
  const newer = current.Files.filter((file) => file.Id > newest);
  return newer.length === 0 ? answer : { ...answer, Files: [...answer.Files, ...newer] };
}

/** The writes of a job's attachments. */
export function useAttachmentActions(jobId: number): AttachmentActions {
  const client = useClient();
  const { mutate } = useSWRConfig();
  const key = useAttachmentsKey(jobId);

  const upload = useCallback(
    async (files: Blob | readonly Blob[], options?: UploadOptions) => {
      const list = Array.isArray(files) ? (files as readonly Blob[]) : [files as Blob];
      const answer = await client.upload<AttachmentList>(
        `/api2/partner/jobs/${encodeURIComponent(jobId)}/Attachments`,
        filesForm(list),
        options,
      );
      await mutate(key, (current: AttachmentList | undefined) => withNewerFiles(answer, current), {
        revalidate: false,
      });
      return answer;
    },
    [client, mutate, key, jobId],
  );
  const remove = useCallback(
    async (fileId: number) => {
      const answer = await client.request(
        client.api.DELETE(ATTACHMENT_PATH, { params: { path: { id: jobId, fileId } } }),
      );
      await mutate(key, answer, { revalidate: false });
      return answer;
    },
    [client, mutate, key, jobId],
  );
  return useMemo(() => ({ upload, remove }), [upload, remove]);
}

// ------------------------------------------------------------------------------------ offline report

/** Whether offline reports are enabled (`GET /api2/partner/jobs/offlinereport-enabled`, a bare boolean). */
export function useOfflineReportEnabled(): SWRResponse<boolean, ApiError> {
  const client = useClient();
  return useSWR<boolean, ApiError>(useCustomerKey(OFFLINE_ENABLED_PATH), () =>
    client.request(client.api.GET(OFFLINE_ENABLED_PATH)),
  );
}

/** A downloaded offline report. */
export interface OfflineReportFile {
  blob: Blob;
  /** The server's file name (`Content-Disposition`), e.g. `Offline report S1042.pdf`; else `Offline report <code>.pdf`. */
  fileName: string;
}

/**
 * The file name of a `Content-Disposition` header: `filename*=UTF-8''...` (RFC 5987) first, then
 * `filename="..."`; null without one.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
      if (name) return name;
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2])?.trim();
  return name ? name : null;
}

export interface OfflineReportActions {
  /**
   * Downloads the job's offline report PDF (`GET /api2/Partner/jobs/offlinereport/{code}`) through
   * the session, with its file name. Rejects with the `ApiError` (403 disabled, 404 unknown code).
   */
  download(code: string): Promise<OfflineReportFile>;
  /**
   * Uploads the filled-in report, exactly one file (`POST /api2/partner/jobs/{id}/offlinereport`,
   * multipart `Files`), with progress. The server stores it as an attachment of the job (replacing
   * an earlier one) and answers all attachments, which the cached attachment list takes.
   */
  upload(file: Blob, options?: UploadOptions): Promise<AttachmentList>;
}

/** The offline report of a job: download and upload. */
export function useOfflineReportActions(jobId: number): OfflineReportActions {
  const client = useClient();
  const { mutate } = useSWRConfig();
  const key = useAttachmentsKey(jobId);

  const download = useCallback(
    async (code: string) => {
      const result = await client.api.GET(OFFLINE_REPORT_PATH, {
        params: { path: { code } },
        parseAs: 'blob',
      });
      const blob = (await client.request(Promise.resolve(result))) as unknown as Blob;
      const fileName =
        fileNameFromDisposition(result.response.headers.get('Content-Disposition')) ??
        `Offline report ${code}.pdf`;
      return { blob, fileName };
    },
    [client],
  );
  const upload = useCallback(
    async (file: Blob, options?: UploadOptions) => {
      const answer = await client.upload<AttachmentList>(
        `/api2/partner/jobs/${encodeURIComponent(jobId)}/offlinereport`,
        filesForm([file]),
        options,
      );
      await mutate(key, (current: AttachmentList | undefined) => withNewerFiles(answer, current), {
        revalidate: false,
      });
      return answer;
    },
    [client, mutate, key, jobId],
  );
  return useMemo(() => ({ download, upload }), [download, upload]);
}

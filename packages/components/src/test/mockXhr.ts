import { getResponse, type RequestHandler } from 'msw';
import type { UploadXhr, UploadXhrFactory } from '@eqp/sdk';

export interface MockXhrOptions {
  /** Simulated upload speed. Default 2 MB/s, so a photo of a few MB shows its progress for a moment. */
  bytesPerSecond?: number;
  /** Time between two progress events in ms. Default 100. */
  tickMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The multipart body of `form`, written by hand: in jsdom the page's FormData and File are not
 * the ones Node's Request understands (the files would arrive as "[object File]").
 */
async function multipart(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `----eqp-mock-${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const quote = (text: string) => text.replace(/["\r\n]/g, '_');
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      chunks.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${value}\r\n`,
        ),
      );
    } else {
      const file = value as File;
      const header =
        `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"; filename="${quote(file.name ?? 'blob')}"\r\n` +
        `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`;
      chunks.push(encoder.encode(header), await bytesOf(file), encoder.encode('\r\n'));
    }
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(new ArrayBuffer(chunks.reduce((sum, chunk) => sum + chunk.length, 0)));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * An `XMLHttpRequest` for `createClient({ xhr })` that answers uploads from MSW handlers, like
 * `createMockFetch` does for the other calls: the body "goes up" at `bytesPerSecond` with a
 * progress event every `tickMs`, then the first handler that answers the request (a real
 * `Request` with the multipart body) gives the status and JSON; no handler gives `404 { Message }`.
 * `abort()` stops it silently (as the sdk expects after a time-out or the caller's abort).
 */
class MockXhr implements UploadXhr {
  status = 0;
  responseText = '';
  upload: UploadXhr['upload'] = { onprogress: null };
  onprogress: UploadXhr['onprogress'] = null;
  onload: UploadXhr['onload'] = null;
  onerror: UploadXhr['onerror'] = null;
  onabort: UploadXhr['onabort'] = null;
  private method = 'POST';
  private url = '';
  private headers = new Headers();
  private aborted = false;

  constructor(
    private readonly handlers: readonly RequestHandler[],
    private readonly options: Required<MockXhrOptions>,
  ) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  abort() {
    this.aborted = true;
  }

  send(body: FormData) {
    void this.run(body).catch(() => {
      if (!this.aborted) this.onerror?.({} as ProgressEvent);
    });
  }

  private async run(body: FormData) {
    const encoded = await multipart(body);
    this.headers.set('Content-Type', encoded.contentType);
    const request = new Request(this.url, { method: this.method, headers: this.headers, body: encoded.body });
    const total = encoded.body.byteLength;
    const step = Math.max(1, Math.round((this.options.bytesPerSecond * this.options.tickMs) / 1000));
    let loaded = 0;
    while (loaded < total) {
      await sleep(this.options.tickMs);
      if (this.aborted) return;
      loaded = Math.min(total, loaded + step);
      this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
    const response =
      (await getResponse([...this.handlers], request)) ??
      Response.json(
        { Message: `No mock answers ${this.method} ${new URL(this.url).pathname}` },
        { status: 404 },
      );
    const text = await response.text();
    if (this.aborted) return;
    this.status = response.status;
    this.responseText = text;
    this.onload?.({} as ProgressEvent);
  }
}

/** An upload request factory answering from `handlers` (see `MockXhr`). */
export function createMockXhr(
  handlers: readonly RequestHandler[],
  { bytesPerSecond = 2 * 1024 * 1024, tickMs = 100 }: MockXhrOptions = {},
): UploadXhrFactory {
  return () => new MockXhr(handlers, { bytesPerSecond, tickMs });
}

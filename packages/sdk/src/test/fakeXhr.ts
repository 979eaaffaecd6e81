import type { UploadXhr } from '../client/upload';

/** One upload request as the fake saw it, with controls to answer it. */
export class FakeUpload implements UploadXhr {
  status = 0;
  responseText = '';
  upload: UploadXhr['upload'] = { onprogress: null };
  onprogress: UploadXhr['onprogress'] = null;
  onload: UploadXhr['onload'] = null;
  onerror: UploadXhr['onerror'] = null;
  onabort: UploadXhr['onabort'] = null;
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: FormData | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }

  get authorization(): string | null {
    return this.headers.get('authorization') ?? null;
  }
  get path(): string {
    return new URL(this.url).pathname;
  }

  /** The body went up this far. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  /** The answer arrived. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.({} as ProgressEvent);
  }
  /** The network failed. */
  fail() {
    this.onerror?.({} as ProgressEvent);
  }
}

/**
 * An `xhr` factory for `createClient` recording every upload request; `answer` (optional) is
 * called for each one on the next microtask, so it can answer at once.
 */
export function fakeXhr(answer?: (request: FakeUpload) => void) {
  const requests: FakeUpload[] = [];
  const factory = () => {
    const request = new FakeUpload();
    requests.push(request);
    if (answer) {
      const send = request.send.bind(request);
      request.send = (body) => {
        send(body);
        queueMicrotask(() => answer(request));
      };
    }
    return request;
  };
  return { factory, requests };
}

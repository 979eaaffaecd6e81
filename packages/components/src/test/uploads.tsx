import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { createClient, memoryTokenStore, type UploadXhr } from '@eqp/sdk';
import { PortalProvider } from '../PortalProvider';
import { token } from './fixtures';
import { setupUser } from './render';
import { defaultHandlers } from './handlers';
import { createMockFetch } from './mockFetch';

/** One upload request under the test's control: look at what was sent, then move it along. */
export class ControlledUpload implements UploadXhr {
  status = 0;
  responseText = '';
  upload: UploadXhr['upload'] = { onprogress: null };
  onprogress: UploadXhr['onprogress'] = null;
  onload: UploadXhr['onload'] = null;
  onerror: UploadXhr['onerror'] = null;
  onabort: UploadXhr['onabort'] = null;
  url = '';
  headers = new Map<string, string>();
  body: FormData | null = null;
  aborted = false;

  open(_method: string, url: string) {
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

  get path(): string {
    return new URL(this.url).pathname;
  }
  /** The files sent in the field Files. */
  get files(): File[] {
    return (this.body?.getAll('Files') ?? []) as File[];
  }
  /** The body went up this far (inside `act`). */
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    });
  }
  /** The answer arrives (inside `act`, its promises flushed). */
  async respond(status: number, body: unknown) {
    await act(async () => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.({} as ProgressEvent);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/**
 * Renders `ui` in the real `PortalProvider` with a client whose calls answer from MSW handlers
 * (as `renderWithProviders`) and whose uploads (`client.upload`) wait for the test: `uploads`
 * lists each request, to answer with progress, a success or a failure.
 */
export function renderWithUploads(
  ui: ReactElement,
  { handlers = [], locale = 'en' }: { handlers?: readonly RequestHandler[]; locale?: string } = {},
) {
  const uploads: ControlledUpload[] = [];
  const client = createClient({
    tokenStore: memoryTokenStore(token),
    fetch: createMockFetch([...handlers, ...defaultHandlers]),
    xhr: () => {
      const request = new ControlledUpload();
      uploads.push(request);
      return request;
    },
  });
  const user = setupUser();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <PortalProvider
        client={client}
        locale={locale}
        swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
      >
        {children}
      </PortalProvider>
    ),
  });
  return { ...result, user, client, uploads };
}

import { vi } from 'vitest';

/** The new tab a test's `window.open('', '_blank')` gets: records where it was sent. */
export interface FakeTab {
  document: { title: string; body: { textContent: string } };
  location: { href: string };
  closed: boolean;
  opener: unknown;
  close: ReturnType<typeof vi.fn>;
}

/**
 * Stubs `window.open` (jsdom has none) and `URL.createObjectURL` (neither), for components that
 * open a fetched file in a new tab. Returns the tabs opened and the blobs handed out; call
 * `restore()` after the test.
 */
export function stubOpenTab() {
  const tabs: FakeTab[] = [];
  const blobs: Blob[] = [];
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    const tab: FakeTab = {
      document: { title: '', body: { textContent: '' } },
      location: { href: '' },
      closed: false,
      opener: window,
      close: vi.fn(),
    };
    tabs.push(tab);
    return tab as unknown as Window;
  });
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  };
  URL.revokeObjectURL = () => {};
  return {
    tabs,
    blobs,
    open,
    restore() {
      open.mockRestore();
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
    },
  };
}

import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { useResourceFile } from '@eqp/sdk/react';

/** How long an opened file's object URL lives (the new tab has read it long before). */
const OBJECT_URL_LIFETIME_MS = 60_000;

export interface OpenFileOptions {
  /** Title of the new tab while the file loads. */
  title?: string;
  /** Text shown in the new tab while the file loads. */
  loadingText?: string;
}

export interface OpenFile {
  /** The relative path being fetched, or null. */
  opening: string | null;
  /** Fetches the stored file with the session's token and shows it in a new tab. */
  open(relativePath: string, options?: OpenFileOptions): Promise<void>;
  /**
   * Click and middle-click handlers for a link whose `href` is the file's address: they open the
   * file through the session instead (a plain navigation would carry no token and get a 401).
   */
  linkHandlers(
    relativePath: string,
    options?: OpenFileOptions,
  ): {
    onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
    onAuxClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  };
}

/**
 * Opens documents and service reports (`GET /api2/resource/?relativePath=`) in a new tab. They are
 * not public files: the server wants the bearer token, which a link cannot send, so the file is
 * fetched through the session and the tab shows it from an object URL (a PDF opens in the
 * browser's viewer). The tab is opened at once, inside the click, so popup blockers let it
 * through; a failed fetch closes it again (the client's snackbar says why).
 */
export function useOpenFile(): OpenFile {
  const fetchFile = useResourceFile();
  const [opening, setOpening] = useState<string | null>(null);
  const busy = useRef(false);

  const open = useCallback(
    async (relativePath: string, { title, loadingText }: OpenFileOptions = {}) => {
      if (busy.current) return;
      busy.current = true;
      setOpening(relativePath);
      const tab = typeof window.open === 'function' ? window.open('', '_blank') : null;
      try {
        if (tab) {
          try {
            if (title) tab.document.title = title;
            if (loadingText) tab.document.body.textContent = loadingText;
          } catch {
            // Another origin's about:blank (an embedder's policy): the text is only a nicety.
          }
        }
        const blob = await fetchFile(relativePath);
        const url = URL.createObjectURL(blob);
        if (tab && !tab.closed) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          // The tab was blocked or closed: a link click is the next best thing.
          const link = document.createElement('a');
          link.href = url;
          link.target = '_blank';
          link.rel = 'noopener';
          link.click();
        }
        setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
      } catch {
        tab?.close();
      } finally {
        busy.current = false;
        setOpening(null);
      }
    },
    [fetchFile],
  );

  const linkHandlers = useCallback(
    (relativePath: string, options?: OpenFileOptions) => ({
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        void open(relativePath, options);
      },
      onAuxClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 1) return;
        event.preventDefault();
        void open(relativePath, options);
      },
    }),
    [open],
  );

  return { opening, open, linkHandlers };
}

/** An absolute web address (a link document) rather than a stored file's relative path. */
export function isExternalUrl(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

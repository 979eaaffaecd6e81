import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import type { FileLink } from '@eqp/sdk';
import { useClient, useFileLink } from '@eqp/sdk/react';
import { apiUrl } from './apiUrl';

/** Hovering a link this long asks for its signed address (a pointer sweeping over a list asks nothing). */
export const HOVER_INTENT_MS = 120;
/** A link is renewed (or dropped) this long before it expires: at most 30 s, a quarter of its life. */
const MAX_RENEW_MARGIN_MS = 30_000;

/** Types a browser shows in a tab by itself (the server answers them `inline`); the rest download. */
const PREVIEWABLE = /\.(pdf|png|jpe?g|gif|webp|avif|txt|mp4|webm)$/i;
const HAS_EXTENSION = /\.[a-z0-9]{1,8}$/i;

/** Whether a stored file opens in a tab (PDF, image, text) rather than downloading, by its name or path. */
export function isPreviewable(name: string, relativePath: string): boolean {
  return PREVIEWABLE.test(HAS_EXTENSION.test(name) ? name : relativePath);
}

interface CachedLink {
  url: string;
  name: string;
  /** When to stop using the link as the anchor's address (a margin before it expires). */
  renewAt: number;
}

export interface FileLinkOptions {
  /** The anchor's address until a signed one is known (the file's resource address). */
  fallbackHref: string;
  /** The file's name, for a download and to decide between tab and download. */
  name: string;
  /** Title of the new tab while the link is fetched. */
  title?: string;
  /** Text shown in the new tab while the link is fetched. */
  loadingText?: string;
}

export interface FileLinkProps {
  href: string;
  target?: '_blank';
  download?: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onAuxClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onContextMenu: () => void;
  onPointerEnter: (event: PointerEvent<HTMLAnchorElement>) => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

export interface FileLinks {
  /** The relative path being opened, or null. */
  opening: string | null;
  /** Opens the stored file in a new tab (or downloads it) through a freshly signed link. */
  open(relativePath: string, options: FileLinkOptions): Promise<void>;
  /** The anchor props of a stored file: a real link to its signed address, kept fresh. */
  linkProps(relativePath: string, options: FileLinkOptions): FileLinkProps;
}

/** The cached link of a path while it may still be used. */
function freshIn(cache: ReadonlyMap<string, CachedLink>, relativePath: string): CachedLink | null {
  const link = cache.get(relativePath);
  return link && Date.now() < link.renewAt ? link : null;
}

/**
 * Stored files (documents, service reports, resource files, job attachments) need the session's
 * token, which a browser tab cannot send; so each file's anchor points at a short-lived signed
 * address (`POST /api2/files/link`, answered as `/api2/files/signed/<token>/<real name>`), asked
 * for when the anchor is about to be used: hovered a moment, focused, pressed or right-clicked.
 * Once known, the anchor is an ordinary link: a click, a middle click, "Open in new tab" and a
 * copied address all open the file under its real name (the tab's title, a saved copy's name).
 * The address is renewed before it expires while the anchor is hovered or focused, and dropped
 * otherwise (the next hover asks again).
 *
 * A click before the address is known opens the tab at once (inside the click, so popup blockers
 * allow it), asks for the address and sends the tab there; a failed request closes the tab (the
 * client's snackbar says why). Files a browser does not show (anything but PDF, images, text,
 * video) download instead, without a tab.
 */
export function useFileLinks(): FileLinks {
  const client = useClient();
  const requestLink = useFileLink();
  const [links, setLinks] = useState<ReadonlyMap<string, CachedLink>>(() => new Map());
  const [opening, setOpening] = useState<string | null>(null);
  const cache = useRef(new Map<string, CachedLink>());
  const pending = useRef(new Map<string, Promise<CachedLink>>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const active = useRef<string | null>(null);
  const hover = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const scheduled = timers.current;
    return () => {
      mounted.current = false;
      for (const timer of scheduled.values()) clearTimeout(timer);
      scheduled.clear();
      if (hover.current) clearTimeout(hover.current);
    };
  }, []);

  const publish = useCallback(() => {
    if (mounted.current) setLinks(new Map(cache.current));
  }, []);

  const fetchLink = useCallback(
    (relativePath: string): Promise<CachedLink> => {
      const known = pending.current.get(relativePath);
      if (known) return known;
      const asked = Date.now();
      const promise = requestLink(relativePath)
        .then((answer: FileLink) => {
          const expires = Date.parse(answer.ExpiresAt);
          const margin = Math.min(MAX_RENEW_MARGIN_MS, Math.max(0, (expires - asked) / 4));
          // The Url is relative to the API root; a fixture may answer an absolute one.
          const url = /^[a-z][a-z0-9+.-]*:/i.test(answer.Url)
            ? answer.Url
            : apiUrl(answer.Url, client.baseUrl);
          const link: CachedLink = { url, name: answer.Name, renewAt: expires - margin };
          cache.current.set(relativePath, link);
          const previous = timers.current.get(relativePath);
          if (previous) clearTimeout(previous);
          timers.current.set(
            relativePath,
            setTimeout(
              () => {
                timers.current.delete(relativePath);
                cache.current.delete(relativePath);
                publish();
                // Still in use (hovered or focused): renew it, so the anchor keeps a working address.
                if (active.current === relativePath) void fetchLink(relativePath).catch(() => undefined);
              },
              Math.max(0, link.renewAt - Date.now()),
            ),
          );
          publish();
          return link;
        })
        .finally(() => pending.current.delete(relativePath));
      pending.current.set(relativePath, promise);
      return promise;
    },
    [client.baseUrl, publish, requestLink],
  );

  const prefetch = useCallback(
    (relativePath: string) => {
      if (freshIn(cache.current, relativePath)) return;
      // Reported by the client's snackbar; a click asks again.
      fetchLink(relativePath).catch(() => undefined);
    },
    [fetchLink],
  );

  const open = useCallback(
    async (relativePath: string, { name, title, loadingText }: FileLinkOptions) => {
      const inTab = isPreviewable(name, relativePath);
      const tab = inTab && typeof window.open === 'function' ? window.open('', '_blank') : null;
      if (tab) {
        try {
          if (title) tab.document.title = title;
          if (loadingText) tab.document.body.textContent = loadingText;
        } catch {
          // Another origin's about:blank (an embedder's policy): the text is only a nicety.
        }
      }
      setOpening(relativePath);
      try {
        const link = freshIn(cache.current, relativePath) ?? (await fetchLink(relativePath));
        if (tab && !tab.closed) {
          tab.opener = null;
          tab.location.href = link.url;
        } else {
          // A download, or the tab was blocked or closed: a link click is the next best thing.
          const anchor = document.createElement('a');
          anchor.href = link.url;
          anchor.rel = 'noopener';
          if (inTab) anchor.target = '_blank';
          else anchor.download = link.name;
          document.body.appendChild(anchor);
          anchor.click();
          anchor.remove();
        }
      } catch {
        // Reported by the client (snackbar with the server's message).
        tab?.close();
      } finally {
        if (mounted.current) setOpening((current) => (current === relativePath ? null : current));
      }
    },
    [fetchLink],
  );

  const linkProps = useCallback(
    (relativePath: string, options: FileLinkOptions): FileLinkProps => {
      const known = freshIn(links, relativePath);
      const inTab = isPreviewable(options.name, relativePath);
      const stopHover = () => {
        if (hover.current) clearTimeout(hover.current);
        hover.current = null;
      };
      const takeOver = (event: MouseEvent<HTMLAnchorElement>) => {
        // With a signed address the browser follows the link itself.
        if (freshIn(cache.current, relativePath)) return;
        event.preventDefault();
        void open(relativePath, options);
      };
      return {
        href: known?.url ?? options.fallbackHref,
        ...(inTab ? { target: '_blank' as const } : { download: known?.name ?? options.name }),
        // A left click, with or without a modifier (new tab, new window, download).
        onClick: (event) => {
          if (event.button === 0) takeOver(event);
        },
        onAuxClick: (event) => {
          if (event.button === 1) takeOver(event);
        },
        onContextMenu: () => prefetch(relativePath),
        onPointerEnter: (event) => {
          active.current = relativePath;
          stopHover();
          if (event.pointerType === 'mouse' || event.pointerType === 'pen') {
            hover.current = setTimeout(() => prefetch(relativePath), HOVER_INTENT_MS);
          }
        },
        onPointerLeave: () => {
          stopHover();
          if (active.current === relativePath) active.current = null;
        },
        onPointerDown: () => prefetch(relativePath),
        onFocus: () => {
          active.current = relativePath;
          prefetch(relativePath);
        },
        onBlur: () => {
          if (active.current === relativePath) active.current = null;
        },
      };
    },
    [links, open, prefetch],
  );

  return { opening, open, linkProps };
}

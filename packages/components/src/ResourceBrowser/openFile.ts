import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { isExternalResourceLink, type ResourceFile } from '@eqp/sdk';
import { useResourceFile } from '@eqp/sdk/react';

/** How long an opened file's object URL is kept (the new tab has read it by then). */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** The download name: the file's name, with the stored file's extension when the name has none. */
export function downloadName(file: Pick<ResourceFile, 'Name' | 'Link'>): string {
  const base = file.Link.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot) : '';
  const name = file.Name.replace(/[/\\]/g, '-');
  return extension && !name.toLowerCase().endsWith(extension.toLowerCase()) ? `${name}${extension}` : name;
}

function download(url: string, name: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Shows an image or a video in the new tab inside an `<img>` / `<video>`: the tab shares the
 * portal's origin, so a stored SVG must never be the document itself (its scripts would run).
 */
function showMedia(win: Window, url: string, name: string, tag: 'img' | 'video') {
  const doc = win.document;
  doc.title = name;
  const style = doc.createElement('style');
  style.textContent =
    'html,body{height:100%;margin:0;background:#1f2937}body{display:flex;align-items:center;justify-content:center}img,video{max-width:100%;max-height:100%;background:#fff}';
  doc.head.appendChild(style);
  const element = doc.createElement(tag);
  element.src = url;
  if (tag === 'img') element.setAttribute('alt', name);
  if (tag === 'video') element.setAttribute('controls', '');
  doc.body.appendChild(element);
}

/** Whether a click should open the file in this component (a plain left click without modifier keys). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface FileOpener {
  /** The Link of the file being fetched, or null. */
  opening: string | null;
  /** The anchor's onClick: opens stored files through the session; links open as usual. */
  onClick: (file: ResourceFile, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * Opens stored files of the tree in a new tab. Their address (`/api2/resource/?relativePath=`)
 * needs the session's bearer token, which a plain link cannot send; so a click fetches the file
 * through the sdk client and shows it in a tab opened at the click (popup blockers allow that):
 * a PDF as itself, an image or video inside a page, anything else as a download with the file's
 * name. A failed fetch closes the tab; the client's snackbar reports the server's message.
 * With `direct` (the host gives its own file addresses) and for web links the anchor works as is.
 */
export function useFileOpener(direct: boolean): FileOpener {
  const load = useResourceFile();
  const [opening, setOpening] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onClick = useCallback(
    (file: ResourceFile, event: MouseEvent<HTMLAnchorElement>) => {
      if (direct || isExternalResourceLink(file.Link) || !isPlainClick(event)) return;
      event.preventDefault();
      const win = window.open('', '_blank');
      setOpening(file.Link);
      const name = downloadName(file);
      load(file.Link)
        .then((blob) => {
          const url = URL.createObjectURL(blob);
          setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
          const type = blob.type.split(';')[0]!.trim().toLowerCase();
          if (win && !win.closed && type === 'application/pdf') {
            win.location.href = url;
          } else if (win && !win.closed && (type.startsWith('image/') || type.startsWith('video/'))) {
            showMedia(win, url, name, type.startsWith('image/') ? 'img' : 'video');
          } else {
            win?.close();
            download(url, name);
          }
        })
        .catch(() => {
          // Reported by the client (snackbar with the server's message); nothing to show here.
          win?.close();
        })
        .finally(() => {
          if (mounted.current) setOpening((current) => (current === file.Link ? null : current));
        });
    },
    [direct, load],
  );

  return { opening, onClick };
}

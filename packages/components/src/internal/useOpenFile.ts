import { useCallback } from 'react';
import { useClient } from '@eqp/sdk/react';
import { resourceUrl } from './links';
import { useFileLinks, type FileLinkProps } from './useFileLinks';

export interface OpenFileOptions {
  /** The file's name (its extension decides between a tab and a download); default the title. */
  name?: string;
  /** Title of the new tab while the link is fetched. */
  title?: string;
  /** Text shown in the new tab while the link is fetched. */
  loadingText?: string;
}

export interface OpenFile {
  /** The relative path being opened, or null. */
  opening: string | null;
  /** Opens the stored file in a new tab through a freshly signed link. */
  open(relativePath: string, options?: OpenFileOptions): Promise<void>;
  /**
   * The props of the file's link (`href` included): a real link to the file's short-lived signed
   * address, asked for when the link is hovered, focused or pressed (see internal/useFileLinks).
   */
  linkHandlers(relativePath: string, options?: OpenFileOptions): FileLinkProps;
}

/**
 * Opens documents and service reports in a new tab. They are not public files (the server wants
 * the bearer token, which a tab cannot send), so each link points at a short-lived signed address
 * of the file (`POST /api2/files/link`): the tab shows the file under its real name, and a middle
 * click, "Open in new tab" or a copied address work too until the address expires.
 */
export function useOpenFile(): OpenFile {
  const { baseUrl } = useClient();
  const links = useFileLinks();

  const optionsOf = useCallback(
    (relativePath: string, { name, title, loadingText }: OpenFileOptions = {}) => ({
      fallbackHref: resourceUrl(relativePath, baseUrl),
      name: name ?? title ?? relativePath,
      title,
      loadingText,
    }),
    [baseUrl],
  );

  const open = useCallback(
    (relativePath: string, options?: OpenFileOptions) =>
      links.open(relativePath, optionsOf(relativePath, options)),
    [links, optionsOf],
  );

  const linkHandlers = useCallback(
    (relativePath: string, options?: OpenFileOptions) =>
      links.linkProps(relativePath, optionsOf(relativePath, options)),
    [links, optionsOf],
  );

  return { opening: links.opening, open, linkHandlers };
}

/** An absolute web address (a link document) rather than a stored file's relative path. */
export function isExternalUrl(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

import { useCallback } from 'react';
import { isExternalResourceLink } from '@eqp/sdk';
import { useClient } from '@eqp/sdk/react';
import { resourceUrl } from './links';
import { useFileLinks, type FileLinkProps } from './useFileLinks';

export interface OpenFileOptions {
  /** The file's name (its extension decides between a tab and a download); default the title, then the path. */
  name?: string;
  /** Title of the new tab while the link is fetched. */
  title?: string;
  /** Text shown in the new tab while the link is fetched. */
  loadingText?: string;
  /**
   * The anchor's address until the signed one is known (with `direct`: its address for good);
   * default the file's resource address (`resourceUrl`).
   */
  href?: string;
}

/** A file anchor's props: a signed link's (`FileLinkProps`), or only `href` and `target` for a web link. */
export type OpenFileLinkProps = Partial<FileLinkProps> & { href: string };

export interface OpenFile {
  /** The link (relative path) being opened, or null. */
  opening: string | null;
  /** Opens the stored file in a new tab (or downloads it) through a freshly signed link. */
  open(link: string, options?: OpenFileOptions): Promise<void>;
  /**
   * The props of the file's anchor (`href` included). A stored file's anchor is a real link to
   * its short-lived signed address, asked for when it is hovered, focused or pressed (see
   * useFileLinks); a web link (`https://…`), and every file with `direct`, keeps its address and
   * opens in a new tab.
   */
  linkProps(link: string, options?: OpenFileOptions): OpenFileLinkProps;
}

/**
 * Opens stored files (documents, service reports, resource files, job attachments) in a new tab.
 * They are not public files (the server wants the bearer token, which a tab cannot send), so each
 * link points at a short-lived signed address of the file (`POST /api2/files/link`): the tab shows
 * the file under its real name, and a middle click, "Open in new tab" or a copied address work
 * too until the address expires. `direct`: the host gives the files' own addresses (no signing).
 */
export function useOpenFile({ direct = false }: { direct?: boolean } = {}): OpenFile {
  const { baseUrl } = useClient();
  const links = useFileLinks();
  const { open: openLink, linkProps: signedLinkProps } = links;

  const optionsOf = useCallback(
    (link: string, { name, title, loadingText, href }: OpenFileOptions = {}) => ({
      fallbackHref: href ?? resourceUrl(link, baseUrl),
      name: name ?? title ?? link,
      title,
      loadingText,
    }),
    [baseUrl],
  );

  const open = useCallback(
    (link: string, options?: OpenFileOptions) => openLink(link, optionsOf(link, options)),
    [openLink, optionsOf],
  );

  const linkProps = useCallback(
    (link: string, options?: OpenFileOptions): OpenFileLinkProps => {
      if (direct || isExternalResourceLink(link))
        return { href: options?.href ?? link, target: '_blank' as const };
      return signedLinkProps(link, optionsOf(link, options));
    },
    [direct, optionsOf, signedLinkProps],
  );

  return { opening: links.opening, open, linkProps };
}

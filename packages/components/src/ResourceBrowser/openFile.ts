import { useCallback } from 'react';
import { isExternalResourceLink, type ResourceFile } from '@eqp/sdk';
import { useFileLinks, type FileLinkProps } from '../internal/useFileLinks';

/** The download name: the file's name, with the stored file's extension when the name has none. */
export function downloadName(file: Pick<ResourceFile, 'Name' | 'Link'>): string {
  const base = file.Link.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot) : '';
  const name = file.Name.replace(/[/\\]/g, '-');
  return extension && !name.toLowerCase().endsWith(extension.toLowerCase()) ? `${name}${extension}` : name;
}

export interface FileOpener {
  /** The Link of the file being opened, or null. */
  opening: string | null;
  /**
   * The props of a file's anchor: for a stored file a real link to its short-lived signed address
   * (internal/useFileLinks); web links, and every file when the host gives its own addresses
   * (`direct`), keep `href` as they are and open in a new tab.
   */
  linkProps(file: ResourceFile, href: string): Partial<FileLinkProps> & { href: string };
}

/**
 * Opens the stored files of the tree (and job attachments) in a new tab under their real name
 * through signed links; a file a browser does not show (an SVG, an archive) downloads instead.
 */
export function useFileOpener(direct: boolean): FileOpener {
  const links = useFileLinks();
  const { linkProps: signedLinkProps } = links;
  const linkProps = useCallback(
    (file: ResourceFile, href: string) => {
      if (direct || isExternalResourceLink(file.Link)) return { href, target: '_blank' as const };
      return signedLinkProps(file.Link, { fallbackHref: href, name: downloadName(file) });
    },
    [direct, signedLinkProps],
  );
  return { opening: links.opening, linkProps };
}

import type { ResourceFile } from '@eqp/sdk';

/** The download name: the file's name, with the stored file's extension when the name has none. */
export function downloadName(file: Pick<ResourceFile, 'Name' | 'Link'>): string {
  const base = file.Link.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot) : '';
  const name = file.Name.replace(/[/\\]/g, '-');
  return extension && !name.toLowerCase().endsWith(extension.toLowerCase()) ? `${name}${extension}` : name;
}

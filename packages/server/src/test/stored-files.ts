import fs from 'node:fs';
import path from 'node:path';

/**
 * The attachment files of a local blob store under `root` (its content-type side files and
 * temporary files, which start with a dot, left out), sorted: what uploads left on the disk.
 */
export function storedAttachmentFiles(root: string): string[] {
  const dir = path.join(root, 'attachments');
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => !path.basename(f).startsWith('.') && fs.statSync(path.join(dir, f)).isFile())
    .sort();
}

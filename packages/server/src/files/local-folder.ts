import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type BlobStore,
  type BlobStream,
  BlobKeyError,
  checkBlobKey,
  checkContentType,
  contentTypeFromKey,
  type StoredBlob,
} from './blob-store.js';

/**
 * A blob store in a folder: the key `models/pump-a.svg` is the file `<root>/models/pump-a.svg`, and
 * its content type is kept beside it in `<root>/models/.pump-a.svg.meta.json`
 * (`{"contentType":"image/svg+xml"}`). Keys never have a segment starting with a dot, so these
 * side files (and the `.tmp-*` files of a write in progress) can never clash with a stored file.
 * A file copied into the folder by hand, without a side file, gets the content type of its
 * extension.
 *
 * Writes (`put` and `putStream`) go to a temporary file first and are renamed into place, so a
 * reader (or another instance sharing the folder) sees the old file or the new one, never half of
 * one; a stream that fails leaves nothing behind.
 */
export class LocalFolderBlobStore implements BlobStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    const meta = metaPathOf(file);
    const body = JSON.stringify({ contentType: checkContentType(contentType) });
    await fs.mkdir(path.dirname(file), { recursive: true });
    await writeAtomically(meta, body);
    await writeAtomically(file, bytes);
  }

  async putStream(key: string, source: Readable, contentType: string): Promise<number> {
    let temporary: string | undefined;
    try {
      const file = this.pathOf(key);
      const body = JSON.stringify({ contentType: checkContentType(contentType) });
      await fs.mkdir(path.dirname(file), { recursive: true });
      temporary = temporaryPathOf(file);
      let size = 0;
      await pipeline(
        source,
        async function* count(chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(temporary, { flags: 'wx' }),
      );
      await writeAtomically(metaPathOf(file), body);
      await fs.rename(temporary, file);
      return size;
    } catch (error) {
      source.destroy();
      if (temporary) await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredBlob | null> {
    const file = this.pathOf(key);
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return {
      bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      contentType: await readContentType(file, key),
    };
  }

  async getStream(key: string): Promise<BlobStream | null> {
    const file = this.pathOf(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const contentType = await readContentType(file, key);
      // The stream reads from the handle opened above (a rename meanwhile does not change what is
      // read) and closes it when it ends or is destroyed.
      return { stream: handle.createReadStream({ autoClose: true }), size: stat.size, contentType };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    for (const target of [file, metaPathOf(file)]) {
      try {
        await fs.unlink(target);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
  }

  /** The file of a key; throws BlobKeyError (before any disk access) for a bad key. */
  pathOf(key: string): string {
    checkBlobKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    // checkBlobKey already rules out every way out; this is a second lock on the same door.
    if (!file.startsWith(this.root + path.sep)) throw new BlobKeyError('The path leaves the file store');
    return file;
  }
}

function metaPathOf(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
}

async function readContentType(file: string, key: string): Promise<string> {
  try {
    const meta = JSON.parse(await fs.readFile(metaPathOf(file), 'utf8')) as { contentType?: unknown };
    if (typeof meta.contentType === 'string') return checkContentType(meta.contentType);
  } catch {
    // no side file, or a broken one: fall back on the extension
  }
  return contentTypeFromKey(key);
}

function temporaryPathOf(target: string): string {
  return path.join(path.dirname(target), `.tmp-${randomBytes(8).toString('hex')}`);
}

async function writeAtomically(target: string, data: string | Uint8Array): Promise<void> {
  const temporary = temporaryPathOf(target);
  try {
    await fs.writeFile(temporary, data, { flag: 'wx' });
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** A missing file, or a path through something that is not a folder, or a folder: no such blob. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

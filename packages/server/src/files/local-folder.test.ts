import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobKeyError, checkBlobKey, contentTypeFromKey, isValidBlobKey } from './blob-store.js';
import { LocalFolderBlobStore } from './local-folder.js';

const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('utf8');

/** Every file under a folder (relative paths, sorted), hidden ones included. */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((p) => fs.statSync(path.join(dir, p)).isFile())
    .map((p) => p.split(path.sep).join('/'))
    .sort();
}

const BAD_KEYS: [string, string][] = [
  ['', 'empty'],
  ['..', 'parent'],
  ['../x', 'parent first'],
  ['models/../../x', 'parent in the middle'],
  ['models/..', 'parent last'],
  ['./models/a.svg', 'dot segment'],
  ['/etc/passwd', 'absolute'],
  ['//server/share/x', 'UNC-like'],
  ['models\\..\\..\\x', 'backslashes'],
  ['..\\x', 'backslash parent'],
  ['models/a\u0000.svg', 'NUL'],
  ['models/a\n.svg', 'new line'],
  ['models//a.svg', 'empty segment'],
  ['models/', 'trailing slash'],
  ['models/.hidden', 'hidden file'],
  ['models/.a.svg.meta.json', 'a side file'],
  ['C:/Windows/x', 'drive letter'],
  [`models/${'a'.repeat(256)}`, 'long segment'],
  [`${'a/'.repeat(600)}a`, 'long path'],
];

describe('checkBlobKey', () => {
  it.each([
    'models/pump-a.svg',
    'models/a b.svg',
    'customer-groups/bakeries.svg',
    'x',
    'a/b/c/d.pdf',
    'models/ærfugl.png',
  ])('accepts the relative path %j', (key) => {
    expect(checkBlobKey(key)).toBe(key);
    expect(isValidBlobKey(key)).toBe(true);
  });

  it.each(BAD_KEYS)('rejects %j (%s)', (key) => {
    expect(() => checkBlobKey(key)).toThrow(BlobKeyError);
    expect(isValidBlobKey(key)).toBe(false);
  });

  it('rejects what is not a string', () => {
    expect(isValidBlobKey(undefined)).toBe(false);
    expect(isValidBlobKey(['models/a.svg'])).toBe(false);
  });
});

describe('contentTypeFromKey', () => {
  it('knows the usual image and document extensions, case-insensitively', () => {
    expect(contentTypeFromKey('models/a.svg')).toBe('image/svg+xml');
    expect(contentTypeFromKey('models/A.PNG')).toBe('image/png');
    expect(contentTypeFromKey('docs/manual.pdf')).toBe('application/pdf');
    expect(contentTypeFromKey('models/no-extension')).toBe('application/octet-stream');
    expect(contentTypeFromKey('a.b/file')).toBe('application/octet-stream');
  });
});

describe('LocalFolderBlobStore', () => {
  let dir: string;
  let root: string;
  let store: LocalFolderBlobStore;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-blobs-'));
    // The root does not exist yet: the store creates folders when it writes.
    root = path.join(dir, 'files');
    store = new LocalFolderBlobStore(root);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('given a stored file, answers its bytes and content type; deleting it makes it missing', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await store.put('models/pump-a.png', bytes, 'image/png');
    const got = await store.get('models/pump-a.png');
    expect(got?.contentType).toBe('image/png');
    expect([...got!.bytes]).toEqual([...bytes]);
    // The file is a plain file of the folder, its content type in a hidden side file.
    expect(listFiles(root)).toEqual(['models/.pump-a.png.meta.json', 'models/pump-a.png']);
    expect(fs.readFileSync(path.join(root, 'models/pump-a.png'))).toEqual(Buffer.from(bytes));

    await store.delete('models/pump-a.png');
    expect(await store.get('models/pump-a.png')).toBeNull();
    expect(listFiles(root)).toEqual([]);
  });

  it('replaces a file and its content type', async () => {
    await store.put('models/a', Buffer.from('one'), 'text/plain');
    await store.put('models/a', Buffer.from('<svg/>'), 'image/svg+xml');
    const got = await store.get('models/a');
    expect(text(got?.bytes)).toBe('<svg/>');
    expect(got?.contentType).toBe('image/svg+xml');
    expect(listFiles(root)).toEqual(['models/.a.meta.json', 'models/a']);
  });

  it('answers null for a missing file, a folder, or a path through a file; deleting a missing file is fine', async () => {
    expect(await store.get('models/none.svg')).toBeNull();
    await store.put('models/a.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(await store.get('models')).toBeNull();
    expect(await store.get('models/a.svg/b')).toBeNull();
    await expect(store.delete('models/none.svg')).resolves.toBeUndefined();
  });

  it('gives a file copied in by hand (no side file) the content type of its extension', async () => {
    fs.mkdirSync(path.join(root, 'models'), { recursive: true });
    fs.writeFileSync(path.join(root, 'models/by-hand.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await store.get('models/by-hand.svg'))?.contentType).toBe('image/svg+xml');
    fs.writeFileSync(path.join(root, 'models/.broken.png.meta.json'), '{not json');
    fs.writeFileSync(path.join(root, 'models/broken.png'), 'x');
    expect((await store.get('models/broken.png'))?.contentType).toBe('image/png');
  });

  it('refuses a content type that is not type/subtype (no header injection)', async () => {
    await expect(store.put('models/a.svg', Buffer.from('x'), 'image/svg+xml\r\nX-Evil: 1')).rejects.toThrow(
      BlobKeyError,
    );
    await expect(store.put('models/a.svg', Buffer.from('x'), 'svg')).rejects.toThrow(BlobKeyError);
    await store.put('models/a.txt', Buffer.from('x'), 'text/plain; charset=utf-8');
    expect((await store.get('models/a.txt'))?.contentType).toBe('text/plain; charset=utf-8');
    expect(listFiles(root)).toEqual(['models/.a.txt.meta.json', 'models/a.txt']);
  });

  it.each(BAD_KEYS)(
    'rejects the key %j (%s) in put, get and delete without touching the disk',
    async (key) => {
      // A file beside the root that a traversal would reach.
      fs.writeFileSync(path.join(dir, 'x'), 'secret');
      await expect(store.put(key, Buffer.from('evil'), 'image/svg+xml')).rejects.toThrow(BlobKeyError);
      await expect(store.get(key)).rejects.toThrow(BlobKeyError);
      await expect(store.delete(key)).rejects.toThrow(BlobKeyError);
      // Nothing was created (not even the root) and the file beside it is untouched.
      expect(fs.existsSync(root)).toBe(false);
      expect(fs.readdirSync(dir)).toEqual(['x']);
      expect(fs.readFileSync(path.join(dir, 'x'), 'utf8')).toBe('secret');
    },
  );

  it('streams a file into place and answers its size', async () => {
    const chunks = [Buffer.from('%PDF-1.4\n'), Buffer.alloc(100_000, 0x20), Buffer.from('%%EOF\n')];
    const size = await store.putStream('attachments/1/abc', Readable.from(chunks), 'application/pdf');
    expect(size).toBe(100_015);
    const got = await store.get('attachments/1/abc');
    expect(got?.contentType).toBe('application/pdf');
    expect(Buffer.from(got!.bytes)).toEqual(Buffer.concat(chunks));
    expect(listFiles(root)).toEqual(['attachments/1/.abc.meta.json', 'attachments/1/abc']);
  });

  it('shows nothing of a stream until it has ended, and removes the partial file when it fails', async () => {
    // Gives one chunk, then holds on until the test fails it.
    let pulled!: () => void;
    const firstPulled = new Promise<void>((resolve) => (pulled = resolve));
    let reads = 0;
    const source = new Readable({
      read() {
        reads += 1;
        if (reads === 1) this.push(Buffer.alloc(1000, 0x41));
        else pulled();
      },
    });
    const stored = store.putStream('attachments/1/abc', source, 'application/pdf');
    await firstPulled;
    expect(await store.get('attachments/1/abc')).toBeNull();
    expect(listFiles(root).filter((f) => !path.basename(f).startsWith('.'))).toEqual([]);
    source.destroy(new Error('the client went away'));
    await expect(stored).rejects.toThrow('the client went away');
    expect(listFiles(root)).toEqual([]);
  });

  it('refuses a bad key or content type for a stream before reading it, and ends the stream', async () => {
    const source = Readable.from([Buffer.from('x')]);
    await expect(store.putStream('../x', source, 'text/plain')).rejects.toThrow(BlobKeyError);
    expect(source.destroyed).toBe(true);
    await expect(
      store.putStream('attachments/x', Readable.from([Buffer.from('x')]), 'text/plain\r\nX: 1'),
    ).rejects.toThrow(BlobKeyError);
    expect(fs.existsSync(root)).toBe(false);
  });

  it('leaves no temporary file behind when a write fails', async () => {
    await store.put('models/a.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    // "models/a.svg" is a file, so "models/a.svg/b" cannot be written.
    await expect(store.put('models/a.svg/b', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    expect(listFiles(root)).toEqual(['models/.a.svg.meta.json', 'models/a.svg']);
  });
});

/**
 * A blob store that remembers which keys a test wrote or removed, so `restore` can bring the
 * store back to the demo files it started with (the files counterpart of snapshot.ts).
 */
import type { Readable } from 'node:stream';
import type { BlobStore, BlobStream, StoredBlob } from '../files/blob-store.js';
import type { PlanFile } from '../seed/data.js';
import { demoFiles } from '../seed/index.js';

let demo: Map<string, PlanFile> | null = null;

export class TrackedBlobStore implements BlobStore {
  readonly inner: BlobStore;
  private readonly initial: ReadonlySet<string>;
  private readonly touched = new Set<string>();

  /** `initial`: the demo keys the store holds at the start (and after each restore). */
  constructor(inner: BlobStore, initial: Iterable<string>) {
    this.inner = inner;
    this.initial = new Set(initial);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    this.touched.add(key);
    await this.inner.put(key, bytes, contentType);
  }

  putStream(key: string, source: Readable, contentType: string): Promise<number> {
    this.touched.add(key);
    return this.inner.putStream(key, source, contentType);
  }

  get(key: string): Promise<StoredBlob | null> {
    return this.inner.get(key);
  }

  getStream(key: string): Promise<BlobStream | null> {
    return this.inner.getStream(key);
  }

  async delete(key: string): Promise<void> {
    this.touched.add(key);
    await this.inner.delete(key);
  }

  /** Removes what was added and puts back the demo files that were replaced or removed. */
  async restore(): Promise<number> {
    const keys = [...this.touched];
    this.touched.clear();
    if (keys.length === 0) return 0;
    demo ??= new Map(demoFiles().map((file) => [file.key, file]));
    for (const key of keys) {
      const file = this.initial.has(key) ? demo.get(key) : undefined;
      if (file) await this.inner.put(key, file.bytes, file.contentType);
      else await this.inner.delete(key);
    }
    return keys.length;
  }
}

/**
 * The checks of one uploaded file while it streams through, on its way to the blob store: its
 * size (stopped at the limit), its first bytes against the declared type (magic bytes) and, for
 * text, every chunk (UTF-8, no control bytes). A failed check errors the stream, which stops the
 * upload and makes the blob store drop what it had written.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { badRequest } from '../http/errors.js';
import {
  ACCEPTED_TYPES,
  HEAD_BYTES,
  payloadTooLarge,
  PlainTextCheck,
  unsupportedMediaType,
  UPLOAD_MESSAGES,
} from './uploads.js';

export interface FileInspectorOptions {
  /** The display name, for messages. */
  name: string;
  /** The normalised declared type, already known to be accepted. */
  type: string;
  maxFileBytes: number;
  /** Called with each chunk's size before it passes; throws to stop the file (request totals). */
  onBytes: (bytes: number) => void;
}

export class FileInspector extends Transform {
  size = 0;
  private head: Buffer[] = [];
  private headBytes = 0;
  private headChecked = false;
  private readonly text: PlainTextCheck | null;

  constructor(private readonly options: FileInspectorOptions) {
    super();
    this.text = options.type === 'text/plain' ? new PlainTextCheck() : null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.size += chunk.length;
      if (this.size > this.options.maxFileBytes) {
        throw payloadTooLarge(UPLOAD_MESSAGES.tooLarge(this.options.name, this.options.maxFileBytes));
      }
      this.options.onBytes(chunk.length);
      if (this.text && !this.text.push(chunk)) throw this.mismatch();
      if (this.headChecked) {
        callback(null, chunk);
        return;
      }
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes >= HEAD_BYTES) this.releaseHead();
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      if (this.size === 0) throw badRequest(UPLOAD_MESSAGES.empty(this.options.name));
      if (!this.headChecked) this.releaseHead();
      if (this.text && !this.text.end()) throw this.mismatch();
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  /** Checks the first bytes against the declared type, then lets them through. */
  private releaseHead(): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    // Text is checked chunk by chunk (a head could end inside a character).
    if (!this.text && !ACCEPTED_TYPES[this.options.type]!.matches(head)) throw this.mismatch();
    this.headChecked = true;
    this.push(head);
  }

  private mismatch() {
    return unsupportedMediaType(UPLOAD_MESSAGES.mismatch(this.options.name, this.options.type));
  }
}

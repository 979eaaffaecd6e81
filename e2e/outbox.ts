// The one-time codes a server without SMTP writes into `<its data folder>/outbox/` (one file per
// message, `<time>-<e-mail>.txt`: see outboxFileName in packages/server/src/mail). Each worker's
// server has a data folder of its own: the `server` fixture's `outboxDir` names it.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The outbox file name prefix of this moment, less a second (file names start with the time). */
export const outboxStamp = () => new Date(Date.now() - 1000).toISOString().replace(/[:.]/g, '-');

/** The code of the newest message to `email` in `outboxDir` written after `since` (an `outboxStamp()`). */
export async function oneTimeCode(outboxDir: string, email: string, since: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outboxDir).catch(() => [] as string[]))
          .filter((name) => name.endsWith(`-${email}.txt`) && name >= since)
          .sort();
        const newest = files.at(-1);
        if (!newest) return undefined;
        code = /one-time code for .* is (\d{6})\./.exec(await readFile(join(outboxDir, newest), 'utf8'))?.[1];
        return code;
      },
      { message: `a one-time code for ${email} in ${outboxDir}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { serverTemplate } from '../test/databases.js';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './lock.js';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
// Each of these tests starts the real server two or three times (tsx compiles it, PGlite opens its
// folder): 14 s on a quiet machine, over 90 s seen with the other test steps beside it.
const SERVER_START_TIMEOUT = 240_000;
const folders: string[] = [];
const children: ChildProcess[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-lock-'));
  folders.push(dir);
  return dir;
}

/**
 * A data folder that already holds a seeded database (a copy of the test template), so the
 * servers these tests start skip initdb, the migrations and the seed (about five seconds each).
 */
async function seededDataDir(): Promise<string> {
  const dir = tempDataDir();
  const archive = new Blob([fs.readFileSync(serverTemplate().pgliteArchive)]);
  const db = await PGlite.create({ dataDir: path.join(dir, 'pglite'), loadDataDir: archive });
  await db.close();
  return dir;
}

/** The pid of a process that has exited (so certainly not alive). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(String(child.stdout));
}

/** Starts the real server (src/main.ts) on a free port with its own DATA_DIR. */
function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /Equipment-service portal: (\S+)/.exec(stdout);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', check);
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  // Awaited only by the tests that expect the server to come up.
  listening.catch(() => {});
  return { child, exited, listening, output: () => ({ stdout, stderr }) };
}

/** Stops a started server with SIGTERM: it exits cleanly, releasing the lock. */
async function stopCleanly(server: ReturnType<typeof startServer>): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('is exclusive, also within one process, and released on release()', () => {
    const dir = tempDataDir();
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toBe(
      `${process.pid}\n${os.hostname()}\n`,
    );
    expect(() => acquireDataDirLock(dir)).toThrowError(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = tempDataDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${deadPid()}\n${os.hostname()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toContain(String(process.pid));
    lock.release();
  });

  it('takes over a garbled lock file', () => {
    const dir = tempDataDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), 'not a pid');
    expect(() => acquireDataDirLock(dir).release()).not.toThrow();
  });

  it('never takes over a lock from another host', () => {
    const dir = tempDataDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${deadPid()}\nsome-other-host\n`);
    expect(() => acquireDataDirLock(dir)).toThrowError(/in use by process \d+ on host some-other-host/);
  });

  it(
    'a second server on the same folder refuses to start with a clear message; the folder is free again after the first stops',
    async () => {
      const dir = await seededDataDir();
      const first = startServer(dir);
      const url = await first.listening;
      const portal = await fetch(`${url}api2/app/portal`);
      expect(portal.status).toBe(200);
      const holder = Number(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').split('\n')[0]);
      expect(holder).toBe(first.child.pid);

      const second = startServer(dir);
      const code = await second.exited;
      expect(code).not.toBe(0);
      expect(second.output().stderr.trim()).toBe(
        `The data folder ${dir} is in use by process ${holder}. Stop it or set DATA_DIR to another folder.`,
      );
      // The refused server did not touch the lock.
      expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toContain(String(holder));

      await stopCleanly(first);
      expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);

      const third = startServer(dir);
      await third.listening;
      await stopCleanly(third);
    },
    SERVER_START_TIMEOUT,
  );

  it(
    'a server killed without cleanup leaves a stale lock that the next server takes over',
    async () => {
      const dir = await seededDataDir();
      const first = startServer(dir);
      await first.listening;
      first.child.kill('SIGKILL');
      await first.exited;
      expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
      const next = startServer(dir);
      await next.listening;
      await stopCleanly(next);
    },
    SERVER_START_TIMEOUT,
  );
});

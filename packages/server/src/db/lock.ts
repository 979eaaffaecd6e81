import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * An exclusive lock on a PGlite data folder: PGlite is an embedded PostgreSQL and two processes
 * writing the same folder would corrupt it. The lock is a file created with O_EXCL holding
 * "<pid>\n<hostname>". A lock whose process is gone (same host, pid not alive) is stale and
 * taken over; a lock from another host is never taken over (its pid cannot be checked).
 */
export const LOCK_FILE_NAME = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly hostname: string,
  ) {
    const where = hostname === os.hostname() ? `process ${pid}` : `process ${pid} on host ${hostname}`;
    super(`The data folder ${dataDir} is in use by ${where}. Stop it or set DATA_DIR to another folder.`);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly lockPath: string;
  /** Removes the lock file (only if it is still ours). Idempotent. */
  release(): void;
}

interface LockOwner {
  pid: number;
  hostname: string;
}

function readOwner(lockPath: string): LockOwner | undefined {
  let text: string;
  try {
    text = fs.readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const [pidText = '', hostname = ''] = text.split('\n');
  const pid = Number(pidText.trim());
  // A half-written or garbled file: treat as stale (pid 0 is never alive).
  return { pid: Number.isInteger(pid) && pid > 0 ? pid : 0, hostname: hostname.trim() || os.hostname() };
}

function isAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const me = `${process.pid}\n${os.hostname()}\n`;

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o644);
      try {
        fs.writeSync(fd, me);
      } finally {
        fs.closeSync(fd);
      }
      return createLock(lockPath, me);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockPath);
    if (!owner) continue; // released meanwhile: try again
    const sameHost = owner.hostname === os.hostname();
    if (!sameHost || isAlive(owner.pid)) {
      throw new DataDirLockedError(dataDir, owner.pid, owner.hostname);
    }
    // Stale: remove it, unless another process took it over in the meantime.
    const again = readOwner(lockPath);
    if (again && again.pid === owner.pid && again.hostname === owner.hostname) {
      try {
        fs.unlinkSync(lockPath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  throw new Error(`Could not take the lock ${lockPath}; remove it if no server uses ${dataDir}.`);
}

function createLock(lockPath: string, content: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (fs.readFileSync(lockPath, 'utf8') === content) fs.unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return { lockPath, release };
}

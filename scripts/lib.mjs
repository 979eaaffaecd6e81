// Small helpers shared by the root scripts: run a command with live output, find pnpm.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.8';

function hasPnpm() {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return r.status === 0 && r.stdout.trim().startsWith('10.');
}

/** The pnpm command: the installed pnpm 10, or the pinned one through npx. */
export function pnpmCommand() {
  return hasPnpm() ? ['pnpm'] : ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}

export function run(cmd, args, opts = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env, ...opts });
  return { status: r.status ?? 1, seconds: (Date.now() - started) / 1000 };
}

/**
 * Runs a command with its output (stdout and stderr, in order) collected rather than shown;
 * resolves with the exit status, the seconds it took and the output.
 */
/**
 * CPU seconds (user + system) of the children this process has waited for, with theirs (Linux
 * /proc/self/stat cutime + cstime, in clock ticks of 1/100 s); undefined elsewhere.
 */
function waitedChildrenCpu() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After "pid (comm) ": state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
let childCpuSeen;
let capturedRunning = 0;

/**
 * Runs a command with its output captured. Resolves with its exit status, wall seconds, output and
 * `cpuSeconds`: the CPU its whole process tree used (on Linux; the growth of this process's
 * waited-children CPU when the child is reaped, which is the child's tree and nothing else).
 */
export function runCaptured(cmd, args, opts = {}) {
  const started = Date.now();
  let cpuSeconds;
  // Children waited for outside runCaptured (a synchronous install first) are not a step's.
  if (capturedRunning++ === 0) childCpuSeen = waitedChildrenCpu();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: process.env,
      ...opts,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (status) =>
      resolve({
        status,
        seconds: (Date.now() - started) / 1000,
        cpuSeconds,
        output: Buffer.concat(chunks).toString('utf8'),
      });
    child.on('exit', () => {
      const now = waitedChildrenCpu();
      if (now !== undefined && childCpuSeen !== undefined) cpuSeconds = now - childCpuSeen;
      childCpuSeen = now;
      capturedRunning -= 1;
    });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

export function pnpm(args, opts) {
  const [cmd, ...pre] = pnpmCommand();
  return run(cmd, [...pre, ...args], opts);
}

/** Installs the workspace's dependencies when they are missing (a fresh clone). */
export function ensureInstalled() {
  if (existsSync(join(root, 'node_modules', '.modules.yaml'))) return;
  console.log('Installing dependencies (first run)...');
  const r = pnpm(['install', '--frozen-lockfile']);
  if (r.status !== 0) process.exit(r.status);
}

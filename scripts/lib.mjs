// Small helpers shared by the root scripts: run a command with live output, find pnpm.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The pnpm version pinned in the root package.json's `packageManager` (`pnpm@10.34.8`). */
export const PNPM_VERSION = (() => {
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(packageManager ?? '');
  if (!match) throw new Error(`package.json: packageManager is not pnpm@<version> (${packageManager})`);
  return match[1];
})();

/** Whether a pnpm of the pinned major version answers on PATH. */
function hasPnpm(env) {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env, shell: process.platform === 'win32' });
  return r.status === 0 && r.stdout.trim().split('.')[0] === PNPM_VERSION.split('.')[0];
}

/**
 * The pnpm command: the pnpm on PATH when it has the pinned major version, otherwise the pinned
 * version itself through npx (a machine with only Node and npm; the exact version, since npx
 * refuses a range such as `pnpm@10` on a signature check here). `env`: the environment whose PATH
 * is searched (this process's by default).
 */
export function pnpmCommand(env = process.env) {
  return hasPnpm(env) ? ['pnpm'] : ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}

export function run(cmd, args, opts = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env, ...opts });
  return { status: r.status ?? 1, seconds: (Date.now() - started) / 1000 };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** Every process now: pid -> { ppid, start (ticks since boot), cpu (own user + system seconds) }; empty off Linux. */
function processes() {
  const table = new Map();
  let names = [];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return table;
  }
  for (const pid of names) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After "pid (comm) ": state is field 3, ppid 4, utime 14, stime 15, starttime 22.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(pid), {
        ppid: Number(f[1]),
        start: f[19],
        cpu: (Number(f[11]) + Number(f[12])) / TICKS,
      });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/**
 * Follows the process tree of `rootPid` (sampled every second) and adds up the CPU its processes
 * used, also that of processes moved away from the tree once their parent exits (Chromium's
 * renderers, which the waited-children CPU of /proc/self/stat never sees). A process that lives
 * less than a second may be missed, so the figure is a slight underestimate.
 */
function treeCpu(rootPid) {
  const seen = new Map(); // "pid start" -> CPU seconds at last sight
  const sample = () => {
    const table = processes();
    const inTree = new Set();
    const member = (pid) => {
      if (inTree.has(pid)) return true;
      const p = table.get(pid);
      if (!p) return false;
      if (pid === rootPid || seen.has(`${pid} ${p.start}`) || (p.ppid > 1 && member(p.ppid))) {
        inTree.add(pid);
        return true;
      }
      return false;
    };
    for (const [pid, p] of table) if (member(pid)) seen.set(`${pid} ${p.start}`, p.cpu);
  };
  sample();
  const timer = setInterval(sample, 1000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      if (seen.size === 0) return undefined;
      return [...seen.values()].reduce((sum, cpu) => sum + cpu, 0);
    },
  };
}

/**
 * Runs a command with its output captured. Resolves with its exit status, wall seconds, output and
 * `cpuSeconds`: the CPU its whole process tree used (on Linux, see treeCpu; undefined elsewhere).
 */
export function runCaptured(cmd, args, opts = {}) {
  const started = Date.now();
  let cpuSeconds;
  let cpu;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: process.env,
      ...opts,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid) cpu = treeCpu(child.pid);
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
      cpuSeconds = cpu?.stop();
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

function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Installs the workspace's dependencies when they are missing (a fresh clone) or older than the
 * lockfile (a pull that changed it). The check compares file times only, so it costs nothing on an
 * installed checkout: pnpm's own copy of the lockfile and a stamp written after each install here.
 */
export function ensureInstalled() {
  const modules = join(root, 'node_modules');
  const stamp = join(modules, '.eqp-installed');
  const present = existsSync(join(modules, '.modules.yaml'));
  const installedAt = Math.max(mtimeOf(stamp), mtimeOf(join(modules, '.pnpm', 'lock.yaml')));
  if (present && installedAt >= mtimeOf(join(root, 'pnpm-lock.yaml'))) return;
  console.log(`Installing dependencies (${present ? 'the lockfile changed' : 'first run'})...`);
  const r = pnpm(['install', '--frozen-lockfile']);
  if (r.status !== 0) process.exit(r.status);
  writeFileSync(stamp, '');
}

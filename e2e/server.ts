// The journeys' servers: scripts/e2e-server.mjs run as a child process, one per Playwright worker
// (see fixtures.ts), each from a copy of the demo data seeded once per run (see global-setup.ts).
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const script = join(repo, 'scripts/e2e-server.mjs');

/** Worker n (its parallel index) serves on BASE_PORT + n × PORT_STRIDE, its embed host pages just above. */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
export const PORT_STRIDE = 10;

/** The demo data seeded once per run, copied by every worker's server (global-setup.ts). */
export const TEMPLATE_DIR = join(tmpdir(), `eqp-e2e-template-${BASE_PORT}`);

/** The data folder scripts/e2e-server.mjs gives the server on `port`. */
export const dataDirOf = (port: number) => join(tmpdir(), `eqp-e2e-${port}`);

const SERVER_START_TIMEOUT_MS = 180_000;
const SERVER_STOP_TIMEOUT_MS = 30_000;

export interface StartedServer {
  readonly origin: string;
  readonly port: number;
  readonly dataDir: string;
  /** The server's output (e2e-server.mjs's and the server's log). */
  readonly logFile: string;
  /** Stops the server and waits until its folder is removed. */
  stop(): Promise<void>;
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Waits until GET /api2/app/portal answers 200, or fails when the process ends first or time runs out. */
async function waitUntilReady(origin: string, exited: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!exited()) {
    const ok = await fetch(`${origin}/api2/app/portal`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${origin} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server for ${origin} stopped while starting`);
}

/** Runs scripts/e2e-server.mjs with `args` and `env`, its output into `logFile`. */
function runScript(args: string[], env: Record<string, string>, logFile: string) {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exitCode: number | null | undefined;
  const exit = new Promise<number | null>((done) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? 1 : 0);
      done(exitCode);
    }),
  );
  return { child, exit, exited: () => exitCode !== undefined };
}

/** Starts the server on `port` from the template, with `corsOrigins` on its CORS allow-list. */
export async function startServer(options: {
  port: number;
  corsOrigins: string[];
  logFile: string;
}): Promise<StartedServer> {
  const { port, logFile } = options;
  const origin = `http://127.0.0.1:${port}`;
  const run = runScript(
    [],
    { E2E_PORT: String(port), E2E_TEMPLATE: TEMPLATE_DIR, CORS_ORIGINS: options.corsOrigins.join(',') },
    logFile,
  );
  const stop = async () => {
    if (!run.exited()) run.child.kill('SIGTERM');
    const timer = setTimeout(() => run.child.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS);
    await run.exit;
    clearTimeout(timer);
  };
  try {
    await waitUntilReady(origin, run.exited, SERVER_START_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw new Error(
      `The e2e server on port ${port} did not start: ${(error as Error).message}\n${tail(logFile)}`,
    );
  }
  return { origin, port, dataDir: dataDirOf(port), logFile, stop };
}

/** Seeds the demo data into TEMPLATE_DIR (a server on BASE_PORT, started and stopped). */
export async function prepareTemplate(logFile: string): Promise<void> {
  const run = runScript(['--prepare', TEMPLATE_DIR], { E2E_PORT: String(BASE_PORT) }, logFile);
  const timer = setTimeout(() => run.child.kill('SIGTERM'), SERVER_START_TIMEOUT_MS);
  const code = await run.exit;
  clearTimeout(timer);
  if (code !== 0) throw new Error(`Seeding the e2e demo data failed (exit ${code}):\n${tail(logFile)}`);
}

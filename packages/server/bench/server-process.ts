/**
 * The server as the benchmarks start it: `src/main.ts` in a child process of its own (node with the
 * tsx loader, so the child's pid is the server's own: its memory can be read), on a free port, with
 * the given environment on top of this one's. Resolves once it prints its address.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

export async function startServer(env: NodeJS.ProcessEnv): Promise<{ base: URL; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<URL>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Equipment-service portal: (http:\/\/\S+?)\/?\s/.exec(output);
      if (match) resolve(new URL(match[1]!));
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}) before it listened`)));
  });
  child.stdout!.resume();
  return { base, child };
}

/** SIGTERM, then waits for the child to exit (at once when it already has). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

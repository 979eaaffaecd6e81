/**
 * The built server (what `npm start` runs): the build of tsup.config.ts, made here into a folder of
 * its own (so neither a stale dist/main.js nor a build cleaning dist/ meanwhile plays a part),
 * started with plain node on a seeded data folder. It finds the files it reads at run time from dist/ as from src/:
 * the migrations, the contract, the breached-password list and the API reference's files.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PATHS } from './paths.js';
import { serverTemplate } from './test/databases.js';

// Building takes under a second; the server starts in one or two (far more with other tests beside it).
const TIMEOUT = 120_000;
// Inside the package (its package.json and node_modules are found from there as from dist/), in a
// folder that git, eslint and prettier leave alone.
const outDir = path.join(
  SERVER_PATHS.serverRoot,
  'node_modules',
  '.cache',
  `built-server-${randomBytes(6).toString('hex')}`,
);
let dataDir = '';
let child: ChildProcess | undefined;

beforeAll(async () => {
  // The tsup command line in the package folder, as `pnpm --filter @eqp/server build` runs it
  // (tsup takes the package.json of its working folder to leave the dependencies external).
  const tsupPackage = createRequire(import.meta.url).resolve('tsup/package.json');
  const tsup = path.join(path.dirname(tsupPackage), 'dist', 'cli-default.js');
  execFileSync(process.execPath, [tsup, '--out-dir', outDir, '--silent'], {
    cwd: SERVER_PATHS.serverRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-built-'));
  const archive = new Blob([fs.readFileSync(serverTemplate().pgliteArchive)]);
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: archive });
  await db.close();
}, TIMEOUT);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server (dist/main.js)', () => {
  it(
    'starts with plain node, says how long its start took, and answers from the contract',
    async () => {
      child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
        cwd: SERVER_PATHS.serverRoot,
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
      let stdout = '';
      let stderr = '';
      child.stdout!.on('data', (chunk) => (stdout += String(chunk)));
      child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
      await new Promise<void>((resolve, reject) => {
        child!.stdout!.on('data', () => {
          if (/Ready in .*\n/.test(stdout)) resolve();
        });
        child!.on('exit', (code) => reject(new Error(`the built server exited with ${code}: ${stderr}`)));
      });
      expect(stdout).toMatch(/^Ready in \d+\.\d s \(since the process started\)$/m);
      const url = /Equipment-service portal: (\S+)/.exec(stdout)![1]!;

      // Routes from the contract (api2.yaml), the database migrated from the migrations folder.
      const portal = await fetch(`${url}api2/app/portal`);
      expect(portal.status).toBe(200);

      // The breached-password list, read from node_modules beside the bundle.
      const change = await fetch(`${url}api2/Accounts/ChangePassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Email: 'nobody@demo.test', Code: '123456', Password: 'Password1!' }),
      });
      expect(change.status).toBe(400);
      expect((await change.json()) as unknown).toEqual({
        Message:
          'This password is too common: it appears in lists of breached passwords. Choose another one.',
      });

      // The API reference: Swagger UI from node_modules, the page's own files from the package folder.
      const docs = await fetch(`${url}api2/docs`);
      expect(docs.status).toBe(200);
      const assets = [...(await docs.text()).matchAll(/(?:src|href)="\/(api2\/docs\/assets\/[^"]+)"/g)];
      expect(assets.map((m) => m[1]!.split('/').pop())).toEqual(
        expect.arrayContaining(['swagger-ui-bundle.js', 'swagger-ui.css', 'api-docs.js', 'api-docs.css']),
      );
      for (const [, asset] of assets) expect((await fetch(`${url}${asset}`)).status, asset).toBe(200);
    },
    TIMEOUT,
  );
});

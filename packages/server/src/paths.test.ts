import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.js';
import { MIGRATIONS_FOLDER } from './db/client.js';
import { packageRootOf, SERVER_PATHS, serverPaths } from './paths.js';

const folders: string[] = [];

/** A fake checkout: <tmp>/repo/packages/server with a package.json, src/db and dist folders. */
function fakeCheckout(): { repo: string; server: string } {
  const repo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-paths-')), 'repo');
  folders.push(path.dirname(repo));
  const server = path.join(repo, 'packages', 'server');
  fs.mkdirSync(path.join(server, 'src', 'db'), { recursive: true });
  fs.mkdirSync(path.join(server, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(server, 'package.json'), '{}');
  fs.writeFileSync(path.join(repo, 'package.json'), '{}');
  return { repo, server };
}

const url = (file: string) => pathToFileURL(file).href;

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('server paths', () => {
  it('are the same from the bundle (dist/main.js) as from any source file', () => {
    const { repo, server } = fakeCheckout();
    const expected = { serverRoot: server, repoRoot: repo, migrationsFolder: path.join(server, 'drizzle') };
    expect(serverPaths(url(path.join(server, 'dist', 'main.js')))).toEqual(expected);
    expect(serverPaths(url(path.join(server, 'src', 'paths.ts')))).toEqual(expected);
    expect(serverPaths(url(path.join(server, 'src', 'db', 'client.ts')))).toEqual(expected);
  });

  it('take the nearest package.json, not the repository one', () => {
    const { server } = fakeCheckout();
    expect(packageRootOf(url(path.join(server, 'dist', 'main.js')))).toBe(server);
  });

  it('say so when no package.json is above the module', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-paths-'));
    folders.push(dir);
    const file = path.join(dir, 'main.js');
    // Holds where the temporary folder has no package.json above it (as on any usual machine).
    for (let d = dir; d !== path.dirname(d); d = path.dirname(d)) {
      expect(fs.existsSync(path.join(d, 'package.json')), d).toBe(false);
    }
    expect(() => packageRootOf(url(file))).toThrowError(`No package.json found above ${file}.`);
  });

  it('point at the real files from the source', () => {
    expect(SERVER_PATHS.serverRoot).toBe(path.resolve(import.meta.dirname, '..'));
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '..', '..', '..'));
    expect(fs.existsSync(path.join(REPO_ROOT, 'pnpm-workspace.yaml'))).toBe(true);
    expect(MIGRATIONS_FOLDER).toBe(SERVER_PATHS.migrationsFolder);
    expect(fs.existsSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'))).toBe(true);
  });
});

/**
 * Where the server finds the files it ships with, from the source (`src/`, run by tsx and the
 * tests) and from the build (`dist/main.js`, one bundled file) alike: paths are taken from the
 * server package's folder, found by walking up from the running module to the nearest
 * package.json, never by counting `..` from a source file (which the bundle moves).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder holding a package.json at or above the folder of the module `moduleUrl`. */
export function packageRootOf(moduleUrl: string): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json found above ${fileURLToPath(moduleUrl)}.`);
    dir = parent;
  }
}

export interface ServerPaths {
  /** packages/server */
  serverRoot: string;
  /** The repository root (packages/server -> ../..). */
  repoRoot: string;
  /** The drizzle-kit generated SQL (packages/server/drizzle). */
  migrationsFolder: string;
}

export function serverPaths(moduleUrl: string): ServerPaths {
  const serverRoot = packageRootOf(moduleUrl);
  return {
    serverRoot,
    repoRoot: path.resolve(serverRoot, '..', '..'),
    migrationsFolder: path.join(serverRoot, 'drizzle'),
  };
}

export const SERVER_PATHS = serverPaths(import.meta.url);

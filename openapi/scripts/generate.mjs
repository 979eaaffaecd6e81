#!/usr/bin/env node
// Generates openapi/generated/api2.ts from openapi/api2.yaml with openapi-typescript's Node API.
//
//   node scripts/generate.mjs           write the file
//   node scripts/generate.mjs --check   regenerate in memory; exit 1 when the checked-in file differs
//
// The output is deterministic (no timestamps, no absolute paths), so the check can compare bytes.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const SOURCE = new URL('../api2.yaml', import.meta.url);
export const OUTPUT = new URL('../generated/api2.ts', import.meta.url);

const BANNER = `/**
 * Generated from openapi/api2.yaml by openapi/scripts/generate.mjs (openapi-typescript).
 * Do not edit by hand: change api2.yaml and run \`pnpm contract:gen\`.
 */

`;

/**
 * Returns the TypeScript source generated from api2.yaml.
 * @returns {Promise<string>}
 */
export async function generate() {
  // defaultNonNullable: false keeps a field with a default optional in request bodies
  // (OrderLineCreate.ArticleCount may be left out and defaults to 1).
  const ast = await openapiTS(SOURCE, { silent: true, defaultNonNullable: false });
  const body = astToString(ast).replace(/\r\n/g, '\n').trimEnd();
  return `${BANNER}${body}\n`;
}

/**
 * Returns true when the checked-in file equals a fresh generation.
 * @returns {Promise<boolean>}
 */
export async function isFresh() {
  const [expected, actual] = await Promise.all([generate(), readFile(OUTPUT, 'utf8').catch(() => null)]);
  return expected === actual;
}

/** @param {string[]} argv */
async function main(argv) {
  if (argv.includes('--check')) {
    if (!(await isFresh())) {
      console.error('openapi/generated/api2.ts is stale: run pnpm contract:gen');
      process.exit(1);
    }
    console.log('openapi/generated/api2.ts is up to date');
    return;
  }
  await mkdir(dirname(fileURLToPath(OUTPUT)), { recursive: true });
  await writeFile(OUTPUT, await generate());
  console.log('wrote openapi/generated/api2.ts');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

// A tiny static file server for the built Storybook of the screenshot comparison
// (playwright.visual.config.ts starts it): `node e2e/visual/serve.mjs <folder> <port>`.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const [folder, port] = process.argv.slice(2);
if (!folder || !port) {
  console.error('usage: node e2e/visual/serve.mjs <folder> <port>');
  process.exit(2);
}
const base = resolve(folder);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = join(base, normalize(path).replace(/^(\.\.[/\\])+/, ''));
  let target = file;
  try {
    if (statSync(target).isDirectory()) target = join(target, 'index.html');
    statSync(target);
  } catch {
    response.writeHead(404).end('not found');
    return;
  }
  if (!target.startsWith(base)) {
    response.writeHead(403).end('forbidden');
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  createReadStream(target).pipe(response);
}).listen(Number(port), '127.0.0.1', () => console.log(`storybook on http://127.0.0.1:${port}`));

// Serves this package's folder (examples/ and dist/) as static files, for trying the example host
// page on another origin than the API:
//   node packages/embed/examples/serve.mjs 8081          -> http://127.0.0.1:8081/examples/
// Several ports serve the same files (the end-to-end test uses one the API allows and one it does not;
// e2e/fixtures.ts imports `serveExamples` and runs them inside each Playwright worker).
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

function handle(request, response) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let path = normalize(join(root, decodeURIComponent(url.pathname)));
  if (path !== root.replace(/[\\/]$/, '') && !path.startsWith(root)) {
    response.writeHead(403).end();
    return;
  }
  try {
    if (statSync(path).isDirectory()) path = join(path, 'index.html');
    const size = statSync(path).size;
    response.writeHead(200, {
      'content-type': types[extname(path)] ?? 'application/octet-stream',
      'content-length': size,
      'cache-control': 'no-cache',
    });
    createReadStream(path).pipe(response);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: ${url.pathname}`);
  }
}

/**
 * Serves the files on each port of `ports` (127.0.0.1). Resolves once every port listens, with a
 * `close()` that stops them all; rejects when a port cannot be used (taken, not allowed).
 * @param {number[]} ports
 * @returns {Promise<{ origins: string[], close: () => Promise<void> }>}
 */
export async function serveExamples(ports) {
  const servers = [];
  const close = () =>
    Promise.all(
      servers.map(
        (server) =>
          new Promise((done) => {
            server.close(() => done(undefined));
            server.closeAllConnections(); // a browser's keep-alive connections would hold close() open
          }),
      ),
    ).then(() => undefined);
  try {
    for (const port of ports) {
      const server = createServer(handle);
      await new Promise((listening, failed) => {
        server.once('error', failed);
        server.listen(port, '127.0.0.1', () => listening(undefined));
      });
      servers.push(server);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { origins: ports.map((port) => `http://127.0.0.1:${port}`), close };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const ports = process.argv.slice(2).map(Number);
  if (ports.length === 0 || ports.some((port) => !Number.isInteger(port))) {
    console.error('usage: node serve.mjs <port> [<port> ...]');
    process.exit(1);
  }
  const { origins, close } = await serveExamples(ports);
  for (const origin of origins) {
    console.log(`embed examples: ${origin}/examples/ (files of ${root.split(sep).slice(-3).join('/')})`);
  }
  const stop = () => void close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

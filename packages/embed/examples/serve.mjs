// Serves this package's folder (examples/ and dist/) as static files, for trying the example host
// page on another origin than the API:
//   node packages/embed/examples/serve.mjs 8081          -> http://127.0.0.1:8081/examples/
// Several ports serve the same files (the end-to-end test uses one the API allows and one it does not).
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

const ports = process.argv.slice(2).map(Number);
if (ports.length === 0 || ports.some((port) => !Number.isInteger(port))) {
  console.error('usage: node serve.mjs <port> [<port> ...]');
  process.exit(1);
}
const servers = ports.map((port) =>
  createServer(handle).listen(port, '127.0.0.1', () =>
    console.log(
      `embed examples: http://127.0.0.1:${port}/examples/ (files of ${root.split(sep).slice(-3).join('/')})`,
    ),
  ),
);
const stop = () => {
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

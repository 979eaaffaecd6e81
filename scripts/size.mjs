// `pnpm size`: builds what the size budgets measure (the components library, the portal, the embed
// bundle), then prints every figure with size-limit (.size-limit.js) and fails when one is over.
// `--no-build` measures what is built already (`npm test` builds first, in its own steps).
// PORTAL_DIST measures (and builds) the portal in another folder than packages/portal/dist.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm, root } from './lib.mjs';

function hasBuildScript(dir) {
  return Boolean(JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).scripts?.build);
}

if (!process.argv.includes('--no-build')) {
  const builds = [
    ['@eqp/components', ['--filter', '@eqp/components', 'run', 'build']],
    [
      '@eqp/portal',
      process.env.PORTAL_DIST
        ? [
            '--filter',
            '@eqp/portal',
            'exec',
            'vite',
            'build',
            '--outDir',
            process.env.PORTAL_DIST,
            '--emptyOutDir',
          ]
        : ['--filter', '@eqp/portal', 'run', 'build'],
    ],
  ];
  if (hasBuildScript('packages/embed'))
    builds.push(['@eqp/embed', ['--filter', '@eqp/embed', 'run', 'build']]);
  for (const [name, args] of builds) {
    console.log(`\n=== build ${name} ===`);
    const r = pnpm(args);
    if (r.status !== 0) process.exit(r.status);
  }
}

console.log('\n=== size budgets (gzip) ===');
const r = pnpm(['exec', 'size-limit']);
process.exit(r.status);

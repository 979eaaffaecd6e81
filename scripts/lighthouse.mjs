// `node scripts/lighthouse.mjs`: Lighthouse 12 (mobile preset: a mid-range phone on a slow 4G link,
// simulated) on the three pages the product is judged by - the sign-in screen, the customer's
// machine list and the partner's job report - each run RUNS times (default 3), printing the median
// performance score, LCP, TBT, CLS and the bytes of script the page loaded.
//
// It starts the server on a fresh demo database (the built portal: run `pnpm --filter @eqp/portal
// build` first), opens Chromium (/usr/bin/chromium) with a remote-debugging port, puts the session
// where the portal keeps it (localStorage `eqp.token`) for the signed-in pages, and runs the
// Lighthouse CLI (`npx lighthouse@12.8.2`, fetched on first use) against that browser with
// `--disable-storage-reset`. Prints figures; asserts nothing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const LIGHTHOUSE = 'lighthouse@12.8.2';
const PASSWORD = 'Demo1234!';

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(dataDir, port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'packages', 'server'),
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Equipment-service portal:')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  return child;
}

/**
 * fetch, tried once more when the connection it reused was closed under it (a kept-alive connection
 * that sat idle through a Lighthouse run can meet the server's idle time-out).
 */
async function fetchOnce(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

async function signIn(origin, user, scope) {
  const res = await fetchOnce(`${origin}/api2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${user}:${PASSWORD}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: `grant_type=client_credentials&scope=${scope}`,
  });
  if (!res.ok) throw new Error(`sign-in of ${user}: ${res.status}`);
  return res.json();
}

async function waitForDebugger(port) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its debugging port');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function lighthouse(url, debuggingPort) {
  const result = spawnSync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      `--port=${debuggingPort}`,
      '--disable-storage-reset',
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(result.stdout);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const scripts = (report.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scripts,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'eqp-lighthouse-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(dataDir, port);
  // Chromium of its own (Lighthouse drives it over its debugging port); the session is put into
  // its localStorage through a short CDP connection before each run.
  const debuggingPort = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'eqp-lighthouse-profile-'));
  const chrome = spawn(
    '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitForDebugger(debuggingPort);
  try {
    const setSession = async (token) => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
      const page = await browser.contexts()[0].newPage();
      // Every run starts with an empty HTTP cache, as a first visit does (the session is all it keeps).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.goto(`${origin}/api2/app/portal`);
      await page.evaluate(
        (value) => {
          if (value) localStorage.setItem('eqp.token', value);
          else localStorage.removeItem('eqp.token');
        },
        token && JSON.stringify(token),
      );
      await page.close();
      await browser.close();
    };

    const partner = await signIn(origin, 'tech@demo.test', 'ServiceProvider.Partner');
    const view = await (
      await fetchOnce(`${origin}/api2/partner/jobs/view`, {
        headers: { authorization: `Bearer ${partner.access_token}` },
      })
    ).json();
    const jobId = view.Open[0].Id;

    const pages = [
      { name: 'sign-in (signed out)', path: '/customer/machines/list', session: async () => null },
      {
        name: 'customer machine list',
        path: '/customer/machines/list',
        session: () => signIn(origin, 'moderator@demo.test', 'ServiceProvider.Customer'),
      },
      {
        name: 'partner job report',
        path: `/partner/job/${jobId}`,
        session: () => signIn(origin, 'tech@demo.test', 'ServiceProvider.Partner'),
      },
    ];
    console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, median of ${RUNS} runs\n`);
    console.log('page                     score   LCP ms   TBT ms    CLS   script bytes');
    for (const { name, path, session } of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // A fresh session each run: a run's refresh would otherwise spend the stored one.
        await setSession(await session());
        runs.push(lighthouse(`${origin}${path}`, debuggingPort));
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      console.log(
        `${name.padEnd(24)} ${String(pick('score')).padStart(5)} ${pick('lcp').toFixed(0).padStart(8)} ${pick(
          'tbt',
        )
          .toFixed(0)
          .padStart(
            8,
          )} ${pick('cls').toFixed(3).padStart(6)} ${String(pick('scripts')).padStart(14)}   (scores ${runs
          .map((r) => r.score)
          .join(', ')})`,
      );
    }
  } finally {
    chrome.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import { defineConfig } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Each worker starts its own server (e2e/fixtures.ts): E2E_PORT (default 8181) plus 10 per worker,
// its embed host pages on the two ports above it. E2E_WORKERS overrides the number of workers (a
// number, or a share of the CPU cores such as "50%"), as `--workers` does. Default 2: on 2 cores the
// journeys keep both busy (each worker runs a browser and a server); measured quiet, all 104
// journeys took 209 s and 377 CPU seconds on two workers, 215 s and 408 on three, 227 s and 438 on four.
const E2E_WORKERS = process.env.E2E_WORKERS;
const workers = E2E_WORKERS ? (/^\d+$/.test(E2E_WORKERS) ? Number(E2E_WORKERS) : E2E_WORKERS) : 2;

export default defineConfig({
  testDir: 'e2e',
  // A folder of its own: Playwright empties it first, and `npm test` keeps other reports in test-results/.
  outputDir: 'test-results/e2e',
  // Seeds the demo data once; every worker's server starts from a copy of it.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Several workers share the machine's cores (each with a browser and a server): a journey takes up to
  // about twice as long as alone, so it gets twice the time.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
      ],
    },
    locale: 'en-US',
    ...(process.env.E2E_RM ? { contextOptions: { reducedMotion: 'reduce' as const } } : {}),
    // A trace costs about a third more browser time on every journey (measured: 3 specs 87 s with
    // traces kept on failure, 70 s without), so it is recorded only when asked for:
    // E2E_TRACE=1 keeps the trace of every failing journey (open it with `playwright show-trace`).
    // A screenshot of the page at the failure is always kept.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The packed packages in an app outside the workspace: once, at desktop width. First, so its
    // long install and build run beside the journeys rather than after them.
    {
      name: 'packed',
      testMatch: /packed-packages\.spec\.ts/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'desktop',
      testIgnore: /packed-packages\.spec\.ts/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testIgnore: /packed-packages\.spec\.ts/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
});

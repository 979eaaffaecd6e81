import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// e2e/embed.spec.ts: the example host page of packages/embed, served from other origins than the
// API: EMBED_PORT is on the server's CORS allow-list, EMBED_OTHER_PORT is not.
const embedPort = Number(process.env.EMBED_PORT ?? port + 1);
const embedOtherPort = Number(process.env.EMBED_OTHER_PORT ?? port + 2);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
    trace: 'retain-on-failure',
  },
  projects: [
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
    // The packed packages in an app outside the workspace: once, at desktop width.
    {
      name: 'packed',
      testMatch: /packed-packages\.spec\.ts/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${port}/api2/app/portal`,
      reuseExistingServer: false,
      timeout: 120_000,
      // SIGTERM rather than a kill, so scripts/e2e-server.mjs can remove its data folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: { E2E_PORT: String(port), CORS_ORIGINS: `http://127.0.0.1:${embedPort}` },
    },
    {
      command: `node packages/embed/examples/serve.mjs ${embedPort} ${embedOtherPort}`,
      url: `http://127.0.0.1:${embedPort}/examples/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { EMBED_PORT: String(embedPort), EMBED_OTHER_PORT: String(embedOtherPort) },
    },
  ],
});

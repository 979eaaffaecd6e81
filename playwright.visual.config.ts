import { defineConfig } from '@playwright/test';

/**
 * The screenshot comparison of the components' stories (packages/components/README.md, "Visual
 * baselines"): every story of the built Storybook (the test build in test-results/storybook-visual,
 * `pnpm test:visual` makes it) compared with its committed baseline in e2e/visual/baselines/.
 * Update the baselines: `pnpm test:visual --update-snapshots`.
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The static server of the built Storybook: E2E_PORT plus 5 (a port the journeys' servers leave free).
const port = Number(process.env.E2E_PORT ?? 8181) + 5;
export const STORYBOOK_DIR = process.env.VISUAL_STORYBOOK_DIR ?? 'test-results/storybook-visual';

export default defineConfig({
  testDir: 'e2e/visual',
  testMatch: /\.visual\.ts$/,
  outputDir: 'test-results/visual',
  // One file per baseline, named by the project and the story id.
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  fullyParallel: false,
  // One worker per project, each with one page that shows the stories one after another.
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      // The thresholds (README "Visual baselines"): not one pixel may differ by more than
      // Playwright's per-pixel colour distance 0.01 (YIQ; its default 0.2 lets a colour move
      // by about 50 levels). Repeated runs differ by 1 or 2 levels on a few antialiased edges.
      maxDiffPixels: 0,
      threshold: 0.01,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  webServer: {
    command: `node e2e/visual/serve.mjs ${STORYBOOK_DIR} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--font-render-hinting=none',
      ],
    },
    locale: 'en-US',
    timezoneId: 'Europe/Oslo',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    {
      name: 'en-1280',
      grep: /@en-1280/,
      use: { viewport: { width: 1280, height: 800 } },
      metadata: { locale: 'en' },
    },
    {
      name: 'no-390',
      grep: /@no-390/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
      metadata: { locale: 'no' },
    },
  ],
});

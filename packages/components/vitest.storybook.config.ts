import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import type { BrowserProviderOption } from 'vitest/node';

/**
 * Every story as a test in Chromium (the Storybook Vitest addon): it renders inside the real
 * preview (PortalProvider decorator, MSW-backed client), runs its play function, must not log a
 * console.error (src/storybook/vitest.setup.ts), and the a11y addon runs axe on it afterwards:
 * serious or critical violations fail the story (src/storybook/preview.tsx).
 *
 * Run: `pnpm --filter @eqp/components test:storybook` (or `pnpm exec vitest run --project storybook`
 * from the repository root).
 */
export default defineProject({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('../../.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    setupFiles: ['./src/storybook/vitest.setup.ts'],
    // The story files share one page per worker instead of a fresh page each: every story still
    // renders into its own root with its own handlers, and the setup restores the spies after it.
    // Measured on 12 story files: 60 s isolated, 38 s shared. Two workers (two pages at once): the
    // 2-core machine would otherwise get one.
    isolate: false,
    maxWorkers: 2,
    // A story may take its time on a busy machine; a hang still fails.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      // The provider package resolves its own copy of vitest (the same version, installed beside
      // another @types/node), so its option type is nominally different from this config's.
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
        },
      }) as unknown as BrowserProviderOption,
      instances: [{ browser: 'chromium' }],
    },
  },
});

// The screenshot comparison of every story (packages/components/README.md, "Visual baselines").
//
// Each project (playwright.visual.config.ts: `en-1280`, `no-390`) opens one page on the built
// Storybook's iframe in its language and width, and shows the stories in it one after another
// through Storybook's channel (as its manager does), which is several times faster than loading
// the iframe for each story. Before each shot: the story has rendered and its play function has
// run, the fonts and images have loaded and the page has not changed for a moment. Deterministic:
// the clock is fixed, motion is off, and the theme's font is one installed font.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { STORYBOOK_DIR } from '../../playwright.visual.config';

/** "Today" in every story: the fixtures that count from the clock give the same dates each run. */
export const FIXED_TIME = new Date('2026-03-16T09:30:00.000Z');

/**
 * The theme's font is a system stack (`system-ui, …, sans-serif`): which font a machine picks
 * depends on what it has installed. The shots pin it to DejaVu Sans (Debian's fonts-dejavu-core,
 * which fontconfig and so Chromium depend on) through the theme's CSS variables, and check that
 * the font is there (a `local()` face that does not exist fails to load).
 */
const FONT_CSS = `
@font-face { font-family: 'Visual Sans'; src: local('DejaVu Sans'), local('DejaVuSans'); font-weight: 100 549; }
@font-face { font-family: 'Visual Sans'; src: local('DejaVu Sans Bold'), local('DejaVuSans-Bold'); font-weight: 550 900; }
@font-face { font-family: 'Visual Mono'; src: local('DejaVu Sans Mono'), local('DejaVuSansMono'); font-weight: 100 549; }
@font-face { font-family: 'Visual Mono'; src: local('DejaVu Sans Mono Bold'), local('DejaVuSansMono-Bold'); font-weight: 550 900; }
:root { --eqp-font-family: 'Visual Sans'; --eqp-font-family-mono: 'Visual Mono'; }
`;

/** Motion off: Playwright's `animations: 'disabled'` ends CSS animations; this stops the rest. */
const STILL_CSS = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
`;

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

/**
 * The states every component's stories name: besides its first story (its ready state), the ones
 * called so. The shots take these at both widths and in both languages.
 */
const STATE_NAMES = /^(loading|loading error|empty|failed|load failed|error|not found)$/i;

/**
 * The open, edited and selected states of the shared controls (menu, tabs, text area, dialog
 * form, invalid field): the first story of a component shows them closed or at rest.
 */
const INTERACTIVE_STATES = [
  'customer-accountmenu--open',
  'customer-directoryswitcher--two-organisations-open',
  'customer-machinedetail--service',
  'customer-machinedetail-machinegeneralpanel--edit',
  'customer-newjobdialog--filled',
  'partner-partnerjoblist--phone-upcoming-tab',
  'inputs-textfield--invalid',
  'customer-machinecostchart--large-amounts',
];

/** Stories with a play function written for either language and any width. */
const PLAYS_ANYWHERE = ['customer-machinecostchart--large-amounts'];

/**
 * The stories compared (README "Visual baselines"): the first story of every component, the
 * stories named after a state (`STATE_NAMES`) and `INTERACTIVE_STATES`. The `no-390` project
 * leaves out stories with a play function (but `PLAYS_ANYWHERE`): their steps are written for the
 * story's own language and width (an English button name, a menu that a phone shows elsewhere).
 */
export function selectStories(entries: readonly IndexEntry[], project: 'en-1280' | 'no-390'): IndexEntry[] {
  const first = new Set<string>();
  const selected = entries.filter((entry) => {
    const isFirst = !first.has(entry.title);
    first.add(entry.title);
    return isFirst || STATE_NAMES.test(entry.name) || INTERACTIVE_STATES.includes(entry.id);
  });
  return project === 'en-1280'
    ? selected
    : selected.filter((entry) => !entry.tags?.includes('play-fn') || PLAYS_ANYWHERE.includes(entry.id));
}

function readStories(): IndexEntry[] {
  const file = join(STORYBOOK_DIR, 'index.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build the Storybook first (pnpm test:visual builds it).`);
  }
  const index = JSON.parse(text) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const stories = readStories();

/** What the shots use of Storybook's preview in the page. */
interface StorybookWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (payload: unknown) => void): void;
    off(event: string, listener: (payload: unknown) => void): void;
    emit(event: string, payload: unknown): void;
  };
  __STORYBOOK_PREVIEW__: { storyStoreValue: { userGlobals: { get(): Record<string, unknown> } } };
}

const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const project = workerInfo.project;
      const locale = (project.metadata as { locale?: string }).locale ?? 'en';
      const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        locale: project.use.locale,
        timezoneId: project.use.timezoneId,
        colorScheme: project.use.colorScheme,
        reducedMotion: project.use.reducedMotion,
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_TIME);
      // The language as Storybook's toolbar sets it (globals in the URL apply only with a story id);
      // the accessibility addon's axe run after every story is left to the story tests (it changes
      // no pixel and costs time here).
      await page.goto('/iframe.html?viewMode=story');
      await page.waitForFunction(() => {
        const preview = (window as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
          .__STORYBOOK_PREVIEW__;
        return preview?.storyStoreValue !== undefined;
      });
      await page.evaluate((language) => {
        const channel = (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('updateGlobals', { globals: { locale: language, a11y: { manual: true } } });
      }, locale);
      await expect
        .poll(() =>
          page.evaluate(() =>
            (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.get(),
          ),
        )
        .toMatchObject({ locale, a11y: { manual: true } });
      await page.addStyleTag({ content: FONT_CSS + STILL_CSS });
      const fonts = await page.evaluate(async () => {
        const faces = await Promise.all(
          ['400 16px "Visual Sans"', '700 16px "Visual Sans"', '400 16px "Visual Mono"'].map((font) =>
            document.fonts.load(font).catch(() => []),
          ),
        );
        return faces.map((loaded) => loaded.length);
      });
      expect(fonts, 'DejaVu Sans (fonts-dejavu-core) must be installed for the screenshots').toEqual([
        1, 1, 1,
      ]);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows a story and waits until it has rendered and its play function has run. */
async function showStory(page: Page, storyId: string): Promise<void> {
  const failure = await page.evaluate(
    (id) =>
      new Promise<string | null>((resolve) => {
        const channel = (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
        const failures = [
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'storyMissing',
        ] as const;
        const listeners = new Map<string, (payload: unknown) => void>();
        const finish = (result: string | null) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve(result);
        };
        listeners.set('storyRendered', (renderedId) => {
          if (renderedId === id) finish(null);
        });
        for (const event of failures)
          listeners.set(event, (payload) => finish(`${event}: ${JSON.stringify(payload).slice(0, 500)}`));
        for (const [event, listener] of listeners) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  expect(failure, `story ${storyId}`).toBeNull();
  // The fonts and images loaded, then no change to the page for 150 ms (data from the mocked API,
  // a lazily loaded part); at most 3 s, after which the comparison's own retries take over.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? image.decode().catch(() => undefined)
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await new Promise<void>((resolve) => {
      const started = performance.now();
      let timer = 0;
      const observer = new MutationObserver(() => {
        window.clearTimeout(timer);
        if (performance.now() - started > 3000) done();
        else timer = window.setTimeout(done, 150);
      });
      const done = () => {
        observer.disconnect();
        resolve();
      };
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      timer = window.setTimeout(done, 150);
    });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

// Each project runs the tests tagged with its name (its `grep` in playwright.visual.config.ts).
for (const project of ['en-1280', 'no-390'] as const) {
  test.describe(project, { tag: `@${project}` }, () => {
    for (const story of selectStories(stories, project)) {
      test(`${story.title} › ${story.name}`, async ({ storybook }) => {
        await showStory(storybook, story.id);
        // A shot that differs is taken again for up to 3 s (not the default 10): a changed look
        // that touches every story fails in minutes.
        await expect(storybook).toHaveScreenshot(`${story.id}.png`, { fullPage: true, timeout: 3_000 });
      });
    }
  });
}

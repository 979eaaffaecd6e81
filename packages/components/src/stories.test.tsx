import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Store_CSFExports } from 'storybook/internal/types';
import previewAnnotations from '../../../.storybook/preview';

/**
 * Every story of the package (also those added later) must render, and run its play function,
 * without throwing and without a console.error, inside the real preview (PortalProvider decorator,
 * MSW-backed client). Each story gets a fresh client and SWR cache from the decorator.
 */
type StoriesModule = Store_CSFExports;
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

// Before composing: composeStories reads the project annotations when it runs. Rendering through
// Testing Library lets `cleanup()` unmount each story (and its portals: dialogs, popovers).
setProjectAnnotations([previewAnnotations, { testingLibraryRender: render }]);

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  consoleError.mockRestore();
  cleanup();
  document.body.innerHTML = '';
});

it('finds the story files', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(0);
});

for (const [file, module] of Object.entries(modules)) {
  describe(file, () => {
    const stories = Object.entries(composeStories(module)) as [string, { run: () => Promise<void> }][];
    it.each(stories)(
      '%s renders without errors',
      async (_name, Story) => {
        await Story.run();
        // Let effects, SWR fetches and the mock fetch settle.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(consoleError).not.toHaveBeenCalled();
        // Rendered inside the preview's PortalProvider (its snackbar region is there).
        expect(document.body.querySelector('[data-eqp-snackbars]')).not.toBeNull();
      },
      20_000,
    );
  });
}

import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The aliases that build an application on Preact's React-compatible layer (preact/compat)
 * instead of react-dom: about 58 KB gzip less on every first screen (see README, "Runtime").
 * Only the production builds of the portal and the embed use them; `vite` (dev), Vitest,
 * Storybook and the published library run on React itself. `PORTAL_RUNTIME=react` builds on React
 * too, to tell a difference between the two apart.
 *
 * `packageDir` is the folder (a file URL ending in `/`) of the package whose node_modules hold
 * preact, so the aliases also apply to modules outside it (the library's sources, React libraries).
 */
export function preactAliases(packageDir: URL): Alias[] {
  if (process.env.PORTAL_RUNTIME === 'react') return [];
  const file = (entry: string) => fileURLToPath(new URL(`node_modules/preact/${entry}`, packageDir));
  return [
    { find: /^react-dom\/client$/, replacement: file('compat/client.mjs') },
    { find: /^react-dom$/, replacement: file('compat/dist/compat.mjs') },
    { find: /^react\/jsx-runtime$/, replacement: file('jsx-runtime/dist/jsxRuntime.mjs') },
    { find: /^react\/jsx-dev-runtime$/, replacement: file('jsx-runtime/dist/jsxRuntime.mjs') },
    { find: /^react$/, replacement: file('compat/dist/compat.mjs') },
  ];
}

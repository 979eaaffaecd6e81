import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The Storybook packages are dependencies of @eqp/components, so resolve them from there
// (this folder sits at the repository root, outside that package's node_modules).
const here = dirname(fileURLToPath(import.meta.url));
const componentsDir = join(here, '../packages/components');
const require = createRequire(join(componentsDir, 'package.json'));
const packageDir = (name: string): string => dirname(require.resolve(join(name, 'package.json')));

const config = {
  stories: ['../packages/components/src/**/*.mdx', '../packages/components/src/**/*.stories.@(ts|tsx)'],
  addons: [packageDir('@storybook/addon-a11y'), packageDir('@storybook/addon-docs')],
  framework: { name: packageDir('@storybook/react-vite'), options: {} },
  core: { disableTelemetry: true },
  // Props tables from the TypeScript checker: our Props interfaces with their JSDoc, including
  // props from intersected or imported types (e.g. ResourceBrowser's source props) and resolved
  // unions. The default react-docgen reads only the component's own file and shows imported or
  // `readonly` types as "unknown". Props inherited from React's DOM attribute types (Button,
  // TextField) are left out: they are the standard attributes, and hundreds of them.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: join(componentsDir, 'tsconfig.json'),
      include: ['**/*.tsx'],
      exclude: ['**/node_modules/**', '**/*.stories.tsx', '**/*.test.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop: { parent?: { fileName: string } }) =>
        prop.parent ? !prop.parent.fileName.includes('node_modules') : true,
    },
  },
  // The Vite builder takes the parent of the config folder (the repository root) as Vite's root.
  // Bare imports from its virtual entry modules (`storybook/internal/preview/runtime`, the
  // addons' preview code) and the dep optimiser's `include` list resolve from that root, where
  // Storybook is not installed: the dev server then fails while the build still works. Vite's
  // root is therefore the components package, which owns Storybook and its addons.
  viteFinal: <T extends { root?: string }>(viteConfig: T): T => ({ ...viteConfig, root: componentsDir }),
};

export default config;

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The Storybook packages are dependencies of @eqp/components, so resolve them from there
// (this folder sits at the repository root, outside that package's node_modules).
const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, '../packages/components/package.json'));
const packageDir = (name: string): string => dirname(require.resolve(join(name, 'package.json')));

const config = {
  stories: ['../packages/components/src/**/*.mdx', '../packages/components/src/**/*.stories.@(ts|tsx)'],
  addons: [packageDir('@storybook/addon-a11y'), packageDir('@storybook/addon-docs')],
  framework: { name: packageDir('@storybook/react-vite'), options: {} },
  core: { disableTelemetry: true },
};

export default config;

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';
import testingLibrary from 'eslint-plugin-testing-library';
import vitest from '@vitest/eslint-plugin';
import playwright from 'eslint-plugin-playwright';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.data/**',
      'openapi/generated/**',
      'packages/server/src/generated-client/hey-api/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [
      'packages/components/**/*.{ts,tsx}',
      'packages/portal/**/*.{ts,tsx}',
      'packages/sdk/src/react/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/components/src/**/*.{ts,tsx}', 'packages/portal/src/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      // Ids are explicit and namespaced by component (`LoginCard.email`); the catalogue test checks them.
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-literal-string-in-jsx': 'off',
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  // A component folder's files other than its index.ts are private (DESIGN §8): shared parts live in
  // internal/, a sibling's public parts come through its index. The lower-case folders beside the
  // components (internal, theme, i18n, test, storybook) may be imported from anywhere; the test and
  // Storybook helpers themselves are not restricted.
  ...[
    {
      files: ['packages/components/src/[A-Z]*/*.{ts,tsx}', 'packages/components/src/internal/*.{ts,tsx}'],
      up: '../',
    },
    {
      files: [
        'packages/components/src/[A-Z]*/*/**/*.{ts,tsx}',
        'packages/components/src/internal/*/**/*.{ts,tsx}',
      ],
      up: '../../',
    },
  ].map(({ files, up }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                `${up}*/**`,
                `!${up}*/index`,
                ...['internal', 'theme', 'i18n', 'test', 'storybook'].map((folder) => `!${up}${folder}/**`),
              ],
              message:
                "A component folder's files are private: import its index ('../Folder'), or move the shared part to internal/.",
            },
          ],
        },
      ],
    },
  })),
  {
    // Type-aware rules: a promise nobody awaits hides its rejection (an unhandled rejection in the
    // server, a test that passes before its assertion ran). Each file is typed by the nearest
    // tsconfig.json (the project service); the root's config files by a default project.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.ts', '.storybook/*.ts', 'packages/test-support/src/*.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Handlers of DOM and React events may return a promise (an async onClick): nothing reads
      // their return value, and what they await handles its own failure.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['packages/components/src/**/*.test.{ts,tsx}', 'packages/portal/src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // The tests find elements by role and name first; they also read what no role exposes (a
      // data-* state, an image's src, the row a cell is in) from the element found. 63 places.
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
      // `result` / `rendered` keep the render's result for rerender and unmount (22 places).
      'testing-library/render-result-naming-convention': 'off',
      // Vitest runs without globals, so nothing cleans up by itself: the setup files do, and a
      // test file that resets what the page read (the URL, timers) cleans up first (11 files).
      'testing-library/no-manual-cleanup': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}'],
    // The root scripts' tests run with `node --test` (the scripts step), before anything is built.
    ignores: ['scripts/**'],
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // `expect(value, message)`: the message says which case of a loop failed.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Assertions in functions of the tests' own (expectContract, expectError, ...), and calls
      // that throw when what they check fails: fast-check's property, the reach's comparison
      // (agrees), tsc and the generated client's journeys (node, journey).
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', 'assert*', 'fc.assert', 'agrees', 'node', 'journey'] },
      ],
      // A hook asserts the set-up its tests depend on (the seed ran, the fixture has its rows).
      'vitest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['beforeAll', 'beforeEach'] }],
      // One test runs per database (PGlite, PostgreSQL) and per answer of a loop: what is expected
      // depends on which (36 places).
      'vitest/no-conditional-expect': 'off',
    },
  },
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // A journey runs on the desktop and the phone projects, whose layouts differ (a list or
      // tabs, a summary beside or after): it takes the phone's or the desktop's steps (47 places).
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      // `test.skip(condition, reason)`: a journey of one viewport only.
      'playwright/no-skipped-test': ['error', { allowConditional: true }],
    },
  },
  {
    files: [
      'packages/components/src/**/*.tsx',
      'packages/portal/src/**/*.tsx',
      'packages/embed/src/**/*.tsx',
    ],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The job and machine lists are tables that become cards on narrow screens: a table loses
      // its semantics once its display changes, so each part restates its role (15 places).
      'jsx-a11y/no-redundant-roles': 'off',
      'jsx-a11y/no-interactive-element-to-noninteractive-role': 'off',
      // A dialog opened to enter something focuses its first field, as Radix's dialogs expect
      // (7 places, all inside dialogs or steps of one).
      'jsx-a11y/no-autofocus': 'off',
    },
  },
);

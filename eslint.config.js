import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';

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
);

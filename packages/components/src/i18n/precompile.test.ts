// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { compileMessagesSource, precompiledMessages } from './precompile';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
// Inside the package, so the bundle's external `react` resolves from it.
const outDir = join(packageDir, 'node_modules', '.cache', 'precompile-test');

/** A messages.ts of the test's own: a select and a plural, with values, as a component writes them. */
const FIXTURE = `import { defineMessages } from 'react-intl';
export const messages = defineMessages({
  who: {
    id: 'Fixture.who',
    defaultMessage: '{role, select, partner {Partner {name}} other {Customer {name}}} has {count, plural, one {# job} other {# jobs}}',
    description: 'Only for translators',
  },
});
`;
const FIXTURE_NO = JSON.stringify({
  'Fixture.who':
    '{role, select, partner {Partner {name}} other {Kunde {name}}} har {count, plural, one {# jobb} other {# jobber}}',
});

/**
 * The entry of the bundle under test: react-intl as a portal bundles it, the real CustomerShell
 * texts and Norwegian catalogue, and the fixture, each compiled by the build.
 */
const ENTRY = `export { createIntl } from 'react-intl';
export { valueMessages as shell } from '${join(packageDir, 'src/CustomerShell/messages.ts')}';
export { default as norwegian } from '${join(packageDir, 'src/i18n/no.json')}';
export { messages as fixture } from '\\0fixture/messages.ts';
export { default as fixtureNorwegian } from '\\0fixture/i18n/no.json';
`;

interface Built {
  createIntl: (config: {
    locale: string;
    defaultLocale: string;
    messages: object;
  }) => Pick<IntlShape, 'formatMessage'>;
  shell: Record<'cartBadge' | 'organisationNumber', MessageDescriptor>;
  norwegian: Record<string, unknown>;
  fixture: Record<'who', MessageDescriptor>;
  fixtureNorwegian: Record<string, unknown>;
}

let built: Built;
let code: string;

beforeAll(async () => {
  const result = (await build({
    configFile: false,
    root: packageDir,
    logLevel: 'silent',
    plugins: [
      {
        name: 'fixture',
        enforce: 'pre',
        resolveId: (id) =>
          id === 'entry' || id.startsWith('\0fixture/') ? (id === 'entry' ? '\0entry' : id) : null,
        load: (id) =>
          id === '\0entry'
            ? ENTRY
            : id === '\0fixture/messages.ts'
              ? FIXTURE
              : id === '\0fixture/i18n/no.json'
                ? FIXTURE_NO
                : null,
      },
      precompiledMessages(),
    ],
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: 'entry',
        external: ['react', 'react/jsx-runtime'],
        preserveEntrySignatures: 'strict',
        output: { format: 'es' },
      },
    },
  })) as Rollup.RollupOutput;
  const chunk = result.output.find(
    (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry,
  );
  if (!chunk) throw new Error('the build gave no entry chunk');
  code = chunk.code;
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `built-${process.pid}.mjs`);
  writeFileSync(file, code);
  built = (await import(pathToFileURL(file).href)) as Built;
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the built output (texts compiled, react-intl without its parser)', () => {
  it('carries no ICU parser and no uncompiled text', () => {
    expect(code).toContain('react-intl without parser');
    expect(code).not.toContain('shouldParseSkeletons');
    expect(built.shell.cartBadge.defaultMessage).toBeInstanceOf(Array);
    expect(Object.values(built.norwegian).every(Array.isArray)).toBe(true);
    // The translators' notes stay out of the bundle.
    expect(code).not.toContain('Only for translators');
  });

  it('formats a plural with its value in English (the defaults) and in Norwegian (the catalogue)', () => {
    const en = built.createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
    expect(en.formatMessage(built.shell.cartBadge, { count: 1 })).toBe('1 item in cart');
    expect(en.formatMessage(built.shell.cartBadge, { count: 3 })).toBe('3 items in cart');
    expect(en.formatMessage(built.shell.organisationNumber, { number: '987 654 321' })).toBe(
      'Org. no. 987 654 321',
    );
    const no = built.createIntl({ locale: 'no', defaultLocale: 'en', messages: built.norwegian });
    expect(no.formatMessage(built.shell.cartBadge, { count: 1 })).toBe('1 vare i handlekurven');
    expect(no.formatMessage(built.shell.cartBadge, { count: 2 })).toBe('2 varer i handlekurven');
    expect(no.formatMessage(built.shell.organisationNumber, { number: '987 654 321' })).toBe(
      'Org.nr. 987 654 321',
    );
  });

  it('formats a select with a nested plural and values in both languages', () => {
    const en = built.createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
    expect(en.formatMessage(built.fixture.who, { role: 'partner', name: 'Ada', count: 1 })).toBe(
      'Partner Ada has 1 job',
    );
    expect(en.formatMessage(built.fixture.who, { role: 'customer', name: 'Bo', count: 4 })).toBe(
      'Customer Bo has 4 jobs',
    );
    const no = built.createIntl({ locale: 'no', defaultLocale: 'en', messages: built.fixtureNorwegian });
    expect(no.formatMessage(built.fixture.who, { role: 'customer', name: 'Bo', count: 4 })).toBe(
      'Kunde Bo har 4 jobber',
    );
  });
});

describe('compileMessagesSource', () => {
  it('keeps every line where it was', () => {
    expect(compileMessagesSource(FIXTURE).split('\n')).toHaveLength(FIXTURE.split('\n').length);
  });

  it('refuses a defaultMessage that is not a literal text, and a text that is not ICU', () => {
    expect(() => compileMessagesSource(`defineMessages({ a: { id: 'A.a', defaultMessage: text } })`)).toThrow(
      /not a literal text/,
    );
    expect(() =>
      compileMessagesSource(`defineMessages({ a: { id: 'A.a', defaultMessage: '{count, plural' } })`),
    ).toThrow(/messages\.ts:1/);
  });
});

// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from './en.json';
import no from './no.json';
import { messagesFor, normalizeLocale } from './index';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
/** The formatjs CLI of `i18n:extract`, run with this Node (no shell, no pnpm). */
const FORMATJS = join(packageDir, 'node_modules', '@formatjs', 'cli', 'bin', 'formatjs');

/** An ICU AST as `formatjs compile --ast` writes it (only what the argument check reads). */
interface AstElement {
  type: number;
  value?: string;
  options?: Record<string, { value: AstElement[] }>;
  children?: AstElement[];
}

/**
 * The kind of value each AST element type takes. A plural and a number both take a number: a
 * language without the plural's forms writes `{max, number} tegn` where English needs a plural.
 */
const ARGUMENT_KINDS: Record<number, string> = {
  1: 'argument',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'number',
  8: 'tag',
};

/** Every argument (and rich-text tag) a text uses, as `name:kind`, sorted. */
function argumentsOf(ast: AstElement[]): string[] {
  const found = new Set<string>();
  const walk = (elements: AstElement[]) => {
    for (const element of elements) {
      const kind = ARGUMENT_KINDS[element.type];
      if (kind) found.add(`${element.value}:${kind}`);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(ast);
  return [...found].sort();
}

let workDir: string;
/** What `formatjs extract` writes from the messages.ts files, byte for byte. */
let extracted: string;
/** What `formatjs compile --ast` makes of each catalogue. */
const compiled: Record<'en' | 'no', Record<string, AstElement[]>> = { en: {}, no: {} };

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'eqp-catalogue-'));
  const formatjs = (...args: string[]) =>
    promisify(execFile)(process.execPath, [FORMATJS, ...args], { cwd: packageDir });
  // The same command as `pnpm --filter @eqp/components i18n:extract`, into a file of its own.
  const extractedFile = join(workDir, 'en.json');
  await Promise.all([
    formatjs('extract', 'src/**/messages.ts', '--format', 'simple', '--out-file', extractedFile),
    // Fails (and so fails this file) when a text is not valid ICU.
    ...(['en', 'no'] as const).map((locale) =>
      formatjs(
        'compile',
        `src/i18n/${locale}.json`,
        '--format',
        'simple',
        '--ast',
        '--out-file',
        join(workDir, `${locale}.ast.json`),
      ),
    ),
  ]);
  extracted = readFileSync(extractedFile, 'utf8');
  for (const locale of ['en', 'no'] as const) {
    compiled[locale] = JSON.parse(readFileSync(join(workDir, `${locale}.ast.json`), 'utf8'));
  }
}, 60_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('message catalogues', () => {
  it('en.json is exactly what `formatjs extract` (i18n:extract) writes from the messages.ts files', () => {
    // A text changed in a messages.ts without running i18n:extract fails here.
    expect(readFileSync(join(packageDir, 'src/i18n/en.json'), 'utf8')).toBe(extracted);
  });

  it('both catalogues compile (`formatjs compile --ast`), every id of them', () => {
    expect(Object.keys(compiled.en)).toEqual(Object.keys(en));
    expect(Object.keys(compiled.no)).toEqual(Object.keys(no));
  });

  it('every id is namespaced by a component (`Component.key`)', () => {
    for (const id of Object.keys(en)) expect(id).toMatch(/^[A-Z][A-Za-z0-9]*\.[A-Za-z0-9.]+$/);
  });

  it('no.json has a non-empty Norwegian text for every English id, and no other ids', () => {
    const missing = Object.keys(en).filter((id) => !(no as Record<string, string>)[id]?.trim());
    const extra = Object.keys(no).filter((id) => !(id in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('keeps no.json sorted like en.json', () => {
    expect(Object.keys(no)).toEqual(Object.keys(en));
  });

  it('every Norwegian text uses the same ICU arguments and tags, taking the same kinds of value, as the English one', () => {
    const differing = Object.keys(en)
      .filter((id) => id in compiled.no)
      .map((id) => ({ id, en: argumentsOf(compiled.en[id] ?? []), no: argumentsOf(compiled.no[id] ?? []) }))
      .filter((texts) => texts.en.join() !== texts.no.join());
    expect(differing).toEqual([]);
  });
});

describe('normalizeLocale / messagesFor', () => {
  it.each([
    ['no', 'no'],
    ['nb', 'no'],
    ['nn', 'no'],
    ['nb-NO', 'no'],
    ['no_NO', 'no'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['sv', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('maps %j to %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it('gives Norwegian texts for nb and English ones for anything else', () => {
    expect(messagesFor('nb')).toEqual({ ...en, ...no });
    expect(messagesFor('de')).toEqual(en);
  });
});

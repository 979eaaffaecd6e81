/**
 * Build-time compilation of the texts (formatjs "pre-compiling messages", "react-intl without
 * parser"): every `defaultMessage` in a `messages.ts` file and every text of an `i18n/en.json` or
 * `i18n/no.json` catalogue becomes the AST react-intl would otherwise parse in the browser, so a
 * bundle can resolve `@formatjs/icu-messageformat-parser` to its `no-parser` build (about 8 KB
 * gzip less). The messages' `description`s (for translators) are dropped on the way.
 *
 * Used by the portal's and the embed's Vite builds (`precompiledMessages()`), by the library's
 * tsup build (`precompiledMessagesEsbuild()`) and by the test that formats the built output. Dev
 * servers, Storybook and Vitest keep the strings and the parser. A build-time tool: Node only,
 * never part of a bundle.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { MessageFormatElement } from 'react-intl';
import ts from 'typescript';

// The parser of the runtime's own version: the one intl-messageformat (react-intl's formatter, a
// dependency here) depends on, so the AST is the shape that runtime reads.
const runtime = createRequire(import.meta.url).resolve('intl-messageformat');
const parserModule = createRequire(runtime).resolve('@formatjs/icu-messageformat-parser');
const { parse } = (await import(pathToFileURL(parserModule).href)) as {
  parse: (text: string) => MessageFormatElement[];
};

/** The files whose texts are compiled: the descriptors and the catalogues. */
export const MESSAGES_FILE = /[\\/]messages\.ts$/;
export const CATALOGUE_FILE = /[\\/]i18n[\\/](en|no)\.json$/;

/** One ICU message as its AST (the parser's defaults, as react-intl's runtime parse uses them). */
export function compileMessage(text: string, where = 'a message'): MessageFormatElement[] {
  try {
    return parse(text);
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message} in ${JSON.stringify(text)}`);
  }
}

/** A catalogue (`{ id: text }` as JSON) as JSON of `{ id: AST }`. */
export function compileCatalogue(json: string, file = 'catalogue'): string {
  const texts = JSON.parse(json) as Record<string, unknown>;
  const out: Record<string, MessageFormatElement[]> = {};
  for (const [id, text] of Object.entries(texts)) {
    if (typeof text !== 'string') throw new Error(`${file}: ${id} is not a text`);
    out[id] = compileMessage(text, `${file} ${id}`);
  }
  return JSON.stringify(out);
}

function literalText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

/**
 * A `messages.ts` source with each `defaultMessage: '…'` replaced by its AST and each
 * `description: '…'` removed. Only literal texts are accepted (the catalogue tests require them
 * too), so nothing reaches the browser uncompiled. Lines are kept where they were.
 */
export function compileMessagesSource(code: string, file = 'messages.ts'): string {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const key = node.name.text;
      if (key === 'defaultMessage') {
        const text = literalText(node.initializer);
        if (text === undefined) throw new Error(`${file}: a defaultMessage that is not a literal text`);
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        edits.push({
          start: node.initializer.getStart(source),
          end: node.initializer.getEnd(),
          text: JSON.stringify(compileMessage(text, `${file}:${line + 1}`)),
        });
      } else if (key === 'description' && literalText(node.initializer) !== undefined) {
        // The property and its comma; its line breaks stay, so the lines after keep their numbers.
        let end = node.getEnd();
        if (code[end] === ',') end += 1;
        const removed = code.slice(node.getStart(source), end);
        edits.push({ start: node.getStart(source), end, text: removed.replace(/[^\n]/g, '') });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** Whether `id` (a module id, maybe with a query) is a file whose texts are compiled. */
function kindOf(id: string): 'messages' | 'catalogue' | undefined {
  const path = id.split('?')[0] ?? id;
  if (path.includes('node_modules')) return undefined;
  if (MESSAGES_FILE.test(path)) return 'messages';
  if (CATALOGUE_FILE.test(path)) return 'catalogue';
  return undefined;
}

/**
 * `@formatjs/icu-messageformat-parser` without the parser, resolved from wherever it is asked for
 * (the same version as the importer's).
 */
export const NO_PARSER_ALIAS = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};

/** The Vite (rolldown) plugin, for builds only: compiled texts and the parser-less runtime. */
export function precompiledMessages() {
  return {
    name: 'eqp-precompiled-messages',
    apply: 'build' as const,
    enforce: 'pre' as const,
    config() {
      return { resolve: { alias: [NO_PARSER_ALIAS] } };
    },
    transform: {
      // Only these files reach the callback (a filter the bundler applies without calling it).
      filter: { id: [MESSAGES_FILE, CATALOGUE_FILE] },
      handler(code: string, id: string) {
        const kind = kindOf(id);
        if (kind === 'messages') return { code: compileMessagesSource(code, id), map: null };
        if (kind === 'catalogue') return { code: compileCatalogue(code, id), map: null };
        return null;
      },
    },
  };
}

/**
 * The esbuild plugin (tsup) for the library's build: its own texts compiled, so a host that
 * bundles the library may drop the parser (`NO_PARSER_ALIAS`). The library keeps importing
 * react-intl as it is: whether the parser goes is the host's choice.
 */
export function precompiledMessagesEsbuild() {
  return {
    name: 'eqp-precompiled-messages',
    setup(build: {
      onLoad(
        options: { filter: RegExp },
        callback: (args: { path: string }) => Promise<{ contents: string; loader: 'ts' | 'json' }>,
      ): void;
    }) {
      build.onLoad({ filter: MESSAGES_FILE }, async ({ path }) => ({
        contents: compileMessagesSource(await readFile(path, 'utf8'), path),
        loader: 'ts',
      }));
      build.onLoad({ filter: CATALOGUE_FILE }, async ({ path }) => ({
        contents: compileCatalogue(await readFile(path, 'utf8'), path),
        loader: 'json',
      }));
    },
  };
}

/** The absolute path of the runtime's no-parser build (for esbuild's `alias`, which wants one). */
export const NO_PARSER_PATH = parserModule.replace(/index\.js$/, 'no-parser.js');

// After `tsup`: writes dist/<Component>.d.ts for every component subpath of the published
// `exports` map, as a re-export of that folder's names from the bundled root declarations
// (dist/index.d.ts), and copies the message catalogues to dist/messages/.
// Fails when a folder exports a name the root does not, so a subpath never widens the surface.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The names a module re-exports with `export { … } from` / `export type { … } from`. */
function exportedNames(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const values = [];
  const types = [];
  for (const statement of source.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) {
        (statement.isTypeOnly || element.isTypeOnly ? types : values).push(element.name.text);
      }
    } else if (ts.isExportDeclaration(statement)) {
      throw new Error(`${file}: \`export *\` is not allowed in a public index`);
    }
  }
  return { values, types };
}

if (!existsSync(join(root, 'dist/index.d.ts'))) throw new Error('dist/index.d.ts is missing: run tsup first');
const rootNames = exportedNames(join(root, 'src/index.ts'));
const rootValues = new Set(rootNames.values);
const rootAll = new Set([...rootNames.values, ...rootNames.types]);

let count = 0;
for (const [subpath, target] of Object.entries(pkg.publishConfig.exports)) {
  if (subpath === '.' || typeof target === 'string') continue;
  const name = subpath.slice(2);
  const { values, types } = exportedNames(join(root, 'src', name, 'index.ts'));
  const missing = [...values.filter((n) => !rootValues.has(n)), ...types.filter((n) => !rootAll.has(n))];
  if (missing.length > 0) {
    throw new Error(`src/${name}/index.ts exports ${missing.join(', ')}, which src/index.ts does not`);
  }
  const lines = [];
  if (values.length > 0) lines.push(`export { ${values.join(', ')} } from './index.js';`);
  if (types.length > 0) lines.push(`export type { ${types.join(', ')} } from './index.js';`);
  writeFileSync(join(root, target.types), lines.join('\n') + '\n');
  count += 1;
}

mkdirSync(join(root, 'dist/messages'), { recursive: true });
for (const locale of ['en', 'no']) {
  copyFileSync(join(root, `src/i18n/${locale}.json`), join(root, `dist/messages/${locale}.json`));
}
console.log(`subpath declarations: ${count} written; catalogues: dist/messages/en.json, no.json`);

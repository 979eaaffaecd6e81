/**
 * The rules are written once, here. This test reads the TypeScript sources of the packages that
 * use them and fails when a copy comes back: a table of status names, or a job status compared
 * with (or set to) a bare number instead of JOB_STATUS and the thresholds of jobStatus.ts.
 *
 * Read: packages/{server,sdk,components,portal,embed}/src, *.ts and *.tsx. Left out: tests and
 * stories (they state expected figures on purpose), test support folders (`test/`, fixtures and
 * handlers mirror server answers), the components' message catalogues (`messages.ts`: the UI's
 * translated labels) and the seed's drawings (`seed/svg.ts`: SVG coordinates).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JOB_STATUS, JOB_STATUS_NAMES } from './jobStatus';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const SCANNED = ['server', 'sdk', 'components', 'portal', 'embed'].map((name) =>
  join(root, 'packages', name, 'src'),
);

const skipped = (path: string) =>
  /\.(test|stories)\.tsx?$/.test(path) ||
  path.split(sep).includes('test') ||
  path.split(sep).includes('fixtures') ||
  path.endsWith(`${sep}messages.ts`) ||
  // Generated from the contract (whose enums carry the names): the third-party client the
  // server's tests generate into a git-ignored folder.
  path.split(sep).includes('hey-api') ||
  path.endsWith('.gen.ts') ||
  path.endsWith(join('seed', 'svg.ts'));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !skipped(path) ? [path] : [];
  });
}

const FILES = SCANNED.flatMap(sources).map((path) => ({
  path: relative(root, path),
  lines: readFileSync(path, 'utf8').split('\n'),
}));

const ids = [...new Set(Object.values(JOB_STATUS))].join('|');
const names = [...new Set(Object.values(JOB_STATUS_NAMES))].join('|');
const status = String.raw`(?:\b(?:statusId|StatusId|status_id)|\bJobStatus\.Id)`;
const compare = String.raw`(?:===|!==|==|!=|<=|>=|<|>)`;

/** What a copy of a rule looks like, each with the reason it fails. */
const COPIES: { why: string; pattern: RegExp }[] = [
  {
    why: 'a status name table (id: name); use jobStatusName / JOB_STATUS_NAMES',
    pattern: new RegExp(String.raw`\b(?:${ids})\s*:\s*['"\`](?:${names})['"\`]`, 'i'),
  },
  {
    why: "the status name 'in progress' written out; use jobStatusName / JOB_STATUS_NAMES",
    pattern: /['"`]in progress['"`]/i,
  },
  {
    why: 'a job status compared with a number; use JOB_STATUS or the thresholds and predicates',
    pattern: new RegExp(String.raw`${status}\s*${compare}\s*\d|\d\s*${compare}\s*${status}`),
  },
  {
    why: 'a job status compared with a number in a query; use JOB_STATUS or the thresholds',
    pattern: new RegExp(String.raw`\b(?:eq|ne|gt|gte|lt|lte|between)\(\s*[\w.]*${status}\s*,\s*\d`),
  },
  {
    why: 'a job status set to a number; use JOB_STATUS',
    pattern: new RegExp(String.raw`${status}\s*:\s*\d`),
  },
];

/** Every line of the scanned sources that matches `pattern`, as `path:line: text`. */
function findings(pattern: RegExp): string[] {
  return FILES.flatMap(({ path, lines }) =>
    lines.flatMap((line, index) => (pattern.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('the job status rules are written once (in @eqp/rules)', () => {
  it('reads the sources of every package that uses them', () => {
    for (const dir of ['server', 'sdk', 'components', 'portal', 'embed']) {
      expect(FILES.some(({ path }) => path.startsWith(join('packages', dir, 'src')))).toBe(true);
    }
  });

  it.each(COPIES)('finds no $why', ({ pattern }) => {
    expect(findings(pattern)).toEqual([]);
  });

  it('would find each kind of copy', () => {
    const copies = [
      "  30: 'In progress',",
      "const name = 'in progress';",
      'if (job.statusId >= 50) return;',
      '.where(ne(jobs.statusId, 110))',
      '{ statusId: 20, type }',
    ];
    for (const [index, { pattern }] of COPIES.entries()) expect(pattern.test(copies[index]!)).toBe(true);
    // ... and not the same rules written through the package.
    for (const { pattern } of COPIES) {
      expect(pattern.test('if (isPartnerFinalized(job.statusId)) return;')).toBe(false);
      expect(pattern.test('{ statusId: JOB_STATUS.Planned, type }')).toBe(false);
      expect(pattern.test('if (error.status === 400) return;')).toBe(false);
    }
  });
});

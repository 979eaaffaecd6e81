// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as root from './index';
import pkg from '../package.json';
import indexSource from './index.ts?raw';

type ExportTarget = string | { types: string; import: string };
const published = pkg.publishConfig.exports as Record<string, ExportTarget>;
const componentSubpaths = Object.keys(published).filter((s) => /^\.\/[A-Z]/.test(s));

/** The component folders src/index.ts re-exports from (`from './MachineList'`). */
const exportedFolders = [
  ...new Set([...indexSource.matchAll(/from '\.\/([A-Z]\w*)'/g)].map((m) => m[1])),
].sort();

const folderModules = import.meta.glob<Record<string, unknown>>('./*/index.ts');

describe('published subpaths', () => {
  it('lists the root, one subpath per public component folder and the two catalogues (a change here is deliberate)', () => {
    expect(Object.keys(published)).toMatchInlineSnapshot(`
      [
        ".",
        "./AboutPage",
        "./AccountMenu",
        "./Avatar",
        "./Button",
        "./CustomerShell",
        "./Dialog",
        "./DirectorySwitcher",
        "./DocumentListPanel",
        "./EmptyState",
        "./Image",
        "./JobAttachments",
        "./JobDialog",
        "./JobList",
        "./JobOfflineReport",
        "./JobOrderLines",
        "./JobReport",
        "./LanguageSelector",
        "./LoadingBox",
        "./LoginCard",
        "./MachineCostChart",
        "./MachineDetail",
        "./MachineGeneralPanel",
        "./MachineList",
        "./MyAccount",
        "./NewJobDialog",
        "./NotFoundPage",
        "./Organization",
        "./PartDocumentDialog",
        "./PartDocumentPanel",
        "./PartInfoDialog",
        "./PartnerCodeLogin",
        "./PartnerCompany",
        "./PartnerJobList",
        "./PartnerJobPreview",
        "./PartnerNoCompany",
        "./PartnerShell",
        "./PartsPanel",
        "./PortalProvider",
        "./PortalSelection",
        "./PublicMachine",
        "./ResourceBrowser",
        "./ServicePanel",
        "./ShopLanding",
        "./ShoppingCart",
        "./Snackbar",
        "./StatusChip",
        "./TextArea",
        "./TextField",
        "./TopSearch",
        "./messages/en.json",
        "./messages/no.json",
        "./package.json",
      ]
    `);
  });

  it('has a subpath for every component folder src/index.ts exports from, and no other', () => {
    expect(componentSubpaths.map((s) => s.slice(2)).sort()).toEqual(exportedFolders);
  });

  it('points every subpath at dist/, and inside the workspace at the sources', () => {
    expect(published['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
    for (const subpath of componentSubpaths) {
      const name = subpath.slice(2);
      expect(published[subpath]).toEqual({ types: `./dist/${name}.d.ts`, import: `./dist/${name}.js` });
    }
    expect(published['./messages/en.json']).toBe('./dist/messages/en.json');
    expect(published['./messages/no.json']).toBe('./dist/messages/no.json');
    const sources = pkg.exports as Record<string, string>;
    expect(Object.keys(sources)).toEqual(Object.keys(published).filter((s) => s !== './package.json'));
    expect(sources['.']).toBe('./src/index.ts');
    for (const subpath of componentSubpaths)
      expect(sources[subpath]).toBe(`./src/${subpath.slice(2)}/index.ts`);
    expect(sources['./messages/en.json']).toBe('./src/i18n/en.json');
    expect(sources['./messages/no.json']).toBe('./src/i18n/no.json');
  });

  it.each(exportedFolders)(
    'given the %s subpath, it exports what its folder exports, each the same value as the root',
    async (folder) => {
      const load = folderModules[`./${folder}/index.ts`];
      expect(load, `src/${folder}/index.ts`).toBeDefined();
      const entry = await load!();
      const names = Object.keys(entry);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names)
        expect(root[name as keyof typeof root], `${folder}: ${name}`).toBe(entry[name]);
    },
  );
});

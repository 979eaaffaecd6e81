import { describe, expect, it } from 'vitest';
import {
  countResourceFiles,
  countResourceKinds,
  findResourceFolderIndex,
  isEmptyResourceFolder,
  isExternalResourceLink,
  listResourceFiles,
  matchesResourceSearch,
  parseResourceFileKinds,
  resolveResourcePath,
  resourceFileExtension,
  resourceFileKind,
  resourceFolderSegment,
  resourceKindFilter,
  resourceMediaType,
  resourceSearchTerms,
  searchResources,
  toggleResourceFileKind,
  type ResourceFile,
  type ResourceFolder,
} from './resources';

const file = (Name: string, Link: string, TypeId: 1 | 2 | 3 = 1, IsMedia = false): ResourceFile => ({
  Name,
  Link,
  TypeId,
  IsMedia,
});

const folder = (
  Name: string,
  Files: ResourceFile[],
  Folders: ResourceFolder[] = [],
  InheritedFromType: ResourceFolder['InheritedFromType'] = null,
  InheritedFromName: string | null = null,
): ResourceFolder => ({ Name, Files, Folders, InheritedFromType, InheritedFromName });

const catalogue = file('Electrolux product catalogue.pdf', 'resources/suppliers/electrolux/catalogue.pdf');
const website = file('Electrolux website', 'https://example.com/suppliers/electrolux');
const ce = file('CE declaration of conformity.pdf', 'resources/suppliers/electrolux/ce.pdf');
const guide = file('Quick reference guide.pdf', 'resources/models/wt65/quick-reference.pdf');
const photo = file('Product image', 'models/wt65.svg', 1, true);
const video = file('Cleaning instructions', 'https://example.com/videos/wt65-cleaning', 1, true);
const drawing = file('Exploded view', 'documents/wt65/exploded-view.svg', 3, true);
const checklist = file('Daily cleaning checklist.pdf', 'documents/shared/daily-cleaning-checklist.pdf', 2);
const before = file('Before repair.svg', 'resources/jobs/j1/before.svg', 1, true);
const before2 = file('Before repair.svg', 'resources/jobs/j2/before.svg', 1, true);

const tree = folder(
  'Resources',
  [],
  [
    folder(
      'Product information',
      [catalogue, website],
      [folder('Certificates', [ce], [], 'Supplier', 'Electrolux')],
      'Supplier',
      'Electrolux',
    ),
    folder('Documentation', [guide, photo, video, drawing, checklist], [], 'MachineModel', 'WT65'),
    folder('Job photos', [before], [], 'Job', 'Order 1001'),
    folder('Job photos', [before2], [], 'Job', 'Order 1002'),
    folder('Empty', []),
  ],
);

describe('resource file kinds (spec §3 File: TypeId 1 link/document, 2 form, 3 part drawing, IsMedia)', () => {
  it('given TypeId 2, is a form; TypeId 3, a part drawing even when it is an image', () => {
    expect(resourceFileKind(checklist)).toBe('form');
    expect(resourceFileKind(drawing)).toBe('partDrawing');
  });

  it('given TypeId 1, is media when IsMedia, otherwise a document (also a web link)', () => {
    expect(resourceFileKind(photo)).toBe('media');
    expect(resourceFileKind(guide)).toBe('document');
    expect(resourceFileKind(website)).toBe('document');
  });

  it('tells a video from an image by its address or name', () => {
    expect(resourceMediaType(video)).toBe('video');
    expect(resourceMediaType(file('Demo', 'https://www.youtube.com/watch?v=x', 1, true))).toBe('video');
    expect(resourceMediaType(file('Demo', 'resources/demo.MP4', 1, true))).toBe('video');
    expect(resourceMediaType(file('Cleaning video', 'https://example.com/x', 1, true))).toBe('video');
    expect(resourceMediaType(photo)).toBe('image');
    expect(resourceMediaType(before)).toBe('image');
    expect(resourceMediaType(guide)).toBeNull();
  });

  it('tells a web link from a stored file, and names the stored file extension', () => {
    expect(isExternalResourceLink(website.Link)).toBe(true);
    expect(isExternalResourceLink('//cdn.example.com/a.pdf')).toBe(true);
    expect(isExternalResourceLink(guide.Link)).toBe(false);
    expect(resourceFileExtension(guide)).toBe('PDF');
    expect(resourceFileExtension(photo)).toBe('SVG');
    expect(resourceFileExtension(website)).toBeNull();
    expect(resourceFileExtension(file('x', 'resources/README'))).toBeNull();
  });
});

describe('folder paths', () => {
  it('names a folder by its name, and a second folder of the same name Name~2', () => {
    expect(resourceFolderSegment(tree.Folders, 0)).toBe('Product information');
    expect(resourceFolderSegment(tree.Folders, 2)).toBe('Job photos');
    expect(resourceFolderSegment(tree.Folders, 3)).toBe('Job photos~2');
    expect(findResourceFolderIndex(tree.Folders, 'Job photos~2')).toBe(3);
    expect(findResourceFolderIndex(tree.Folders, 'Job photos~3')).toBe(-1);
    expect(findResourceFolderIndex(tree.Folders, 'Nothing')).toBe(-1);
  });

  it('given an empty path, opens the root', () => {
    const resolved = resolveResourcePath(tree, []);
    expect(resolved.folder).toBe(tree);
    expect(resolved.trail).toEqual([tree]);
    expect(resolved).toMatchObject({ path: [], found: true });
  });

  it('given a nested path, opens the folder with the trail from the root', () => {
    const resolved = resolveResourcePath(tree, ['Product information', 'Certificates']);
    expect(resolved.folder.Name).toBe('Certificates');
    expect(resolved.trail.map((f) => f.Name)).toEqual(['Resources', 'Product information', 'Certificates']);
    expect(resolved.found).toBe(true);
  });

  it('given a path to a folder that is gone, stops at the deepest folder that exists', () => {
    const resolved = resolveResourcePath(tree, ['Product information', 'Manuals', 'Old']);
    expect(resolved.folder.Name).toBe('Product information');
    expect(resolved).toMatchObject({ path: ['Product information'], found: false });
  });
});

describe('counting and the type filter', () => {
  it('counts the files of a folder and its sub-folders', () => {
    expect(countResourceFiles(tree)).toBe(10);
    expect(countResourceFiles(tree.Folders[0]!)).toBe(3);
    expect(countResourceFiles(tree.Folders[4]!)).toBe(0);
    expect(isEmptyResourceFolder(tree.Folders[4]!)).toBe(true);
    expect(isEmptyResourceFolder(tree)).toBe(false);
  });

  it('given no kinds, lets every file through; given kinds, only files of those kinds', () => {
    expect(countResourceFiles(tree, resourceKindFilter([]))).toBe(10);
    expect(countResourceFiles(tree, resourceKindFilter(['media']))).toBe(4);
    expect(countResourceFiles(tree, resourceKindFilter(['form', 'partDrawing']))).toBe(2);
  });

  it('counts the files of each kind', () => {
    expect(countResourceKinds(listResourceFiles(tree).map((f) => f.file))).toEqual({
      document: 4,
      form: 1,
      partDrawing: 1,
      media: 4,
    });
  });

  it('reads kinds from query values (unknown ones dropped, chip order, once each) and toggles one', () => {
    expect(parseResourceFileKinds(['media', 'bogus', 'document', 'media'])).toEqual(['document', 'media']);
    expect(toggleResourceFileKind(['media'], 'document')).toEqual(['document', 'media']);
    expect(toggleResourceFileKind(['document', 'media'], 'document')).toEqual(['media']);
  });
});

describe('resource search (spec §5: case-insensitive match against all fields of a file)', () => {
  it('matches the name in any case', () => {
    expect(matchesResourceSearch(guide, 'QUICK')).toBe(true);
    expect(matchesResourceSearch(guide, 'reference GUIDE')).toBe(true);
    expect(matchesResourceSearch(guide, 'manual')).toBe(false);
  });

  it('matches the link too', () => {
    expect(matchesResourceSearch(website, 'example.com')).toBe(true);
    expect(matchesResourceSearch(checklist, 'documents/shared')).toBe(true);
  });

  it('matches the type through the names the host gives it', () => {
    const describe = (f: ResourceFile) => (f.TypeId === 2 ? ['Form'] : []);
    expect(matchesResourceSearch(checklist, 'form', describe)).toBe(true);
    expect(matchesResourceSearch(guide, 'form', describe)).toBe(false);
  });

  it('needs every word somewhere in the file', () => {
    expect(matchesResourceSearch(catalogue, 'electrolux suppliers')).toBe(true);
    expect(matchesResourceSearch(catalogue, 'electrolux manual')).toBe(false);
  });

  it('given a blank query, matches every file; splits words on white space', () => {
    expect(resourceSearchTerms('  Quick   Guide ')).toEqual(['quick', 'guide']);
    expect(matchesResourceSearch(guide, '   ')).toBe(true);
  });

  it('searches every folder and says where each match lives', () => {
    const results = searchResources(tree, 'before');
    expect(results.map((r) => r.path)).toEqual([['Job photos'], ['Job photos~2']]);
    const ceResult = searchResources(tree, 'conformity');
    expect(ceResult).toHaveLength(1);
    expect(ceResult[0]!.path).toEqual(['Product information', 'Certificates']);
    expect(ceResult[0]!.trail.map((f) => f.Name)).toEqual([
      'Resources',
      'Product information',
      'Certificates',
    ]);
    expect(searchResources(tree, 'nothing like this')).toEqual([]);
  });
});

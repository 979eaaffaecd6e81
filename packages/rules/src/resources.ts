/**
 * The equipment resource browser's rules (spec §2 "Equipment resource browser", §3 resource tree
 * and file, §5 resource search): what kind a file is, where a folder path leads, how many files a
 * folder holds, the type filter and the search over every file of the tree.
 */
import type { Schema } from './contract';
import { DOCUMENT_TYPE } from './constants';

/** A folder of a machine's resource tree; the root is named Resources (spec §3). */
export type ResourceFolder = Schema<'ResourceFolder'>;
/** A file of the resource tree (spec §3). */
export type ResourceFile = Schema<'ResourceFile'>;
/** Where a folder's files come from: Supplier, MachineModel, MachineJobHistory or Job. */
export type ResourceOrigin = NonNullable<ResourceFolder['InheritedFromType']>;

/** The file types of the filter chips, in chip order. */
export const RESOURCE_FILE_KINDS = ['document', 'form', 'partDrawing', 'media'] as const;
export type ResourceFileKind = (typeof RESOURCE_FILE_KINDS)[number];

/**
 * The one chip a file belongs to: TypeId 2 is a form and 3 a part drawing (even when it is an
 * image); otherwise a media file (IsMedia) is media, and the rest (TypeId 1) a document or link.
 */
export function resourceFileKind(file: Pick<ResourceFile, 'TypeId' | 'IsMedia'>): ResourceFileKind {
  if (file.TypeId === DOCUMENT_TYPE.Form) return 'form';
  if (file.TypeId === DOCUMENT_TYPE.PartDrawing) return 'partDrawing';
  return file.IsMedia ? 'media' : 'document';
}

const VIDEO_EXTENSION = /\.(mp4|m4v|webm|mov|ogv|avi|mkv|wmv)$/i;
const VIDEO_HOST = /(^|\.)(youtube\.com|youtu\.be|vimeo\.com)$/i;
const VIDEO_PATH = /(^|\/)videos?(\/|$)/i;

const VIDEO_WORD = /\bvideo\b/i;

/**
 * A media file's medium: `video` by its address (a video extension, a video host, a `/videos/`
 * path) or a name with the word "video"; otherwise `image`. Null for a file that is not media.
 */
export function resourceMediaType(
  file: Pick<ResourceFile, 'IsMedia' | 'Link' | 'Name'>,
): 'image' | 'video' | null {
  if (!file.IsMedia) return null;
  const link = file.Link.split(/[?#]/)[0] ?? '';
  if (VIDEO_EXTENSION.test(link) || VIDEO_PATH.test(pathOf(link)) || VIDEO_WORD.test(file.Name))
    return 'video';
  if (isExternalResourceLink(file.Link)) {
    try {
      if (VIDEO_HOST.test(new URL(file.Link).hostname)) return 'video';
    } catch {
      // not a URL after all: an image by default
    }
  }
  return 'image';
}

function pathOf(link: string): string {
  if (!isExternalResourceLink(link)) return link;
  try {
    return new URL(link).pathname;
  } catch {
    return link;
  }
}

/** Whether a file's Link is an address of its own (`https://...`, `mailto:`, `//host/...`) rather than a stored file's relative path. */
export function isExternalResourceLink(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//');
}

/** The upper-case extension of a stored file (`PDF`, `SVG`), or null (links, names without one). */
export function resourceFileExtension(file: Pick<ResourceFile, 'Link'>): string | null {
  if (isExternalResourceLink(file.Link)) return null;
  const base = file.Link.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toUpperCase() : null;
}

// ------------------------------------------------------------------ folder paths

/**
 * The path segment of the sub-folder at `index` of `folders`: its name, or `Name~2`, `Name~3` for a
 * second and third sub-folder of the same name (two jobs' "Job photos"), so every path is unique.
 */
export function resourceFolderSegment(
  folders: readonly Pick<ResourceFolder, 'Name'>[],
  index: number,
): string {
  const name = folders[index]!.Name;
  let occurrence = 0;
  for (let i = 0; i <= index; i++) if (folders[i]!.Name === name) occurrence++;
  return occurrence === 1 ? name : `${name}~${occurrence}`;
}

/** The index of the sub-folder a segment names (see `resourceFolderSegment`); -1 when none. */
export function findResourceFolderIndex(
  folders: readonly Pick<ResourceFolder, 'Name'>[],
  segment: string,
): number {
  const exact = folders.findIndex((f) => f.Name === segment);
  if (exact >= 0) return exact;
  const match = /^(.*)~(\d+)$/.exec(segment);
  if (!match) return -1;
  const [, name, nth] = match;
  let seen = 0;
  for (let i = 0; i < folders.length; i++) {
    if (folders[i]!.Name === name && ++seen === Number(nth)) return i;
  }
  return -1;
}

export interface ResolvedResourcePath {
  /** The open folder: the deepest folder the path reaches. */
  folder: ResourceFolder;
  /** The folders from the root to the open folder (the root first). */
  trail: ResourceFolder[];
  /** The segments that were found (the path of `folder`). */
  path: string[];
  /** False when the path named a folder that does not exist (the rest of it was dropped). */
  found: boolean;
}

/** Follows a path of folder segments from the root; stops at the first segment that names no folder. */
export function resolveResourcePath(root: ResourceFolder, path: readonly string[]): ResolvedResourcePath {
  let folder = root;
  const trail = [root];
  const found: string[] = [];
  for (const segment of path) {
    const index = findResourceFolderIndex(folder.Folders, segment);
    if (index < 0) return { folder, trail, path: found, found: false };
    found.push(resourceFolderSegment(folder.Folders, index));
    folder = folder.Folders[index]!;
    trail.push(folder);
  }
  return { folder, trail, path: found, found: true };
}

// ------------------------------------------------------------------ counting and filtering

/** A test a file passes or not (type filter, search). */
export type ResourceFilePredicate = (file: ResourceFile) => boolean;

const always: ResourceFilePredicate = () => true;

/** The files of a folder and all of its sub-folders that pass `test` (default: every file). */
export function countResourceFiles(folder: ResourceFolder, test: ResourceFilePredicate = always): number {
  let count = folder.Files.filter(test).length;
  for (const sub of folder.Folders) count += countResourceFiles(sub, test);
  return count;
}

/** Whether a folder has neither files nor sub-folders. */
export function isEmptyResourceFolder(folder: ResourceFolder): boolean {
  return folder.Files.length === 0 && folder.Folders.length === 0;
}

/** The chips' test: no kinds selected lets every file through; otherwise the file's kind must be one of them. */
export function resourceKindFilter(kinds: readonly ResourceFileKind[]): ResourceFilePredicate {
  if (kinds.length === 0) return always;
  const set = new Set(kinds);
  return (file) => set.has(resourceFileKind(file));
}

/** How many files there are of each kind. */
export function countResourceKinds(files: readonly ResourceFile[]): Record<ResourceFileKind, number> {
  const counts: Record<ResourceFileKind, number> = { document: 0, form: 0, partDrawing: 0, media: 0 };
  for (const file of files) counts[resourceFileKind(file)]++;
  return counts;
}

/** The kinds named in a list of texts (e.g. repeated query parameters), known ones only, in chip order, once each. */
export function parseResourceFileKinds(values: readonly string[]): ResourceFileKind[] {
  return RESOURCE_FILE_KINDS.filter((kind) => values.includes(kind));
}

/** Adds or removes one kind, keeping chip order. */
export function toggleResourceFileKind(
  kinds: readonly ResourceFileKind[],
  kind: ResourceFileKind,
): ResourceFileKind[] {
  return kinds.includes(kind)
    ? kinds.filter((k) => k !== kind)
    : RESOURCE_FILE_KINDS.filter((k) => k === kind || kinds.includes(k));
}

// ------------------------------------------------------------------ every file with its location

/** A file of the tree with the folder it lives in. */
export interface LocatedResourceFile {
  file: ResourceFile;
  /** The path of its folder (segments; empty for the root). */
  path: string[];
  /** Its folder and the folders above it, the root first. */
  trail: ResourceFolder[];
}

/** Every file of the tree, folder by folder in tree order (a folder's own files before its sub-folders'). */
export function listResourceFiles(root: ResourceFolder): LocatedResourceFile[] {
  const out: LocatedResourceFile[] = [];
  const walk = (folder: ResourceFolder, path: string[], trail: ResourceFolder[]) => {
    for (const file of folder.Files) out.push({ file, path, trail });
    folder.Folders.forEach((sub, index) =>
      walk(sub, [...path, resourceFolderSegment(folder.Folders, index)], [...trail, sub]),
    );
  };
  walk(root, [], [root]);
  return out;
}

// ------------------------------------------------------------------ search (spec §5)

/** The words of a search text (split on white space, lower-cased); none for a blank text. */
export function resourceSearchTerms(query: string): string[] {
  return query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The texts a file is searched by: every field of it (spec §5): Name and Link as written, and
 * TypeId and IsMedia through `describe` (the host's translated type names, e.g. "Form", "Video"),
 * since "2" or "true" mean nothing to a reader.
 */
export function resourceSearchTexts(
  file: ResourceFile,
  describe?: (file: ResourceFile) => readonly string[],
): string[] {
  return [file.Name, file.Link, ...(describe ? describe(file) : [])];
}

/**
 * Spec §5: a case-insensitive match against all fields of a file. Every word of the query must
 * occur in one of the file's texts (see `resourceSearchTexts`); a blank query matches every file.
 */
export function matchesResourceSearch(
  file: ResourceFile,
  query: string,
  describe?: (file: ResourceFile) => readonly string[],
): boolean {
  const terms = resourceSearchTerms(query);
  if (terms.length === 0) return true;
  const texts = resourceSearchTexts(file, describe).map((t) => t.toLocaleLowerCase());
  return terms.every((term) => texts.some((text) => text.includes(term)));
}

/** Every file of the tree that matches the query, with its location, in tree order. */
export function searchResources(
  root: ResourceFolder,
  query: string,
  describe?: (file: ResourceFile) => readonly string[],
): LocatedResourceFile[] {
  return listResourceFiles(root).filter(({ file }) => matchesResourceSearch(file, query, describe));
}

import { Fragment, useCallback, useId, useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  RESOURCE_FILE_KINDS,
  SEARCH_DEBOUNCE_MS,
  countResourceFiles,
  countResourceKinds,
  isEmptyResourceFolder,
  isExternalResourceLink,
  listResourceFiles,
  resolveResourcePath,
  resourceFileExtension,
  resourceFileKind,
  resourceFolderSegment,
  resourceKindFilter,
  resourceMediaType,
  resourceSearchTerms,
  searchResources,
  toggleResourceFileKind,
  type LocatedResourceFile,
  type ResourceFile,
  type ResourceFileKind,
  type ResourceFolder,
} from '@eqp/sdk';
import type { SWRResponse } from 'swr';
import type { ApiError } from '@eqp/sdk';
import { useClient, useMachineResources, usePublicMachineResources } from '@eqp/sdk/react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { LoadingBox, Spinner } from '../LoadingBox';
import { resourceUrl } from '../internal/links';
import {
  ChevronIcon,
  CloseIcon,
  DocumentIcon,
  DrawingIcon,
  FilterIcon,
  FolderIcon,
  FormIcon,
  HistoryIcon,
  ImageIcon,
  JobIcon,
  LinkIcon,
  ModelIcon,
  NewTabIcon,
  SearchIcon,
  SupplierIcon,
  VideoIcon,
} from '../internal/icons';
import { messages, valueMessages } from './messages';
import { useOpenFile, type OpenFile } from '../internal/useOpenFile';
import { downloadName } from './downloadName';
import {
  Chip,
  ChipCount,
  ChipRow,
  ClearSearchButton,
  Crumb,
  CrumbList,
  CrumbSeparator,
  FileBody,
  FileGlyph,
  FileItem,
  FileLink,
  FileList,
  FileMeta,
  LocationButton,
  Mark,
  Notice,
  Origin,
  ResultsHeader,
  Root,
  SearchAdornment,
  SearchField,
  Section,
  SectionTitle,
  SkeletonCrumb,
  SkeletonTiles,
  Tile,
  TileCount,
  TileGrid,
  TileIcon,
  TileName,
  Toolbar,
  Trailing,
} from './ResourceBrowser.styles';
import { useControllable, useDebouncedText } from './useControllable';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export type { ResourceFileKind };

interface ResourceBrowserViewProps {
  /**
   * The search text (controlled; the portal keeps it in the `resource_search` query parameter).
   * A search looks through every folder. Typing shows at once; `onSearchChange` hears it after
   * 700 ms without typing (spec §9), or at once on Enter and Clear search.
   */
  search?: string;
  /** The first search text when `search` is not given. */
  defaultSearch?: string;
  /** The settled search text (after the pause in typing, Enter or Clear search). */
  onSearchChange?: (search: string) => void;
  /**
   * The open folder (controlled): its path of folder names from the root, `[]` for the root. A
   * second sub-folder with the same name as an earlier one is `Name~2`. A path naming a folder
   * that does not exist opens the deepest folder that does.
   */
  path?: readonly string[];
  /** The first open folder when `path` is not given; default the root. */
  defaultPath?: readonly string[];
  /** The user opened another folder (its path of folder names). */
  onPathChange?: (path: string[]) => void;
  /** The file type chips that are on (controlled); none on shows every file. */
  fileTypes?: readonly ResourceFileKind[];
  /** The chips that are on at first when `fileTypes` is not given; default none. */
  defaultFileTypes?: readonly ResourceFileKind[];
  /** The user switched a file type chip on or off (the chips now on). */
  onFileTypesChange?: (fileTypes: ResourceFileKind[]) => void;
  /**
   * The address of a stored file from its relative path. Without it, links point to
   * `/api2/resource/?relativePath=...` on the sdk client's `baseUrl`, and a click fetches the
   * file with the session's token and shows it in a new tab (a plain link cannot send the token).
   * With it, links open that address directly.
   */
  getFileUrl?: (relativePath: string) => string;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/** Where the tree comes from: a customer's machine (`machineId`) or the public page of a QR code (`qr`). */
export interface ResourceBrowserSource {
  /** The customer's machine whose resources are shown (`GET /api2/customer/documents/resources/{machineId}`). */
  machineId?: number;
  /**
   * Instead of `machineId`: the QR code whose public resources are shown
   * (`GET /api2/public/machine/{qr}/resources`: the supplier and model folders), anonymously or
   * with the held token. Their stored files open without a token.
   */
  qr?: string;
}

export type ResourceBrowserProps = ResourceBrowserViewProps & ResourceBrowserSource;

type TreeResponse = Pick<SWRResponse<ResourceFolder, ApiError>, 'data' | 'error' | 'isLoading' | 'mutate'>;

const NO_PATH: readonly string[] = [];
const NO_KINDS: readonly ResourceFileKind[] = [];
const EMPTY_TREE: ResourceFolder = {
  Name: 'Resources',
  Files: [],
  Folders: [],
  InheritedFromType: null,
  InheritedFromName: null,
};

/** What a file row shows as its type (and colours by). */
type FileLook = 'document' | 'link' | 'form' | 'partDrawing' | 'image' | 'video';

function fileLook(file: ResourceFile): FileLook {
  const kind = resourceFileKind(file);
  if (kind === 'media') return resourceMediaType(file) === 'video' ? 'video' : 'image';
  if (kind === 'document') return isExternalResourceLink(file.Link) ? 'link' : 'document';
  return kind;
}

const LOOK_LABEL = {
  document: messages.kindDocument,
  link: messages.kindLink,
  form: messages.kindForm,
  partDrawing: messages.kindPartDrawing,
  image: messages.kindImage,
  video: messages.kindVideo,
} as const;

const CHIP_LABEL = {
  document: messages.chipDocument,
  form: messages.chipForm,
  partDrawing: messages.chipPartDrawing,
  media: messages.chipMedia,
} as const satisfies Record<ResourceFileKind, unknown>;

function LookIcon({ look, size }: { look: FileLook; size?: number }) {
  switch (look) {
    case 'link':
      return <LinkIcon size={size} />;
    case 'form':
      return <FormIcon size={size} />;
    case 'partDrawing':
      return <DrawingIcon size={size} />;
    case 'image':
      return <ImageIcon size={size} />;
    case 'video':
      return <VideoIcon size={size} />;
    default:
      return <DocumentIcon size={size} />;
  }
}

const CHIP_LOOK = {
  document: 'document',
  form: 'form',
  partDrawing: 'partDrawing',
  media: 'image',
} as const satisfies Record<ResourceFileKind, FileLook>;

/** The host name of a web link without `www.`, or null. */
function hostOf(link: string): string | null {
  try {
    return new URL(link, 'https://x.invalid').hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** Where a folder's files come from, as a sentence; null for a folder of its own (the root). */
function originText(intl: IntlShape, folder: ResourceFolder): string | null {
  const name = folder.InheritedFromName?.trim() || null;
  switch (folder.InheritedFromType) {
    case 'Supplier':
      return name
        ? intl.formatMessage(valueMessages.fromSupplier, { name })
        : intl.formatMessage(messages.fromSupplierUnnamed);
    case 'MachineModel':
      return name
        ? intl.formatMessage(valueMessages.fromModel, { name })
        : intl.formatMessage(messages.fromModelUnnamed);
    case 'MachineJobHistory':
      return intl.formatMessage(messages.fromMachineHistory);
    case 'Job':
      return name
        ? intl.formatMessage(valueMessages.fromJob, { name })
        : intl.formatMessage(messages.fromJobUnnamed);
    default:
      return null;
  }
}

function OriginIcon({ folder }: { folder: ResourceFolder }) {
  switch (folder.InheritedFromType) {
    case 'Supplier':
      return <SupplierIcon />;
    case 'MachineModel':
      return <ModelIcon />;
    case 'MachineJobHistory':
      return <HistoryIcon />;
    case 'Job':
      return <JobIcon />;
    default:
      return null;
  }
}

const sameOrigin = (a: ResourceFolder, b: ResourceFolder) =>
  a.InheritedFromType === b.InheritedFromType && a.InheritedFromName === b.InheritedFromName;

/** The text with every search word marked. */
function highlight(text: string, terms: readonly string[]): ReactNode {
  if (terms.length === 0) return text;
  const lower = text.toLocaleLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + 1)) {
      marked.fill(true, at, at + term.length);
    }
  }
  const parts: ReactNode[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      const piece = text.slice(start, i);
      parts.push(marked[start] ? <Mark key={start}>{piece}</Mark> : <Fragment key={start}>{piece}</Fragment>);
      start = i;
    }
  }
  return parts;
}

/**
 * The equipment resource browser (spec §2): the files a machine inherits from its supplier, its
 * model, its own history and its jobs, in folders. Breadcrumbs from Resources, folder tiles with
 * file counts and their origin, file rows that open in a new tab, a search through every folder
 * (spec §5) and file type chips with a notice when they hide files. A failed load shows an empty
 * browser (spec §8); the client's snackbar shows the server's message. Given `qr` instead of
 * `machineId`, it browses the public resources of that QR code (the public machine page).
 */
export function ResourceBrowser({ machineId, qr, ...rest }: ResourceBrowserProps) {
  return qr !== undefined ? (
    <PublicTree qr={qr} {...rest} />
  ) : (
    <MachineTree machineId={machineId} {...rest} />
  );
}

function MachineTree({ machineId, ...rest }: ResourceBrowserViewProps & { machineId: number | undefined }) {
  return <ResourceBrowserView tree={useMachineResources(machineId)} {...rest} />;
}

function PublicTree({ qr, ...rest }: ResourceBrowserViewProps & { qr: string }) {
  return <ResourceBrowserView tree={usePublicMachineResources(qr)} {...rest} />;
}

function ResourceBrowserView({
  tree: { data, error, isLoading, mutate },
  search: searchProp,
  defaultSearch = '',
  onSearchChange,
  path: pathProp,
  defaultPath = NO_PATH,
  onPathChange,
  fileTypes,
  defaultFileTypes = NO_KINDS,
  onFileTypesChange,
  getFileUrl,
  className,
}: ResourceBrowserViewProps & { tree: TreeResponse }) {
  const intl = useIntl();
  const ids = useId();
  const { baseUrl } = useClient();

  const [search, setSearch] = useControllable(searchProp, defaultSearch, onSearchChange);
  const [path, setPath] = useControllable<readonly string[]>(
    pathProp,
    defaultPath,
    onPathChange as ((path: readonly string[]) => void) | undefined,
  );
  const [kinds, setKinds] = useControllable<readonly ResourceFileKind[]>(
    fileTypes,
    defaultFileTypes,
    onFileTypesChange as ((kinds: readonly ResourceFileKind[]) => void) | undefined,
  );
  const searchBox = useDebouncedText(search, setSearch, SEARCH_DEBOUNCE_MS);
  const opener = useOpenFile({ direct: getFileUrl !== undefined });

  const describe = useCallback(
    (file: ResourceFile) => [intl.formatMessage(LOOK_LABEL[fileLook(file)])],
    [intl],
  );

  const failed = data === undefined && error !== undefined;
  const tree = data ?? (failed ? EMPTY_TREE : undefined);
  const searching = search.trim() !== '';
  const terms = useMemo(() => resourceSearchTerms(search), [search]);
  const kindTest = useMemo(() => resourceKindFilter(kinds), [kinds]);
  const filtering = kinds.length > 0;

  const view = useMemo(() => {
    if (!tree) return null;
    const resolved = resolveResourcePath(tree, path);
    if (searching) {
      const matches = searchResources(tree, search, describe);
      const shown = matches.filter(({ file }) => kindTest(file));
      return {
        resolved,
        matches,
        shown,
        kindCounts: countResourceKinds(matches.map((m) => m.file)),
        hidden: matches.length - shown.length,
      };
    }
    const { folder } = resolved;
    const shown = folder.Files.filter(kindTest);
    return {
      resolved,
      matches: [],
      shown: shown.map((file) => ({ file, path: resolved.path, trail: resolved.trail })),
      kindCounts: countResourceKinds(listResourceFiles(folder).map((f) => f.file)),
      hidden: folder.Files.length - shown.length,
    };
  }, [tree, path, searching, search, describe, kindTest]);

  const fileHref = (file: ResourceFile) =>
    isExternalResourceLink(file.Link)
      ? file.Link
      : getFileUrl
        ? getFileUrl(file.Link)
        : resourceUrl(file.Link, baseUrl);

  const rootName = intl.formatMessage(messages.root);
  const clearFilter = () => setKinds([]);
  const clearSearch = () => searchBox.commit('');
  const openLocation = (located: LocatedResourceFile) => {
    setPath(located.path);
    searchBox.commit('');
  };

  const state = isLoading && !tree ? 'loading' : failed ? 'error' : 'ready';

  return (
    <Root className={className} data-state={state} data-mode={searching ? 'search' : 'folder'}>
      <Toolbar>
        <SearchField
          label={<VisuallyHidden>{intl.formatMessage(messages.searchLabel)}</VisuallyHidden>}
          type="search"
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
          value={searchBox.text}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => searchBox.change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') searchBox.commit(searchBox.text);
            if (event.key === 'Escape' && searchBox.text !== '') {
              event.preventDefault();
              searchBox.commit('');
            }
          }}
          endAdornment={
            searchBox.text !== '' ? (
              <ClearSearchButton
                type="button"
                aria-label={intl.formatMessage(messages.clearSearch)}
                title={intl.formatMessage(messages.clearSearch)}
                onClick={clearSearch}
              >
                <CloseIcon size={16} />
              </ClearSearchButton>
            ) : (
              <SearchAdornment aria-hidden="true">
                <SearchIcon />
              </SearchAdornment>
            )
          }
        />
        <ChipRow role="group" aria-label={intl.formatMessage(messages.filterLabel)}>
          {RESOURCE_FILE_KINDS.map((kind) => {
            const pressed = kinds.includes(kind);
            const count = view?.kindCounts[kind];
            return (
              <Chip
                key={kind}
                type="button"
                aria-pressed={pressed}
                data-kind={CHIP_LOOK[kind]}
                disabled={count === 0 && !pressed}
                onClick={() => setKinds(toggleResourceFileKind(kinds, kind))}
              >
                <LookIcon look={CHIP_LOOK[kind]} size={16} />
                <span>{intl.formatMessage(CHIP_LABEL[kind])}</span>
                {count !== undefined && (
                  <>
                    <ChipCount aria-hidden="true">{count}</ChipCount>
                    <VisuallyHidden>
                      , {intl.formatMessage(valueMessages.chipCount, { count })}
                    </VisuallyHidden>
                  </>
                )}
              </Chip>
            );
          })}
          {filtering && (
            <Button variant="ghost" size="small" onClick={clearFilter}>
              {intl.formatMessage(messages.clearFilter)}
            </Button>
          )}
        </ChipRow>
      </Toolbar>

      {view && view.hidden > 0 && (
        <Notice role="status">
          <FilterIcon />
          <span>{intl.formatMessage(valueMessages.hiddenByFilter, { count: view.hidden })}</span>
          <Button variant="secondary" size="small" onClick={clearFilter}>
            {intl.formatMessage(messages.clearFilter)}
          </Button>
        </Notice>
      )}

      {state === 'loading' || !view ? (
        <LoadingSkeleton />
      ) : searching ? (
        <>
          {view.matches.length > 0 && (
            <ResultsHeader>
              <p role="status">
                {intl.formatMessage(valueMessages.resultCount, {
                  count: view.matches.length,
                  query: search.trim(),
                })}
              </p>
              <Button variant="ghost" size="small" onClick={clearSearch}>
                {intl.formatMessage(messages.clearSearch)}
              </Button>
            </ResultsHeader>
          )}
          {view.matches.length === 0 ? (
            <EmptyState
              title={intl.formatMessage(valueMessages.noResultsTitle, { query: search.trim() })}
              message={intl.formatMessage(messages.noResultsText)}
              icon={<SearchIcon size={28} />}
              action={
                <Button variant="secondary" onClick={clearSearch}>
                  {intl.formatMessage(messages.clearSearch)}
                </Button>
              }
            />
          ) : (
            view.shown.length > 0 && (
              <FileList aria-label={intl.formatMessage(messages.searchResults)}>
                {view.shown.map((located) => (
                  <FileRow
                    key={`${located.path.join('/')}/${located.file.Link}/${located.file.Name}`}
                    file={located.file}
                    href={fileHref(located.file)}
                    opener={opener}
                    terms={terms}
                    location={{
                      text: [rootName, ...located.trail.slice(1).map((f) => f.Name)].join(' › '),
                      onOpen: () => openLocation(located),
                    }}
                  />
                ))}
              </FileList>
            )
          )}
        </>
      ) : (
        <FolderView
          idPrefix={ids}
          tree={tree!}
          view={view}
          failed={failed}
          onRetry={() => void mutate()}
          rootName={rootName}
          kindTest={kindTest}
          filtering={filtering}
          onOpenFolder={(next) => setPath(next)}
          fileHref={fileHref}
          opener={opener}
        />
      )}
    </Root>
  );
}

interface FolderViewProps {
  idPrefix: string;
  tree: ResourceFolder;
  view: { resolved: ReturnType<typeof resolveResourcePath>; shown: LocatedResourceFile[] };
  failed: boolean;
  onRetry: () => void;
  rootName: string;
  kindTest: (file: ResourceFile) => boolean;
  filtering: boolean;
  onOpenFolder: (path: string[]) => void;
  fileHref: (file: ResourceFile) => string;
  opener: OpenFile;
}

function FolderView({
  idPrefix,
  tree,
  view,
  failed,
  onRetry,
  rootName,
  kindTest,
  filtering,
  onOpenFolder,
  fileHref,
  opener,
}: FolderViewProps) {
  const intl = useIntl();
  const { folder, trail, path } = view.resolved;
  const origin = originText(intl, folder);
  const foldersId = `${idPrefix}-folders`;
  const filesId = `${idPrefix}-files`;

  return (
    <>
      <nav aria-label={intl.formatMessage(messages.breadcrumbsLabel)}>
        <CrumbList>
          {trail.map((crumb, index) => {
            const current = index === trail.length - 1;
            return (
              <li key={index}>
                {index > 0 && (
                  <CrumbSeparator aria-hidden="true">
                    <ChevronIcon />
                  </CrumbSeparator>
                )}
                <Crumb
                  type="button"
                  aria-current={current ? 'page' : undefined}
                  onClick={() => {
                    if (!current) onOpenFolder(path.slice(0, index));
                  }}
                >
                  {index === 0 ? rootName : crumb.Name}
                </Crumb>
              </li>
            );
          })}
        </CrumbList>
      </nav>
      {origin && (
        <Origin data-origin={folder.InheritedFromType ?? undefined}>
          <OriginIcon folder={folder} />
          {origin}
        </Origin>
      )}

      {failed ? (
        <EmptyState
          variant="error"
          title={intl.formatMessage(messages.failedTitle)}
          message={intl.formatMessage(messages.failedText)}
          action={
            <Button variant="secondary" onClick={onRetry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      ) : isEmptyResourceFolder(tree) ? (
        <EmptyState
          title={intl.formatMessage(messages.emptyTreeTitle)}
          message={intl.formatMessage(messages.emptyTreeText)}
          icon={<FolderIcon size={28} />}
        />
      ) : isEmptyResourceFolder(folder) ? (
        <EmptyState
          title={intl.formatMessage(messages.emptyFolderTitle)}
          message={intl.formatMessage(messages.emptyFolderText)}
          icon={<FolderIcon size={28} />}
          size="compact"
        />
      ) : (
        <>
          {folder.Folders.length > 0 && (
            <Section aria-labelledby={foldersId}>
              <SectionTitle id={foldersId}>{intl.formatMessage(messages.folders)}</SectionTitle>
              <TileGrid aria-labelledby={foldersId}>
                {folder.Folders.map((sub, index) => {
                  const total = countResourceFiles(sub);
                  const shown = filtering ? countResourceFiles(sub, kindTest) : total;
                  const subOrigin = sameOrigin(sub, folder) ? null : originText(intl, sub);
                  return (
                    <li key={index}>
                      <Tile
                        type="button"
                        data-origin={sub.InheritedFromType ?? undefined}
                        data-state={filtering && shown === 0 ? 'filtered-out' : undefined}
                        onClick={() => onOpenFolder([...path, resourceFolderSegment(folder.Folders, index)])}
                      >
                        <TileIcon aria-hidden="true">
                          <FolderIcon size={22} />
                        </TileIcon>
                        <TileName>{sub.Name}</TileName>
                        <TileCount>
                          {filtering
                            ? intl.formatMessage(valueMessages.fileCountFiltered, { shown, total })
                            : intl.formatMessage(valueMessages.fileCount, { count: total })}
                        </TileCount>
                        {subOrigin && (
                          <Origin data-origin={sub.InheritedFromType ?? undefined} data-size="small">
                            <OriginIcon folder={sub} />
                            <span title={subOrigin}>{subOrigin}</span>
                          </Origin>
                        )}
                      </Tile>
                    </li>
                  );
                })}
              </TileGrid>
            </Section>
          )}
          {folder.Files.length > 0 && view.shown.length > 0 && (
            <Section aria-labelledby={filesId}>
              <SectionTitle id={filesId}>{intl.formatMessage(messages.files)}</SectionTitle>
              <FileList aria-labelledby={filesId}>
                {view.shown.map(({ file }, index) => (
                  <FileRow key={`${index}-${file.Link}`} file={file} href={fileHref(file)} opener={opener} />
                ))}
              </FileList>
            </Section>
          )}
        </>
      )}
    </>
  );
}

interface FileRowProps {
  file: ResourceFile;
  href: string;
  opener: OpenFile;
  terms?: readonly string[];
  location?: { text: string; onOpen: () => void };
}

function FileRow({ file, href, opener, terms = [], location }: FileRowProps) {
  const intl = useIntl();
  const look = fileLook(file);
  const detail =
    look === 'link' || (isExternalResourceLink(file.Link) && look !== 'document')
      ? hostOf(file.Link)
      : resourceFileExtension(file);
  const opening = opener.opening === file.Link;
  return (
    <FileItem data-kind={look} data-state={opening ? 'opening' : undefined}>
      <FileGlyph data-kind={look} aria-hidden="true">
        <LookIcon look={look} />
      </FileGlyph>
      <FileBody>
        <FileLink
          rel="noopener noreferrer"
          aria-busy={opening || undefined}
          {...opener.linkProps(file.Link, { href, name: downloadName(file) })}
        >
          {highlight(file.Name, terms)}{' '}
          <VisuallyHidden>{intl.formatMessage(messages.opensInNewTab)}</VisuallyHidden>
        </FileLink>
        <FileMeta>
          {intl.formatMessage(LOOK_LABEL[look])}
          {detail && (
            <>
              <span aria-hidden="true"> · </span>
              {detail}
            </>
          )}
        </FileMeta>
        {location && (
          <LocationButton
            type="button"
            aria-label={intl.formatMessage(valueMessages.openFolder, { path: location.text })}
            onClick={location.onOpen}
          >
            <FolderIcon size={14} />
            <span>{location.text}</span>
          </LocationButton>
        )}
      </FileBody>
      <Trailing aria-hidden={opening ? undefined : 'true'}>
        {opening ? (
          <>
            <Spinner size={16} />
            <VisuallyHidden role="status">{intl.formatMessage(messages.opening)}</VisuallyHidden>
          </>
        ) : (
          <NewTabIcon />
        )}
      </Trailing>
    </FileItem>
  );
}

function LoadingSkeleton() {
  return (
    <div aria-busy="true">
      <SkeletonCrumb aria-hidden="true">
        <LoadingBox variant="text" width={160} height={16} />
      </SkeletonCrumb>
      <SkeletonTiles aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <LoadingBox key={index} height={92} />
        ))}
      </SkeletonTiles>
      <LoadingBox height={56} count={4} />
    </div>
  );
}

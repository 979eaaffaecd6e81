import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { SEARCH_DEBOUNCE_MS, type ResourceFileKind } from '@eqp/sdk';
import { renderWithProviders } from '../test/render';
import { publicQr, resourcesMachineId } from '../test/fixtures';
import {
  api,
  fileLinkErrorHandler,
  fileLinkHandler,
  machineResourcesEmptyHandler,
  machineResourcesErrorHandler,
  machineResourcesSlowHandler,
  publicMachineHandlers,
  signedFileUrl,
} from '../test/handlers';
import { ResourceBrowser, type ResourceBrowserProps } from './ResourceBrowser';

/** A host that keeps search, folder and chips in its state (as the portal keeps them in the address). */
function Host({
  initialSearch = '',
  initialPath = [],
  initialTypes = [],
  onSearch,
  onPath,
  onTypes,
  ...rest
}: Partial<ResourceBrowserProps> & {
  initialSearch?: string;
  initialPath?: string[];
  initialTypes?: ResourceFileKind[];
  onSearch?: (search: string) => void;
  onPath?: (path: string[]) => void;
  onTypes?: (types: ResourceFileKind[]) => void;
}) {
  const [search, setSearch] = useState(initialSearch);
  const [path, setPath] = useState<string[]>(initialPath);
  const [types, setTypes] = useState<ResourceFileKind[]>(initialTypes);
  return (
    <ResourceBrowser
      machineId={resourcesMachineId}
      search={search}
      onSearchChange={(next) => {
        onSearch?.(next);
        setSearch(next);
      }}
      path={path}
      onPathChange={(next) => {
        onPath?.(next);
        setPath(next);
      }}
      fileTypes={types}
      onFileTypesChange={(next) => {
        onTypes?.(next);
        setTypes(next);
      }}
      {...rest}
    />
  );
}

const folderTile = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });
const breadcrumbs = () => screen.getByRole('navigation', { name: 'Folder path' });
const fileList = () => screen.getByRole('list', { name: 'Files' });
const fileNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(' (opens in a new tab)', ''));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ResourceBrowser', () => {
  it('given the root, shows the breadcrumb Resources as current and a tile per folder with its file count and origin', async () => {
    renderWithProviders(<Host />);
    const documentation = await folderTile('Documentation');
    expect(documentation).toHaveTextContent('7 files');
    expect(documentation).toHaveTextContent('From model iCombi Pro 10-1/1');
    expect(await folderTile('Product information')).toHaveTextContent('4 files');
    expect(await folderTile('Product information')).toHaveTextContent('From supplier Rational AG');
    expect(await folderTile('Installation')).toHaveTextContent('3 files');
    expect(await folderTile('Installation')).toHaveTextContent('From the machine history');
    expect(await folderTile('Job photos')).toHaveTextContent('1 file');
    expect(await folderTile('Job photos')).toHaveTextContent('From job Order 24017');

    const crumbs = within(breadcrumbs()).getAllByRole('button');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Resources']);
    expect(crumbs[0]).toHaveAttribute('aria-current', 'page');
  });

  it('given a folder tile, opens the folder; the Resources breadcrumb goes back to the root', async () => {
    const onPath = vi.fn();
    const { user } = renderWithProviders(<Host onPath={onPath} />);
    await user.click(await folderTile('Documentation'));
    expect(onPath).toHaveBeenLastCalledWith(['Documentation']);

    const crumbs = within(breadcrumbs()).getAllByRole('button');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Resources', 'Documentation']);
    expect(crumbs[1]).toHaveAttribute('aria-current', 'page');
    expect(crumbs[0]).not.toHaveAttribute('aria-current');
    expect(fileNames(fileList())).toEqual([
      'Quick reference guide.pdf',
      'Product image',
      'Cleaning instructions video',
      'Exploded view',
      'Oven service request form.pdf',
    ]);
    // Sub-folder of the same origin: no origin line repeated on its tile.
    const manuals = await folderTile('Manuals');
    expect(manuals).toHaveTextContent('2 files');
    expect(manuals).not.toHaveTextContent('From model');
    // The open folder says where it comes from once.
    expect(screen.getByText('From model iCombi Pro 10-1/1')).toBeInTheDocument();

    await user.click(crumbs[0]!);
    expect(onPath).toHaveBeenLastCalledWith([]);
    expect(await folderTile('Product information')).toBeInTheDocument();
  });

  it('given a nested folder, every breadcrumb navigates to its level', async () => {
    const onPath = vi.fn();
    const { user } = renderWithProviders(
      <Host initialPath={['Product information', 'Certificates']} onPath={onPath} />,
    );
    await screen.findByRole('link', { name: /CE declaration of conformity/ });
    const crumbs = within(breadcrumbs()).getAllByRole('button');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Resources', 'Product information', 'Certificates']);
    await user.click(crumbs[1]!);
    expect(onPath).toHaveBeenLastCalledWith(['Product information']);
    expect(await screen.findByRole('link', { name: /Rational website/ })).toBeInTheDocument();
  });

  it('given a path to a folder that does not exist, opens the deepest folder that does', async () => {
    renderWithProviders(<Host initialPath={['Documentation', 'Old manuals']} />);
    await screen.findByRole('link', { name: /Quick reference guide/ });
    const crumbs = within(breadcrumbs()).getAllByRole('button');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Resources', 'Documentation']);
  });

  it('file links point to the stored file, web links to their address, both in a new tab', async () => {
    const { client } = renderWithProviders(<Host initialPath={['Product information']} />);
    const catalogue = await screen.findByRole('link', { name: /^Rational product catalogue 2025\.pdf/ });
    expect(catalogue).toHaveAttribute(
      'href',
      `${client.baseUrl}/api2/resource/?relativePath=${encodeURIComponent('resources/suppliers/rational/product-catalogue.pdf')}`,
    );
    expect(catalogue).toHaveAttribute('target', '_blank');
    expect(catalogue).toHaveAccessibleName('Rational product catalogue 2025.pdf (opens in a new tab)');
    const website = screen.getByRole('link', { name: /^Rational website/ });
    expect(website).toHaveAttribute('href', 'https://www.rational-online.com/no_no/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // Each row says what the file is.
    expect(within(catalogue.closest('li')!).getByText(/Document/)).toHaveTextContent('Document · PDF');
    expect(within(website.closest('li')!).getByText(/Link/)).toHaveTextContent('Link · rational-online.com');
  });

  it('given a host with its own file addresses, links use them', async () => {
    renderWithProviders(
      <Host initialPath={['Installation']} getFileUrl={(path) => `https://files.example.com/${path}`} />,
    );
    expect(await screen.findByRole('link', { name: /^Installation protocol\.pdf/ })).toHaveAttribute(
      'href',
      'https://files.example.com/resources/machines/1005/installation-protocol.pdf',
    );
  });

  it('given a click on a stored PDF, opens a new tab at its signed link named after the file, never a blob: address', async () => {
    const tab = { closed: false, close: vi.fn(), location: { href: '' }, opener: window };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const seen: { path: string; authorization: string | null }[] = [];
    const spy = http.post(api('/files/link'), async ({ request }) => {
      const body = (await request.clone().json()) as { RelativePath: string };
      seen.push({ path: body.RelativePath, authorization: request.headers.get('Authorization') });
      return undefined;
    });
    const { user } = renderWithProviders(<Host initialPath={['Installation']} />, {
      handlers: [spy, fileLinkHandler(() => 'Installation protocol.pdf')],
    });
    const link = await screen.findByRole('link', { name: /^Installation protocol\.pdf/ });
    await user.click(link);
    expect(open).toHaveBeenCalledWith('', '_blank');
    const path = 'resources/machines/1005/installation-protocol.pdf';
    await waitFor(() =>
      expect(tab.location.href).toMatch(
        new RegExp(`/api2/files/signed/[^/]+/Installation%20protocol\\.pdf$`),
      ),
    );
    expect(tab.location.href).toContain(signedFileUrl(path, 'Installation protocol.pdf'));
    expect(seen).toEqual([{ path, authorization: 'Bearer test-access-token' }]);
    expect(tab.opener).toBeNull();
    // The row's own link is the signed address from now on (middle click, "Open in new tab", copy).
    expect(link.getAttribute('href')).toContain('/api2/files/signed/');
  });

  it('given a stored SVG, downloads it under its name instead of showing it in a tab', async () => {
    const open = vi.spyOn(window, 'open');
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderWithProviders(<Host initialPath={['Installation']} />);
    const photo = await screen.findByRole('link', { name: /^Name plate\.svg/ });
    expect(photo).toHaveAttribute('download', expect.stringMatching(/\.svg$/));
    expect(photo).not.toHaveAttribute('target');
    await user.click(photo);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(open).not.toHaveBeenCalled();
    expect(clicked[0]!.href).toContain('/api2/files/signed/');
    expect(clicked[0]!.download).toMatch(/\.svg$/);
  });

  it('given a QR code instead of a machine, browses its public tree and opens a file without a token', async () => {
    const tab = { closed: false, close: vi.fn(), location: { href: '' }, opener: window };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const seen: (string | null)[] = [];
    const spy = http.post(api('/files/link'), ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return undefined;
    });
    const { user } = renderWithProviders(
      <ResourceBrowser qr={publicQr} defaultPath={['Product information']} />,
      {
        token: null,
        handlers: [spy, ...publicMachineHandlers()],
      },
    );
    await user.click(await screen.findByRole('link', { name: /^Rational product catalogue 2025\.pdf/ }));
    await waitFor(() => expect(tab.location.href).toContain('/api2/files/signed/'));
    expect(seen).toEqual([null]);
    await user.click(screen.getByRole('button', { name: 'Resources' }));
    expect(screen.queryByRole('button', { name: /^Installation/ })).toBeNull();
  });

  it('given a file the server refuses to sign, closes the tab it opened', async () => {
    const tab = { closed: false, close: vi.fn(), location: { href: '' }, opener: window };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderWithProviders(<Host initialPath={['Installation']} />, {
      handlers: [fileLinkErrorHandler(403, 'Forbidden')],
    });
    await user.click(await screen.findByRole('link', { name: /^Installation protocol\.pdf/ }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
  });

  describe('search (spec §5: case-insensitive, every field of a file, every folder)', () => {
    it('shows the typed text at once and hands it to the host after 700 ms', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let lastKeystroke = 0;
      /** How long after the last keystroke (on the fake clock) each text was handed over. */
      const handedAfter: number[] = [];
      const onSearch = vi.fn(() => {
        handedAfter.push(Date.now() - lastKeystroke);
      });
      const { user } = renderWithProviders(<Host onSearch={onSearch} />);
      await folderTile('Documentation');
      const box = screen.getByRole('searchbox', { name: 'Search in resources' });
      box.addEventListener('input', () => (lastKeystroke = Date.now()));
      await user.type(box, 'quick');
      expect(box).toHaveValue('quick');
      expect(onSearch).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(onSearch).toHaveBeenCalledWith('quick');
      expect(onSearch).toHaveBeenCalledTimes(1);
      expect(handedAfter).toEqual([SEARCH_DEBOUNCE_MS]);
    });

    it('given a name in another case, finds it in its folder and says where it lives', async () => {
      const onPath = vi.fn();
      const onSearch = vi.fn();
      const { user } = renderWithProviders(
        <Host initialSearch="QUICK Reference" onPath={onPath} onSearch={onSearch} />,
      );
      const results = await screen.findByRole('list', { name: 'Search results' });
      expect(fileNames(results)).toEqual(['Quick reference guide.pdf']);
      expect(screen.getByText(/1 file matches “QUICK Reference” in all folders/)).toBeInTheDocument();
      // The folder part opens the folder and ends the search.
      await user.click(
        within(results).getByRole('button', { name: 'Open folder Resources › Documentation' }),
      );
      expect(onPath).toHaveBeenLastCalledWith(['Documentation']);
      expect(onSearch).toHaveBeenLastCalledWith('');
      expect(screen.getByRole('searchbox')).toHaveValue('');
      expect(
        within(breadcrumbs())
          .getAllByRole('button')
          .map((c) => c.textContent),
      ).toEqual(['Resources', 'Documentation']);
    });

    it('matches the link of a file and its type, in every folder', async () => {
      renderWithProviders(<Host initialSearch="rational-online" />);
      expect(fileNames(await screen.findByRole('list', { name: 'Search results' }))).toEqual([
        'Rational website',
      ]);
    });

    it('matches a file type by its name', async () => {
      renderWithProviders(<Host initialSearch="part drawing" />);
      expect(fileNames(await screen.findByRole('list', { name: 'Search results' }))).toEqual([
        'Exploded view',
      ]);
    });

    it('matches images by name and by type', async () => {
      renderWithProviders(<Host initialSearch="IMAGE" />);
      const results = await screen.findByRole('list', { name: 'Search results' });
      expect(fileNames(results)).toEqual(['Product image', 'Name plate.svg', 'Before repair.svg']);
      expect(
        within(results).getByRole('button', { name: 'Open folder Resources › Job photos' }),
      ).toBeInTheDocument();
    });

    it('finds files of sub-folders and names the whole path', async () => {
      renderWithProviders(<Host initialSearch="nemko" />);
      const results = await screen.findByRole('list', { name: 'Search results' });
      expect(
        within(results).getByRole('button', {
          name: 'Open folder Resources › Product information › Certificates',
        }),
      ).toBeInTheDocument();
    });

    it('given no match, says so and Clear search shows the folders again', async () => {
      const { user } = renderWithProviders(<Host initialSearch="gearbox" />);
      expect(await screen.findByRole('heading', { name: 'No files match “gearbox”' })).toBeInTheDocument();
      await user.click(screen.getAllByRole('button', { name: 'Clear search' })[0]!);
      expect(await folderTile('Documentation')).toBeInTheDocument();
      expect(screen.getByRole('searchbox')).toHaveValue('');
    });
  });

  describe('file type chips', () => {
    it('count the files of each type in the open folder and below', async () => {
      renderWithProviders(<Host />);
      await folderTile('Documentation');
      const chips = within(screen.getByRole('group', { name: 'Filter by file type' }));
      expect(chips.getByRole('button', { name: 'Documents, 8 files' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(chips.getByRole('button', { name: 'Forms, 2 files' })).toBeInTheDocument();
      expect(chips.getByRole('button', { name: 'Part drawings, 1 file' })).toBeInTheDocument();
      expect(chips.getByRole('button', { name: 'Media, 4 files' })).toBeInTheDocument();
    });

    it('given a chip, hide the other files with a notice whose Clear filter shows them again', async () => {
      const onTypes = vi.fn();
      const { user } = renderWithProviders(<Host initialPath={['Documentation']} onTypes={onTypes} />);
      await screen.findByRole('link', { name: /Quick reference guide/ });
      expect(screen.queryByText(/hidden by the filter/)).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /^Media/ }));
      expect(onTypes).toHaveBeenLastCalledWith(['media']);
      expect(screen.getByRole('button', { name: /^Media/ })).toHaveAttribute('aria-pressed', 'true');
      expect(fileNames(fileList())).toEqual(['Product image', 'Cleaning instructions video']);
      const notice = screen.getByText('3 files are hidden by the filter').parentElement!;
      // The sub-folder tile counts what passes the filter.
      expect(await folderTile('Manuals')).toHaveTextContent('0 of 2 files');

      await user.click(within(notice).getByRole('button', { name: 'Clear filter' }));
      expect(onTypes).toHaveBeenLastCalledWith([]);
      expect(screen.queryByText(/hidden by the filter/)).not.toBeInTheDocument();
      expect(fileNames(fileList())).toHaveLength(5);
    });

    it('combine: two chips show files of either type; the chip row has its own Clear filter', async () => {
      const { user } = renderWithProviders(<Host initialPath={['Documentation']} />);
      await screen.findByRole('link', { name: /Quick reference guide/ });
      await user.click(screen.getByRole('button', { name: /^Forms/ }));
      await user.click(screen.getByRole('button', { name: /^Part drawings/ }));
      expect(fileNames(fileList())).toEqual(['Exploded view', 'Oven service request form.pdf']);
      expect(screen.getByText('3 files are hidden by the filter')).toBeInTheDocument();
      const chips = within(screen.getByRole('group', { name: 'Filter by file type' }));
      await user.click(chips.getByRole('button', { name: 'Clear filter' }));
      expect(fileNames(fileList())).toHaveLength(5);
      expect(chips.queryByRole('button', { name: 'Clear filter' })).not.toBeInTheDocument();
    });

    it('given a search, count and filter the matches', async () => {
      const { user } = renderWithProviders(<Host initialSearch="pdf" />);
      const results = await screen.findByRole('list', { name: 'Search results' });
      expect(fileNames(results)).toHaveLength(9);
      expect(screen.getByRole('button', { name: 'Forms, 2 files' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Media/ })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: /^Forms/ }));
      expect(fileNames(screen.getByRole('list', { name: 'Search results' }))).toHaveLength(2);
      expect(screen.getByText('7 files are hidden by the filter')).toBeInTheDocument();
    });
  });

  it('given a machine without resources, says none are shared yet', async () => {
    renderWithProviders(<Host />, { handlers: [machineResourcesEmptyHandler()] });
    expect(await screen.findByRole('heading', { name: 'No resources yet' })).toBeInTheDocument();
  });

  it('given an empty folder, says so', async () => {
    renderWithProviders(<Host initialPath={['Installation', 'Archive']} />);
    expect(await screen.findByRole('heading', { name: 'This folder is empty' })).toBeInTheDocument();
  });

  it('given a failed load, shows an empty browser with Retry, and the snackbar the server message', async () => {
    renderWithProviders(<Host />, { handlers: [machineResourcesErrorHandler('Resources are down')] });
    expect(
      await screen.findByRole('heading', { name: 'The resources could not be loaded' }),
    ).toBeInTheDocument();
    expect(within(breadcrumbs()).getByRole('button', { name: 'Resources' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('Resources are down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('given a slow answer, shows loading boxes named "Loading..." ("Laster..." in Norwegian)', async () => {
    renderWithProviders(<Host />, { handlers: [machineResourcesSlowHandler()] });
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('in Norwegian, loading boxes read "Laster..." and the breadcrumbs start at Ressurser', async () => {
    const slow = renderWithProviders(<Host />, { handlers: [machineResourcesSlowHandler()], locale: 'no' });
    expect(await screen.findByRole('progressbar', { name: 'Laster...' })).toBeInTheDocument();
    slow.unmount();
    renderWithProviders(<Host />, { locale: 'no' });
    expect(await screen.findByRole('button', { name: /^Documentation/ })).toHaveTextContent('7 filer');
    expect(
      within(screen.getByRole('navigation', { name: 'Mappesti' })).getByRole('button'),
    ).toHaveTextContent('Ressurser');
  });

  it('without a host, keeps search, folder and chips itself', async () => {
    const { user } = renderWithProviders(<ResourceBrowser machineId={resourcesMachineId} />);
    await user.click(await folderTile('Job photos'));
    expect(await screen.findByRole('link', { name: /Before repair\.svg/ })).toBeInTheDocument();
    // Lets the updates still pending settle inside act before the test ends.
    // eslint-disable-next-line testing-library/no-unnecessary-act
    await act(async () => {});
  });
});

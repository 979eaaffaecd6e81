import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { renderWithProviders } from '../test/render';
import { detailMachineId, machineForms, machineManuals } from '../test/fixtures';
import {
  api,
  FILE_LINK_LIFETIME_MS,
  fileLinkErrorHandler,
  machineDocumentsErrorHandler,
  machineDocumentsHandler,
  signedFileUrl,
} from '../test/handlers';
import { stubOpenTab } from '../test/openTab';
import { DocumentListPanel } from './DocumentListPanel';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let tabs: ReturnType<typeof stubOpenTab>;
beforeEach(() => {
  tabs = stubOpenTab();
});
afterEach(() => {
  tabs.restore();
  vi.useRealTimers();
});

describe('DocumentListPanel', () => {
  it('given manuals, lists them by name, each a link that opens in a new tab', async () => {
    renderWithProviders(<DocumentListPanel machineId={detailMachineId} kind="manuals" />, {
      handlers: [machineDocumentsHandler('manuals', machineManuals)],
    });
    const list = await screen.findByRole('list', { name: 'Manuals' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAccessibleName(/^GA 30 VSD\+ instruction book PDF/);
    expect(links[0]).toHaveAccessibleName(/\(opens in a new tab\)$/);
    expect(links[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/api2/resource/?relativePath=documents%2Fga30%2Finstruction-book.pdf'),
    );
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: /Manuals/ })).toHaveTextContent('3 documents');
  });

  it('given a click on a PDF, opens a new tab at its signed link under the real name, never a blob: address', async () => {
    const asked: { path: string; authorization: string | null }[] = [];
    const spy = http.post(api('/files/link'), async ({ request }) => {
      const body = (await request.clone().json()) as { RelativePath: string };
      asked.push({ path: body.RelativePath, authorization: request.headers.get('Authorization') });
      return undefined;
    });
    const { user } = renderWithProviders(<DocumentListPanel machineId={detailMachineId} kind="manuals" />, {
      handlers: [spy],
    });
    const list = await screen.findByRole('list', { name: 'Manuals' });
    await user.click(within(list).getByRole('link', { name: /safety instructions/ }));
    await waitFor(() => expect(tabs.tabs[0]?.location.href).toMatch(/\/api2\/files\/signed\//));
    const path = machineManuals.find((d) => /safety instructions/.test(d.Name))!.LinkUrl!;
    expect(tabs.tabs[0]?.location.href).toMatch(new RegExp(`${escapeRegExp(signedFileUrl(path))}$`));
    expect(tabs.tabs[0]?.location.href).not.toMatch(/^blob:/);
    expect(tabs.blobs).toEqual([]);
    expect(asked).toEqual([{ path, authorization: expect.stringMatching(/^Bearer /) }]);
    expect(tabs.tabs[0]?.opener).toBeNull();
  });

  it('given a PDF link hovered, its address becomes the signed link, so a middle click or "Open in new tab" works', async () => {
    const { user } = renderWithProviders(<DocumentListPanel machineId={detailMachineId} kind="manuals" />);
    const list = await screen.findByRole('list', { name: 'Manuals' });
    const link = within(list).getByRole('link', { name: /safety instructions/ });
    const path = machineManuals.find((d) => /safety instructions/.test(d.Name))!.LinkUrl!;
    await user.hover(link);
    await waitFor(() =>
      expect(link.getAttribute('href')).toMatch(new RegExp(`${escapeRegExp(signedFileUrl(path))}$`)),
    );
    expect(link).toHaveAttribute('target', '_blank');
    // With the signed address the browser follows the link itself: no tab opened by the component.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(tabs.open).not.toHaveBeenCalled();
  });

  /**
   * With fake timers: the manuals listed and the first one hovered until it has its signed address;
   * `asked()`: how many links were asked for so far.
   */
  async function hoverManual() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    const spy = http.post(api('/files/link'), () => {
      asked += 1;
      return undefined;
    });
    const { user } = renderWithProviders(<DocumentListPanel machineId={detailMachineId} kind="manuals" />, {
      handlers: [spy],
    });
    const list = await screen.findByRole('list', { name: 'Manuals' });
    const link = within(list).getByRole('link', { name: /safety instructions/ });
    await user.hover(link);
    await waitFor(() => expect(link.getAttribute('href')).toContain('/api2/files/signed/'));
    return { user, link, asked: () => asked };
  }

  it('given a link still hovered when its signed address is about to expire, asks for a fresh one', async () => {
    const { link, asked } = await hoverManual();
    expect(asked()).toBe(1);
    // Renewed 30 s before the fixture's five minutes are up, while the pointer is still on it.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FILE_LINK_LIFETIME_MS - 29_000);
    });
    await waitFor(() => expect(asked()).toBe(2));
    await waitFor(() => expect(link.getAttribute('href')).toContain('/api2/files/signed/'));
  });

  it('given a link left before its address expires, drops the address instead of renewing it', async () => {
    const { user, link, asked } = await hoverManual();
    await user.unhover(link);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FILE_LINK_LIFETIME_MS);
    });
    await waitFor(() => expect(link.getAttribute('href')).toContain('/api2/resource/?relativePath='));
    expect(asked()).toBe(1);
  });

  it('given the link refused (another organisation), closes the tab it opened', async () => {
    const { user } = renderWithProviders(<DocumentListPanel machineId={detailMachineId} kind="manuals" />, {
      handlers: [fileLinkErrorHandler(403, 'Unauthorized')],
    });
    const list = await screen.findByRole('list', { name: 'Manuals' });
    await user.click(within(list).getByRole('link', { name: /safety instructions/ }));
    await waitFor(() => expect(tabs.tabs[0]?.close).toHaveBeenCalled());
    expect(tabs.tabs[0]?.location.href).toBe('');
  });

  it('given a web link, links straight to the page (no fetch)', async () => {
    const { user } = renderWithProviders(<DocumentListPanel machineId={detailMachineId} kind="manuals" />);
    const list = await screen.findByRole('list', { name: 'Manuals' });
    const link = within(list).getByRole('link', { name: /product page/ });
    expect(link).toHaveAttribute('href', 'https://www.atlascopco.com/en-no/compressors');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('Web page · atlascopco.com');
    // jsdom does not navigate; the component leaves the click to the browser.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(tabs.open).not.toHaveBeenCalled();
  });

  it('given forms, lists the forms', async () => {
    renderWithProviders(<DocumentListPanel machineId={detailMachineId} kind="forms" />, {
      handlers: [machineDocumentsHandler('forms', machineForms)],
    });
    const list = await screen.findByRole('list', { name: 'Forms' });
    expect(within(list).getByRole('link', { name: /Pressure vessel inspection form/ })).toBeInTheDocument();
  });

  it.each(['manuals', 'forms'] as const)('given no %s, says none are available', async (kind) => {
    renderWithProviders(<DocumentListPanel machineId={detailMachineId} kind={kind} />, {
      handlers: [machineDocumentsHandler(kind, [])],
    });
    expect(
      await screen.findByRole('heading', {
        name: kind === 'manuals' ? 'No manuals available' : 'No forms available',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('given a failed list, shows the empty state (spec §8)', async () => {
    renderWithProviders(<DocumentListPanel machineId={detailMachineId} kind="manuals" />, {
      handlers: [machineDocumentsErrorHandler('manuals')],
    });
    expect(await screen.findByRole('heading', { name: 'No manuals available' })).toBeInTheDocument();
  });

  it('while loading, shows placeholders', async () => {
    renderWithProviders(<DocumentListPanel machineId={detailMachineId} kind="forms" />, {
      handlers: [machineDocumentsHandler('forms', machineForms, 'infinite')],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading documents…' })).toBeInTheDocument();
  });

  it('in Norwegian, names the list and the empty state in Norwegian', async () => {
    renderWithProviders(<DocumentListPanel machineId={detailMachineId} kind="forms" />, {
      handlers: [machineDocumentsHandler('forms', [])],
      locale: 'no',
    });
    expect(await screen.findByRole('heading', { name: 'Ingen skjemaer tilgjengelig' })).toBeInTheDocument();
  });
});

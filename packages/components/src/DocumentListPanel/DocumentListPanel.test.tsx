import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { renderWithProviders } from '../test/render';
import { detailMachineId, machineForms, machineManuals } from '../test/fixtures';
import { api, machineDocumentsErrorHandler, machineDocumentsHandler } from '../test/handlers';
import { stubOpenTab } from '../test/openTab';
import { DocumentListPanel } from './DocumentListPanel';

let tabs: ReturnType<typeof stubOpenTab>;
beforeEach(() => {
  tabs = stubOpenTab();
});
afterEach(() => tabs.restore());

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

  it('given a click on a PDF, fetches it with the token and shows it in the new tab', async () => {
    const seen: (string | null)[] = [];
    const spy = http.get(api('/resource/'), ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return undefined;
    });
    const { user } = renderWithProviders(<DocumentListPanel machineId={detailMachineId} kind="manuals" />, {
      handlers: [spy],
    });
    const list = await screen.findByRole('list', { name: 'Manuals' });
    await user.click(within(list).getByRole('link', { name: /safety instructions/ }));
    await waitFor(() => expect(tabs.tabs[0]?.location.href).toBe('blob:test/1'));
    expect(seen).toEqual([expect.stringMatching(/^Bearer /)]);
    expect(tabs.blobs[0]?.type).toBe('application/pdf');
    expect(tabs.tabs[0]?.document.title).toBe('GA 30 VSD+ safety instructions');
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

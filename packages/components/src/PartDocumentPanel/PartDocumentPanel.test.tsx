import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { partsMachineId } from '../test/fixtures';
import { api, errorHandler, partDrawingsHandler } from '../test/handlers';
import { PartDocumentPanel } from './PartDocumentPanel';

const documentHref = (modelId: number, documentId: number) =>
  `/customer/machines/${partsMachineId}/partsdocuments/${modelId}/${documentId}`;

describe('PartDocumentPanel', () => {
  it('given three drawings, shows a tile per drawing linking to its dialog route with the model id', async () => {
    renderWithProviders(<PartDocumentPanel machineId={partsMachineId} documentHref={documentHref} />);
    const list = await screen.findByRole('list', { name: 'Exploded views' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/customer/machines/1005/partsdocuments/204/7101',
      '/customer/machines/1005/partsdocuments/204/7102',
      '/customer/machines/1005/partsdocuments/204/7103',
    ]);
    expect(links[0]).toHaveTextContent('iCombi Pro 10-1/1 exploded view – cooking cabinet');
    expect(links[0]).toHaveTextContent('8 marked parts');
    expect(links[2]).toHaveTextContent('No marked parts');
    expect(screen.getByText(/3 drawings/)).toBeInTheDocument();
  });

  it('given no drawings, says there are none', async () => {
    renderWithProviders(<PartDocumentPanel machineId={partsMachineId} documentHref={documentHref} />, {
      handlers: [partDrawingsHandler([])],
    });
    expect(
      await screen.findByRole('heading', { name: 'No exploded views for this machine' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('given the list call fails, shows an error state with Retry (an empty list, spec §8)', async () => {
    renderWithProviders(<PartDocumentPanel machineId={partsMachineId} documentHref={documentHref} />, {
      handlers: [errorHandler('get', api('/customer/documents/partdrawings/:id'), 500, 'Down')],
    });
    expect(
      await screen.findByRole('heading', { name: 'The drawings could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

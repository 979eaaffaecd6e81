import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatCurrency as format } from '@eqp/sdk';
import { renderWithProviders } from '../test/render';
import {
  makePart,
  modellessMachineId,
  modelParts,
  modelPartsWithoutPrices,
  partsMachineId,
  plainUserInfo,
} from '../test/fixtures';
import { errorHandler, api, modelPartsHandler, userInfoHandler } from '../test/handlers';
import { PartsPanel } from './PartsPanel';

/** jest-dom collapses white space (also the no-break space Intl puts in amounts). */
const formatCurrency = (...args: Parameters<typeof format>) => format(...args).replace(/\s/g, ' ');

const partHref = (articleNumber: string) =>
  `/customer/machines/${partsMachineId}/parts/${encodeURIComponent(articleNumber)}`;

function renderPanel(options: Parameters<typeof renderWithProviders>[1] = {}, machineId = partsMachineId) {
  return renderWithProviders(<PartsPanel machineId={machineId} partHref={partHref} />, options);
}

const rowsOf = (list: HTMLElement) => within(list).getAllByRole('link');

describe('PartsPanel', () => {
  it('given the model has 16 parts, lists them all before searching, each linking to its part dialog', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'All parts of this model' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(modelParts.length);
    const gasket = within(list).getByRole('link', { name: /20\.02\.551.*Door gasket 10-1\/1/ });
    expect(gasket).toHaveAttribute('href', '/customer/machines/1005/parts/20.02.551');
    expect(screen.getByText('16 parts for iCombi Pro 10-1/1')).toBeInTheDocument();
  });

  it('given fewer than 2 typed characters, shows the hint and keeps the full list', async () => {
    const { user } = renderPanel();
    await screen.findByRole('list', { name: 'All parts of this model' });
    const search = screen.getByRole('searchbox', { name: 'Search parts' });
    expect(screen.getByText('Type at least 2 characters')).toBeInTheDocument();

    await user.type(search, 'd');
    expect(screen.getByText('Type at least 2 characters')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'All parts of this model' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();

    await user.type(search, 'o');
    expect(screen.queryByText('Type at least 2 characters')).not.toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Search results' });
    // "do" starts "double" exactly as typed (1) and "Door" only ignoring case (0.5).
    expect(rowsOf(results).map((row) => row.textContent)).toEqual([
      expect.stringContaining('Water inlet valve, double'),
      expect.stringContaining('Door gasket 10-1/1'),
      expect.stringContaining('Door handle complete'),
    ]);
  });

  it('orders results by score (case-sensitive prefix 1, case-insensitive prefix 0.5, contained 0.1) and shows at most 10', async () => {
    // 3 contained ("thermoPUMP"), 8 case-insensitive prefixes ("pump ..."), 2 case-sensitive ("Pump ...").
    const spec = (n: number, description: string) =>
      makePart([`10-${String(n).padStart(3, '0')}`, description, 100 + n, '', null]);
    const parts = [
      spec(1, 'Thermopump sensor'),
      spec(2, 'Heatpump relay'),
      spec(3, 'Minipump cover'),
      ...Array.from({ length: 8 }, (_, i) => spec(10 + i, `pump seal ${i + 1}`)),
      spec(30, 'Pump housing'),
      spec(31, 'Pump impeller'),
      spec(40, 'Door hinge'),
    ];
    const { user } = renderPanel({ handlers: [modelPartsHandler(parts)] });
    await screen.findByRole('list', { name: 'All parts of this model' });
    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'Pump');

    const results = await screen.findByRole('list', { name: 'Search results' });
    const names = rowsOf(results).map((row) => within(row).getByText(/pump/i).textContent);
    expect(names).toEqual([
      'Pump housing',
      'Pump impeller',
      ...Array.from({ length: 8 }, (_, i) => `pump seal ${i + 1}`),
    ]);
    expect(
      screen.getByText('Showing the 10 best matches. Type more to narrow the search.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('10 parts found')).toBeInTheDocument();
  });

  it('given a search that matches nothing, says "No parts found"', async () => {
    const { user } = renderPanel();
    await screen.findByRole('list', { name: 'All parts of this model' });
    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'xylophone');
    expect(await screen.findByRole('heading', { name: 'No parts found' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('given a search, Clear search empties it and brings the full list back', async () => {
    const { user } = renderPanel();
    await screen.findByRole('list', { name: 'All parts of this model' });
    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'fan');
    await screen.findByRole('list', { name: 'Search results' });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('');
    expect(await screen.findByRole('list', { name: 'All parts of this model' })).toBeInTheDocument();
  });

  it('given ShowPrices, shows the customer price where there is one and the list price elsewhere', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'All parts of this model' });
    const gasket = within(list).getByRole('link', { name: /Door gasket/ });
    expect(within(gasket).getByText('Your price')).toBeInTheDocument();
    expect(within(gasket).getByText(formatCurrency(1290, 'NOK', 'en'))).toBeInTheDocument();
    const handle = within(list).getByRole('link', { name: /Door handle/ });
    expect(within(handle).getByText('List price')).toBeInTheDocument();
    expect(within(handle).getByText(formatCurrency(1180, 'NOK', 'en'))).toBeInTheDocument();
  });

  it('given a user without prices, shows no amounts', async () => {
    renderPanel({ handlers: [userInfoHandler(plainUserInfo), modelPartsHandler(modelPartsWithoutPrices)] });
    const list = await screen.findByRole('list', { name: 'All parts of this model' });
    expect(within(list).queryByText(/NOK|kr/)).not.toBeInTheDocument();
    expect(within(list).queryByText('List price')).not.toBeInTheDocument();
  });

  it('given a machine without a model, explains that there is no parts list', async () => {
    renderPanel({}, modellessMachineId);
    expect(
      await screen.findByRole('heading', { name: 'No parts list for this machine' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('given the parts call fails, shows an error state with Retry instead of a list', async () => {
    renderPanel({ handlers: [errorHandler('get', api('/customer/parts/:id'), 500, 'Parts are offline')] });
    expect(
      await screen.findByRole('heading', { name: 'The parts list could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('given Norwegian, the hint and labels are Norwegian', async () => {
    renderPanel({ locale: 'no' });
    expect(await screen.findByRole('searchbox', { name: 'Søk etter deler' })).toBeInTheDocument();
    expect(screen.getByText('Skriv minst 2 tegn')).toBeInTheDocument();
  });
});

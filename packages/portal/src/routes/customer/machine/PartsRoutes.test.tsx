import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PortalProvider } from '@eqp/components';
import { createClient, memoryTokenStore, type Token } from '@eqp/sdk';
import { RouterLink } from '../../../RouterLink';
import { PartDocumentsRoute } from './PartDocumentsRoute';
import { PartsRoute } from './PartsRoute';

const TOKEN: Token = { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 };

const part = (ArticleNumber: string, ArticleDescription: string) => ({
  ArticleNumber,
  ArticleDescription,
  ArticleDescriptionLong: null,
  ArticlePrice: 100,
  ArticleImage: null,
  Quantity: 1,
  MachineId: null,
  CustomerArticlePrice: null,
  HasCustomerPrice: false,
});
const parts = [part('GN 1/1', 'Gastronorm pan 1/1'), part('CO-1003', 'Convection fan motor')];

const drawing = {
  Id: 31,
  Name: 'Oven exploded view',
  DocumentType_Id: 3,
  LinkUrl: null,
  PartDrawingImage: 'documents/oven/exploded-view.svg',
  PartDrawingImageMap: JSON.stringify({
    Width: 100,
    Height: 50,
    Areas: [
      {
        Shape: 'circle',
        Coords: [50, 25, 5],
        ArticleNumber: 'CO-1003',
        Position: '1',
        Title: '1: Convection fan motor (CO-1003)',
      },
    ],
  }),
  PartDrawingAreas: [
    {
      Shape: 'circle',
      Coords: [50, 25, 5],
      Left: 45,
      Top: 40,
      Width: 10,
      Height: 20,
      Outline: null,
      ArticleNumber: 'CO-1003',
      Position: '1',
      Title: '1: Convection fan motor (CO-1003)',
      Description: 'Convection fan motor',
      Primary: true,
    },
  ],
  ModelDocuments: [{ DocumentId: 31, MachineModelId: 9 }],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(new Request(input, init).url);
  const path = decodeURIComponent(url.pathname);
  if (path === '/api2/customer/userinfo') return json({ ShowPrices: false, Currency: 'NOK' });
  if (path === '/api2/customer/machines/overview/5')
    return json({
      Machine: { Id: 5, MachineModel: { Id: 9, Name: 'Oven 6-1/1' } },
      DocumentPartDrawingCount: 1,
    });
  if (path === '/api2/customer/parts/9') return json(parts);
  const partMatch = /^\/api2\/customer\/article\/part\/(.+)$/.exec(path);
  if (partMatch) {
    const found = parts.find((p) => p.ArticleNumber === partMatch[1]);
    return found ? json(found) : json({ Message: 'No such article' }, 404);
  }
  if (path === '/api2/customer/documents/partdrawings/5') return json([drawing]);
  if (path === '/api2/customer/documents/partdrawing/31') return json(drawing);
  if (path === '/api2/resource/')
    return new Response('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"/>', {
      headers: { 'Content-Type': 'image/svg+xml' },
    });
  return json({ Message: 'not here' }, 404);
}

function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(entry: string) {
  const client = createClient({ tokenStore: memoryTokenStore(TOKEN), fetch: fakeServer });
  return render(
    <PortalProvider
      client={client}
      locale="en"
      linkComponent={RouterLink}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/customer/machines/:id/parts/*" element={<PartsRoute machineId={5} />} />
          <Route
            path="/customer/machines/:id/partsdocuments/*"
            element={<PartDocumentsRoute machineId={5} />}
          />
        </Routes>
        <Probe />
      </MemoryRouter>
    </PortalProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => cleanup());

describe('PartsRoute', () => {
  it('given parts/{part} with a slash in the article number, opens that part over the panel; closing goes back to the tab', async () => {
    const user = userEvent.setup();
    renderAt('/customer/machines/5/parts/GN%201%2F1');
    const dialog = await screen.findByRole('dialog', { name: 'Gastronorm pan 1/1' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/customer/machines/5/parts'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'All parts of this model' })).toBeInTheDocument();
  });

  it('a part in the panel links to its dialog route', async () => {
    const user = userEvent.setup();
    renderAt('/customer/machines/5/parts');
    await user.click(await screen.findByRole('link', { name: /Convection fan motor/ }));
    expect(location()).toBe('/customer/machines/5/parts/CO-1003');
    expect(await screen.findByRole('dialog', { name: 'Convection fan motor' })).toBeInTheDocument();
  });
});

describe('PartDocumentsRoute', () => {
  it('a drawing tile opens {modelid}/{documentid}; a hotspot stacks the part on it; closing the drawing goes back to the tab', async () => {
    const user = userEvent.setup();
    renderAt('/customer/machines/5/partsdocuments');
    await user.click(await screen.findByRole('link', { name: /Oven exploded view/ }));
    expect(location()).toBe('/customer/machines/5/partsdocuments/9/31');
    const drawingDialog = await screen.findByRole('dialog', { name: 'Oven exploded view' });
    const hotspots = await within(drawingDialog).findByRole('group', { name: 'Parts in the drawing' });
    await user.click(
      within(hotspots).getByRole('button', { name: 'Position 1: Convection fan motor, CO-1003' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Convection fan motor' })).toBeInTheDocument();
    expect(location()).toBe('/customer/machines/5/partsdocuments/9/31');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Convection fan motor' })).not.toBeInTheDocument(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/customer/machines/5/partsdocuments'));
  });

  it('given a document id that is not a number, goes back to the tab', async () => {
    renderAt('/customer/machines/5/partsdocuments/9/abc');
    await waitFor(() => expect(location()).toBe('/customer/machines/5/partsdocuments'));
  });
});

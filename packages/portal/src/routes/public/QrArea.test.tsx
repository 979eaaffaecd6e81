import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { PortalProvider } from '@eqp/components';
import { createClient, memoryTokenStore, type PublicMachine, type Token } from '@eqp/sdk';
import { RouterLink } from '../../RouterLink';
import { QrArea } from './QrArea';

const OWNER: Token = { access_token: 'owner', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 };
const OTHER: Token = { access_token: 'other', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 };

const visitor: PublicMachine = {
  Qrcode: 'QR00001',
  IsPublic: true,
  IsOwner: false,
  MachineId: null,
  OwnerCustomerId: 1,
  DisplayName: 'Freezer A',
  MachineType: 'Freezer',
  MachineTypeRef: { Id: 2, Name: 'Freezer' },
  Supplier: 'Arctic Cooling AS',
  SupplierRef: { Id: 5, Name: 'Arctic Cooling AS' },
  Model: 'AC Deep 500',
  ModelImage: null,
  SerialNumber: 'SN-ARC-107919',
  SignedInAs: null,
};

const tree = {
  Name: 'Resources',
  Files: [],
  InheritedFromType: null,
  InheritedFromName: null,
  Folders: [
    {
      Name: 'Documentation',
      InheritedFromType: 'MachineModel',
      InheritedFromName: 'AC Deep 500',
      Folders: [],
      Files: [{ Name: 'Quick reference.pdf', Link: 'resources/models/quick.pdf', TypeId: 1, IsMedia: false }],
    },
  ],
};

/** The public QR calls: the owner token owns QR00001; the other token belongs to Fjord Bakery AS. */
async function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const auth = request.headers.get('Authorization');
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (url.pathname === '/api2/token') return json(OWNER);
  if (url.pathname === '/api2/public/machine/QR00001') {
    if (auth === 'Bearer owner') {
      return json({
        ...visitor,
        IsOwner: true,
        MachineId: 24,
        SignedInAs: { Name: 'Mona', Email: 'm@x', Organisation: 'Nordic Foods AS', MaySwitch: false },
      });
    }
    if (auth === 'Bearer other') {
      return json({
        ...visitor,
        SignedInAs: { Name: 'Ulrik User', Email: 'u@x', Organisation: 'Fjord Bakery AS', MaySwitch: false },
      });
    }
    return json(visitor);
  }
  if (url.pathname === '/api2/public/machine/QR00001/history') return json([]);
  if (url.pathname === '/api2/public/machine/QR00001/resources') return json(tree);
  if (url.pathname.startsWith('/api2/public/machine/')) {
    return json({ Message: `No equipment has the QR code ${url.pathname.split('/').pop()}` }, 404);
  }
  return json({ Message: 'not here' }, 404);
}

function Probe() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output data-testid="location" data-type={type}>
      {location.pathname + location.search}
    </output>
  );
}

function renderQr(entry: string, token: Token | null = null) {
  const client = createClient({ tokenStore: memoryTokenStore(token), fetch: fakeServer });
  return render(
    <PortalProvider
      client={client}
      locale="en"
      linkComponent={RouterLink}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/qr/:qr/*" element={<QrArea />} />
          <Route path="/customer/machines/:id/:tab" element={<p>Full machine page</p>} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </PortalProvider>,
  );
}

const location = () => screen.getByTestId('location');

afterEach(cleanup);

describe('/qr/:qr (spec §2, public mode)', () => {
  it('given no session, shows the public page with its tabs (no session gate)', async () => {
    const user = userEvent.setup();
    renderQr('/qr/QR00001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Freezer A' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Service history' }));
    expect(await screen.findByRole('heading', { name: 'No service recorded yet' })).toBeVisible();
    expect(location()).toHaveTextContent('/qr/QR00001/history');
    await user.click(screen.getByRole('link', { name: 'Resources' }));
    await user.click(await screen.findByRole('button', { name: /Documentation/ }));
    expect(await screen.findByRole('link', { name: /Quick reference\.pdf/ })).toBeVisible();
    expect(location()).toHaveTextContent('/qr/QR00001/resources?resource_folder=Documentation');
  });

  it('given Log in, shows the login card on the page; after the login the owner goes on to the full machine page', async () => {
    const user = userEvent.setup();
    renderQr('/qr/QR00001/history');
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    expect(location()).toHaveTextContent('/qr/QR00001/history?login=1');
    await user.type(await screen.findByRole('textbox', { name: /e-mail/i }), 'moderator@demo.test');
    await user.type(screen.getByLabelText(/^password/i), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Full machine page')).toBeVisible();
    expect(location()).toHaveTextContent('/customer/machines/24/service');
    expect(location()).toHaveAttribute('data-type', 'REPLACE');
  });

  it('given the owner already signed in, replaces the address with the full machine page', async () => {
    renderQr('/qr/QR00001', OWNER);
    expect(await screen.findByText('Full machine page')).toBeVisible();
    expect(location()).toHaveTextContent('/customer/machines/24/general');
  });

  it('given another organisation, stays in public mode and says who is signed in', async () => {
    renderQr('/qr/QR00001/resources', OTHER);
    expect(
      await screen.findByText(
        'You are signed in as Ulrik User (Fjord Bakery AS), which does not own this equipment.',
      ),
    ).toBeVisible();
    expect(location()).toHaveTextContent('/qr/QR00001/resources');
  });

  it('given an unknown code, shows the not-found page; an unknown section goes to the index', async () => {
    renderQr('/qr/NOPE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipment not found' })).toBeVisible();
    cleanup();
    renderQr('/qr/QR00001/parts');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/qr\/QR00001$/));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { PortalProvider } from '@eqp/components';
import { createClient, memoryTokenStore, SEARCH_DEBOUNCE_MS, type Token } from '@eqp/sdk';
import { ResourcesRoute } from './ResourcesRoute';

const TOKEN: Token = { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 };

const tree = {
  Name: 'Resources',
  Files: [],
  InheritedFromType: null,
  InheritedFromName: null,
  Folders: [
    {
      Name: 'Documentation',
      InheritedFromType: 'MachineModel',
      InheritedFromName: 'iCombi Pro',
      Folders: [],
      Files: [
        { Name: 'Quick reference guide.pdf', Link: 'resources/models/quick.pdf', TypeId: 1, IsMedia: false },
        { Name: 'Service request form.pdf', Link: 'documents/form.pdf', TypeId: 2, IsMedia: false },
      ],
    },
  ],
};

async function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(new Request(input, init).url);
  if (url.pathname === '/api2/customer/documents/resources/5') {
    return new Response(JSON.stringify(tree), { headers: { 'Content-Type': 'application/json' } });
  }
  return new Response(JSON.stringify({ Message: 'not here' }), { status: 404 });
}

/** Where the router is, and how it got there. */
function Probe() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output data-testid="location" data-type={type}>
      {location.search}
    </output>
  );
}

function renderRoute(entry = '/customer/machines/5/resources') {
  const client = createClient({ tokenStore: memoryTokenStore(TOKEN), fetch: fakeServer });
  return render(
    <PortalProvider
      client={client}
      locale="en"
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/customer/machines/:id/resources"
            element={
              <>
                <ResourcesRoute machineId={5} />
                <Probe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </PortalProvider>,
  );
}

const params = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const navigationType = () => screen.getByTestId('location').getAttribute('data-type');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ResourcesRoute', () => {
  it('opens a folder with a new history entry in resource_folder', async () => {
    const user = userEvent.setup();
    renderRoute();
    await user.click(await screen.findByRole('button', { name: /^Documentation/ }));
    expect(params().getAll('resource_folder')).toEqual(['Documentation']);
    expect(navigationType()).toBe('PUSH');
    expect(await screen.findByRole('link', { name: /Quick reference guide/ })).toBeInTheDocument();
  });

  it('keeps the typed search in resource_search, replacing the entry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute();
    await user.type(await screen.findByRole('searchbox'), 'guide');
    // The search box hands the text on once typing has paused for the debounce.
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(params().get('resource_search')).toBe('guide');
    expect(navigationType()).toBe('REPLACE');
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });

  it('given a search, the folder of a result opens it and ends the search in one step', async () => {
    const user = userEvent.setup();
    renderRoute('/customer/machines/5/resources?resource_search=guide');
    await user.click(await screen.findByRole('button', { name: 'Open folder Resources › Documentation' }));
    expect(params().getAll('resource_folder')).toEqual(['Documentation']);
    expect(params().has('resource_search')).toBe(false);
  });

  it('reads folder and chips from the address and keeps chips in resource_type', async () => {
    const user = userEvent.setup();
    renderRoute(
      '/customer/machines/5/resources?resource_folder=Documentation&resource_type=form&resource_type=bogus',
    );
    expect(await screen.findByText('1 file is hidden by the filter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Forms/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /^Documents/ }));
    expect(params().getAll('resource_type')).toEqual(['document', 'form']);
    expect(navigationType()).toBe('REPLACE');
  });
});

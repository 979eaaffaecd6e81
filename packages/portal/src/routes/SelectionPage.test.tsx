import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClient, memoryTokenStore, type PortalOptions } from '@eqp/sdk';
import { App } from '../App';
import { LOCALE_STORAGE_KEY } from '../locale';

const OPTIONS: PortalOptions = {
  PortalName: 'Demo Service Portal',
  CustomerPortal: true,
  CustomerPortalRedirect: null,
  ServiceProvider: true,
  Technician: true,
  TechnicianAppLink: null,
  TechnicianAppUrls: 'https://apps.apple.com/app/id1|https://play.google.com/store/apps/details?id=x',
  TechnicianAppStoreLinks: [
    { Store: 'Apple', Url: 'https://apps.apple.com/app/id1' },
    { Store: 'Google', Url: 'https://play.google.com/store/apps/details?id=x' },
  ],
  CustomerApp: false,
  CustomerAppUrls: null,
  CustomerAppStoreLinks: [],
  WelcomeText: 'Welcome to the demo.',
  PrivacyText: 'We keep little.',
  PrivacyUrl: 'https://example.com/privacy',
};

async function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(new Request(input, init).url);
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (url.pathname === '/api2/app/portal') return json(OPTIONS);
  return json({ Message: `No such API call: ${url.pathname}` }, 404);
}

/** Starts the portal on `path` the way main.tsx does: no locale given, so it resolves its own. */
function startAt(path: string, browserLanguage: string) {
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(browserLanguage);
  window.history.pushState({}, '', path);
  const client = createClient({ tokenStore: memoryTokenStore(), fetch: fakeServer });
  render(<App client={client} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.history.pushState({}, '', '/');
});

describe('the selection page on /', () => {
  it('shows the tiles the options enable and leads to the customer login card', async () => {
    const user = userEvent.setup();
    startAt('/', 'en-US');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Service Portal' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('article').map((tile) => within(tile).getByRole('heading').textContent),
    ).toEqual(['Customer portal', 'Service provider', 'Technician']);
    await user.click(screen.getByRole('link', { name: 'Open the customer portal' }));
    expect(window.location.pathname).toBe('/customer');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('given a Norwegian browser and no stored choice, opens in Norwegian; other addresses open in English', async () => {
    startAt('/', 'nb-NO');
    expect(await screen.findByRole('heading', { level: 2, name: 'Velg portal' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Norsk' })).toBeChecked();
    cleanup();

    startAt('/customer', 'nb-NO');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('given a stored English choice, a Norwegian browser sees English', async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    startAt('/', 'nb-NO');
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose your portal' })).toBeInTheDocument();
  });
});

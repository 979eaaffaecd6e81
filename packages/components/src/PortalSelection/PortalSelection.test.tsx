import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LinkProps } from '../PortalProvider';
import {
  appLinkOptions,
  bareOptions,
  CUSTOMER_REDIRECT,
  noTileOptions,
  onlyCustomerOptions,
  portalOptions,
  redirectOptions,
  TECHNICIAN_APP_LINK,
} from '../test/fixtures';
import { api, delayedHandler, portalOptionsHandler } from '../test/handlers';
import { renderWithProviders } from '../test/render';
import { PortalSelection } from './PortalSelection';
import { portalTiles } from './tiles';

const tile = (name: string) => screen.getByRole('article', { name });
/** The tiles' names in page order. */
const tileNames = () =>
  screen.queryAllByRole('article').map((el) => within(el).getByRole('heading').textContent);

describe('PortalSelection', () => {
  it('given the demo options, shows the portal name, the welcome text, three tiles and the privacy text with its link', async () => {
    renderWithProviders(<PortalSelection onLocaleChange={vi.fn()} />, { token: null });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nordic Service Portal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome to the service portal of Nordic Service AS.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Service provider logo' })).toHaveAttribute(
      'src',
      '/api2/Report/logo',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your portal' })).toBeInTheDocument();
    expect(tileNames()).toEqual(['Customer portal', 'Service provider', 'Technician']);

    expect(
      within(tile('Customer portal')).getByRole('link', { name: 'Open the customer portal' }),
    ).toHaveAttribute('href', '/customer');
    expect(
      within(tile('Service provider')).getByRole('link', { name: 'Open the service provider portal' }),
    ).toHaveAttribute('href', '/serviceprovider/');
    expect(within(tile('Technician')).getByRole('link', { name: 'Open in the browser' })).toHaveAttribute(
      'href',
      '/partner',
    );

    const privacy = screen.getByRole('region', { name: 'Privacy' });
    expect(within(privacy).getByText('Read how we handle your data.')).toBeInTheDocument();
    const privacyLink = within(privacy).getByRole('link', { name: 'Privacy statement (opens in a new tab)' });
    expect(privacyLink).toHaveAttribute('href', 'https://nordicservice.example/privacy');
    expect(privacyLink).toHaveAttribute('target', '_blank');
    expect(screen.getByText('EQP Service Portal')).toBeInTheDocument();
  });

  it('given store links, the technician and customer tiles link first to Apple and second to Google, in a new tab', async () => {
    renderWithProviders(<PortalSelection />, { token: null });
    const technician = await screen.findByRole('article', { name: 'Technician' });
    const apple = within(technician).getByRole('link', {
      name: 'Download on the App Store (opens in a new tab)',
    });
    const google = within(technician).getByRole('link', {
      name: 'Get it on Google Play (opens in a new tab)',
    });
    expect(apple).toHaveAttribute('href', 'https://apps.apple.com/app/id000000001');
    expect(google).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=example.technician',
    );
    expect(apple).toHaveAttribute('target', '_blank');
    expect(apple).toHaveAttribute('rel', 'noopener noreferrer');
    // No deep link configured: no "Open the app".
    expect(within(technician).queryByRole('link', { name: 'Open the app' })).not.toBeInTheDocument();

    const customer = tile('Customer portal');
    expect(within(customer).getByText('Get the app')).toBeInTheDocument();
    expect(
      within(customer).getByRole('link', { name: 'Download on the App Store (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://apps.apple.com/app/id000000002');
    expect(
      within(customer).getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=example.customer');
    expect(within(tile('Service provider')).queryByText('Get the app')).not.toBeInTheDocument();
  });

  it('given a technician deep link, the technician tile has "Open the app" to it besides the browser link', async () => {
    renderWithProviders(<PortalSelection />, {
      token: null,
      handlers: [portalOptionsHandler(appLinkOptions)],
    });
    const technician = await screen.findByRole('article', { name: 'Technician' });
    expect(within(technician).getByRole('link', { name: 'Open the app' })).toHaveAttribute(
      'href',
      TECHNICIAN_APP_LINK,
    );
    expect(within(technician).getByRole('link', { name: 'Open in the browser' })).toHaveAttribute(
      'href',
      '/partner',
    );
  });

  it('given only the customer portal, shows that one tile and no app links', async () => {
    renderWithProviders(<PortalSelection />, {
      token: null,
      handlers: [portalOptionsHandler(onlyCustomerOptions)],
    });
    expect(await screen.findByRole('article', { name: 'Customer portal' })).toBeInTheDocument();
    expect(tileNames()).toEqual(['Customer portal']);
    expect(screen.queryByText('Get the app')).not.toBeInTheDocument();
  });

  it('given a customer redirect, the customer tile links to that address as another site', async () => {
    renderWithProviders(<PortalSelection />, {
      token: null,
      handlers: [portalOptionsHandler(redirectOptions)],
    });
    const customer = await screen.findByRole('article', { name: 'Customer portal' });
    const link = within(customer).getByRole('link', {
      name: 'Open the customer portal (opens another site)',
    });
    expect(link).toHaveAttribute('href', CUSTOMER_REDIRECT);
    expect(link).not.toHaveAttribute('target');
    expect(tileNames()).toEqual(['Customer portal']);
  });

  it('given the customer app without the customer portal, shows a "Customer app" tile with the store links only', async () => {
    renderWithProviders(
      <PortalSelection
        options={{
          ...noTileOptions,
          CustomerApp: true,
          CustomerAppUrls: '|https://play.example/app',
          CustomerAppStoreLinks: [{ Store: 'Google', Url: 'https://play.example/app' }],
        }}
      />,
      { token: null },
    );
    const customer = tile('Customer app');
    expect(within(customer).getAllByRole('link')).toHaveLength(1);
    expect(
      within(customer).getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://play.example/app');
  });

  it('given no tile enabled, says that no portal is open here', async () => {
    renderWithProviders(<PortalSelection />, {
      token: null,
      handlers: [portalOptionsHandler(noTileOptions)],
    });
    expect(await screen.findByRole('heading', { name: 'No portal is open here' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This address offers no portal at the moment. Contact your service provider to get access.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose your portal' })).not.toBeInTheDocument();
  });

  it('given options without a name or texts, shows "Service portal" and no welcome or privacy section', () => {
    renderWithProviders(<PortalSelection options={bareOptions} />, { token: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Service portal' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Privacy' })).not.toBeInTheDocument();
    expect(tileNames()).toEqual(['Customer portal']);
  });

  it('while the options load, shows placeholders named "Loading the portals…"', () => {
    renderWithProviders(<PortalSelection />, {
      token: null,
      handlers: [delayedHandler('get', api('/app/portal'), portalOptions, 'infinite')],
    });
    expect(screen.getByRole('progressbar', { name: 'Loading the portals…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("given the options fail, shows the server's message; Try again loads them", async () => {
    let fail = true;
    const { user } = renderWithProviders(<PortalSelection />, {
      token: null,
      handlers: [
        http.get(api('/app/portal'), () =>
          fail
            ? HttpResponse.json({ Message: 'The portal settings are unavailable' }, { status: 400 })
            : HttpResponse.json(portalOptions),
        ),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The portal could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The portal settings are unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Technician' })).toBeInTheDocument();
  });

  it('given options as a prop, asks the server for nothing', () => {
    const seen: string[] = [];
    renderWithProviders(<PortalSelection options={onlyCustomerOptions} />, {
      token: null,
      handlers: [
        http.get(api('/app/portal'), ({ request }) => {
          seen.push(request.url);
          return HttpResponse.json(portalOptions);
        }),
      ],
    });
    expect(tile('Customer portal')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('choosing Norsk reports "no" to the host; without onLocaleChange there is no language switch', async () => {
    const onLocaleChange = vi.fn();
    const { user, unmount } = renderWithProviders(
      <PortalSelection options={portalOptions} onLocaleChange={onLocaleChange} />,
      { token: null },
    );
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Norsk' }));
    expect(onLocaleChange).toHaveBeenCalledWith('no');
    unmount();

    renderWithProviders(<PortalSelection options={portalOptions} />, { token: null });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('in Norwegian, the tiles, links and notes are Norwegian and Norsk is checked', () => {
    renderWithProviders(<PortalSelection options={appLinkOptions} onLocaleChange={vi.fn()} />, {
      token: null,
      locale: 'no',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Velg portal' })).toBeInTheDocument();
    expect(tileNames()).toEqual(['Kundeportal', 'Tjenesteleverandør', 'Tekniker']);
    expect(screen.getByRole('link', { name: 'Åpne kundeportalen' })).toHaveAttribute('href', '/customer');
    expect(screen.getByRole('link', { name: 'Åpne i nettleseren' })).toHaveAttribute('href', '/partner');
    expect(screen.getByRole('link', { name: 'Åpne appen' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Last ned fra App Store (åpnes i en ny fane)' })).toHaveLength(
      2,
    );
    expect(
      screen.getByRole('link', { name: 'Personvernerklæring (åpnes i en ny fane)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Norsk' })).toBeChecked();
  });

  it("internal tiles go through the host's link component; the external redirect does not", () => {
    const HostLink = ({ href, children, ...rest }: LinkProps) => (
      <a href={href} data-router="" {...rest}>
        {children}
      </a>
    );
    renderWithProviders(
      <PortalSelection options={{ ...portalOptions, CustomerPortalRedirect: CUSTOMER_REDIRECT }} />,
      {
        token: null,
        providerProps: { linkComponent: HostLink },
      },
    );
    expect(screen.getByRole('link', { name: 'Open the service provider portal' })).toHaveAttribute(
      'data-router',
    );
    expect(screen.getByRole('link', { name: 'Open in the browser' })).toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: /Open the customer portal/ })).not.toHaveAttribute('data-router');
  });

  it('hrefs moves the tiles; a logo that fails to load is left out', async () => {
    renderWithProviders(
      <PortalSelection
        options={portalOptions}
        hrefs={{ customer: '/c', serviceProvider: '/sp', partner: '/p' }}
        logoSrc="/no-logo.png"
      />,
      { token: null },
    );
    expect(screen.getByRole('link', { name: 'Open the customer portal' })).toHaveAttribute('href', '/c');
    expect(screen.getByRole('link', { name: 'Open the service provider portal' })).toHaveAttribute(
      'href',
      '/sp',
    );
    expect(screen.getByRole('link', { name: 'Open in the browser' })).toHaveAttribute('href', '/p');
    fireEvent.error(screen.getByRole('img', { name: 'Service provider logo' }));
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Service provider logo' })).not.toBeInTheDocument(),
    );
  });
});

describe('portalTiles', () => {
  it('reads the options as spec §2 says: a tile per enabled option, store links by their store', () => {
    expect(portalTiles(portalOptions)).toEqual([
      {
        kind: 'customer',
        href: '/customer',
        external: false,
        stores: {
          apple: 'https://apps.apple.com/app/id000000002',
          google: 'https://play.google.com/store/apps/details?id=example.customer',
        },
      },
      { kind: 'serviceProvider', href: '/serviceprovider/', external: false, stores: {} },
      {
        kind: 'technician',
        href: '/partner',
        external: false,
        appLink: undefined,
        stores: {
          apple: 'https://apps.apple.com/app/id000000001',
          google: 'https://play.google.com/store/apps/details?id=example.technician',
        },
      },
    ]);
  });

  it('ignores the customer store links while CustomerApp is off, and a blank redirect', () => {
    expect(
      portalTiles({
        ...onlyCustomerOptions,
        CustomerAppUrls: 'https://a|https://g',
        CustomerAppStoreLinks: [
          { Store: 'Apple', Url: 'https://a' },
          { Store: 'Google', Url: 'https://g' },
        ],
        CustomerPortalRedirect: '  ',
      }),
    ).toEqual([{ kind: 'customer', href: '/customer', external: false, stores: {} }]);
  });

  it('gives no tile when nothing is enabled, also when CustomerApp is on without store links', () => {
    expect(portalTiles(noTileOptions)).toEqual([]);
    expect(
      portalTiles({ ...noTileOptions, CustomerApp: true, CustomerAppUrls: null, CustomerAppStoreLinks: [] }),
    ).toEqual([]);
  });
});

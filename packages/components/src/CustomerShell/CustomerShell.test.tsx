import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { plainUserInfo, userInfoWithOrganisations } from '../test/fixtures';
import { openJobsCountHandler, organizationServerHandlers, userInfoHandler } from '../test/handlers';
import { renderWithProviders } from '../test/render';
import { CustomerShell, type CustomerShellProps } from './CustomerShell';

function renderShell(
  props: Partial<CustomerShellProps> = {},
  options: Parameters<typeof renderWithProviders>[1] = {},
) {
  const onLocaleChange = vi.fn();
  const onLogout = vi.fn();
  const result = renderWithProviders(
    <CustomerShell
      active="machines"
      locale="en"
      onLocaleChange={onLocaleChange}
      onLogout={onLogout}
      {...props}
    >
      <h1>Page content</h1>
    </CustomerShell>,
    options,
  );
  return { ...result, onLocaleChange, onLogout };
}

/** A `matchMedia` stub answering as a viewport `width` px wide. */
function stubViewport(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        dispatchEvent: vi.fn(),
      } as unknown as MediaQueryList;
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CustomerShell', () => {
  it('links the menu items to the customer pages and marks the active one as the current page', async () => {
    renderShell({ active: 'history' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const equipment = within(nav).getByRole('link', { name: 'Equipment' });
    expect(equipment).toHaveAttribute('href', '/customer/machines/list');
    expect(equipment).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/customer/shop/cart');
    expect(within(nav).getByRole('link', { name: 'Organization' })).toHaveAttribute(
      'href',
      '/customer/organization',
    );
    const orders = within(nav).getByRole('link', { name: /^Orders/ });
    expect(orders).toHaveAttribute('href', '/customer/jobs');
    expect(orders).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
  });

  it('given hrefs, links there instead', () => {
    renderShell({ hrefs: { machines: '/machines', organization: '/org' } });
    expect(screen.getByRole('link', { name: 'Equipment' })).toHaveAttribute('href', '/machines');
    expect(screen.getByRole('link', { name: 'Organization' })).toHaveAttribute('href', '/org');
    expect(screen.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/customer/shop/cart');
  });

  it('given 3 items in the cart and 2 + 3 open jobs, the badges say so to assistive technology', async () => {
    renderShell(
      { cartCount: 3 },
      { handlers: [openJobsCountHandler({ ActivePartJobsCount: 2, ActiveOtherJobsCount: 3 })] },
    );
    expect(screen.getByRole('link', { name: 'Cart, 3 items in cart' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Orders, 5 open jobs' })).toBeInTheDocument();
  });

  it('given an empty cart and no open jobs, shows no badges', async () => {
    renderShell(
      { cartCount: 0 },
      { handlers: [openJobsCountHandler({ ActivePartJobsCount: 0, ActiveOtherJobsCount: 0 })] },
    );
    // Wait for the user info so the count has had its chance to arrive.
    await within(screen.getByRole('contentinfo')).findByText('Fjord Bakeri AS');
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toBeInTheDocument();
  });

  it('given one open job and one cart line, uses the singular', async () => {
    renderShell(
      { cartCount: 1 },
      { handlers: [openJobsCountHandler({ ActivePartJobsCount: 1, ActiveOtherJobsCount: 0 })] },
    );
    expect(screen.getByRole('link', { name: 'Cart, 1 item in cart' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Orders, 1 open job' })).toBeInTheDocument();
  });

  it('the account menu shows the name and e-mail, and Log out calls onLogout', async () => {
    const { user, onLogout } = renderShell();
    const account = screen.getByRole('button', { name: 'My Account' });
    await waitFor(() => expect(account).toHaveTextContent('KN'));
    await user.click(account);
    // The menu loads on first use and takes the button's place.
    const menu = await screen.findByRole('menu', { name: 'My Account' });
    expect(screen.getByRole('button', { name: 'My Account' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAccessibleDescription('Kari Nordmann kari.nordmann@fjordbakeri.example');
    expect(screen.getByText('Kari Nordmann')).toBeInTheDocument();
    expect(screen.getByText('kari.nordmann@fjordbakeri.example')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('choosing Norsk in the account menu calls onLocaleChange("no")', async () => {
    const { user, onLocaleChange } = renderShell();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    expect(await screen.findByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Norsk' }));
    expect(onLocaleChange).toHaveBeenCalledWith('no');
  });

  it('Escape closes the account menu and returns focus to the button', async () => {
    const { user } = renderShell();
    const account = screen.getByRole('button', { name: 'My Account' });
    await user.click(account);
    expect(await screen.findByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Account' })).toHaveFocus();
  });

  it('on a phone, labels Organization "More"', () => {
    stubViewport(390);
    renderShell();
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/customer/organization');
    expect(screen.queryByRole('link', { name: 'Organization' })).not.toBeInTheDocument();
  });

  it('on a tablet, keeps the Organization label', () => {
    stubViewport(768);
    renderShell();
    expect(screen.getByRole('link', { name: 'Organization' })).toBeInTheDocument();
  });

  it('shows the company, provider and support contact cards in the footer', async () => {
    renderShell();
    const footer = screen.getByRole('contentinfo', { name: 'Contact information' });
    expect(await within(footer).findByText('Fjord Bakeri AS')).toBeInTheDocument();
    expect(within(footer).getByText('Org. no. 912 345 678')).toBeInTheDocument();
    expect(within(footer).getByText('Bryggen 12')).toBeInTheDocument();
    expect(within(footer).getByText('5003 Bergen')).toBeInTheDocument();
    expect(within(footer).getByText('Nordic Service AS')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'service@nordicservice.example' })).toHaveAttribute(
      'href',
      'mailto:service@nordicservice.example',
    );
    expect(within(footer).getByRole('link', { name: '+47 22 33 44 55' })).toHaveAttribute(
      'href',
      'tel:+4722334455',
    );
    expect(within(footer).getByRole('heading', { name: 'Portal support' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'support@eqp-portal.example' })).toHaveAttribute(
      'href',
      'mailto:support@eqp-portal.example',
    );
  });

  it('given a company without a delivery address, says it is not specified', async () => {
    renderShell({}, { handlers: [userInfoHandler(plainUserInfo)] });
    expect(await screen.findByText('Delivery address not specified')).toBeInTheDocument();
  });

  it('given hideFooter, shows no footer', () => {
    renderShell({ hideFooter: true });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('names the provider logo after the provider and links it to the machine list', async () => {
    renderShell();
    const logo = await screen.findByRole('link', { name: 'Nordic Service AS – home page' });
    expect(logo).toHaveAttribute('href', '/customer/machines/list');
  });

  it('given Norwegian, shows the Norwegian menu', async () => {
    renderShell({ cartCount: 2, locale: 'no' }, { locale: 'no' });
    const nav = screen.getByRole('navigation', { name: 'Hovedmeny' });
    expect(within(nav).getByRole('link', { name: 'Utstyr' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Handlekurv, 2 varer i handlekurven' })).toBeInTheDocument();
    expect(await within(nav).findByRole('link', { name: 'Ordrer, 5 åpne jobber' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Organisasjon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Min konto' })).toBeInTheDocument();
  });

  describe('top bar', () => {
    it('shows the current organisation and the equipment search above the page', async () => {
      renderShell();
      expect(
        await screen.findByRole('button', {
          name: 'Fjord Bakeri AS, Org. no. 912 345 678 – change organisation',
        }),
      ).toBeInTheDocument();
      const search = screen.getByRole('search', { name: 'Search' });
      expect(within(search).getByRole('combobox', { name: 'Search equipment' })).toBeInTheDocument();
    });

    it('given a user of one organisation, shows its name and number without a dropdown', async () => {
      renderShell({}, { handlers: [userInfoHandler(plainUserInfo)] });
      expect(
        await screen.findByRole('group', { name: 'Current organisation: Fjord Bakeri AS' }),
      ).toHaveTextContent('Fjord Bakeri AS Org. no. 912 345 678');
      expect(screen.queryByRole('button', { name: /change organisation/ })).not.toBeInTheDocument();
    });

    it('switching organisation in the top bar calls onOrganisationSwitched with its id', async () => {
      const onOrganisationSwitched = vi.fn();
      const { user } = renderShell(
        { onOrganisationSwitched },
        { handlers: organizationServerHandlers({ userInfo: userInfoWithOrganisations(2) }) },
      );
      await user.click(await screen.findByRole('button', { name: /change organisation/ }));
      await user.click(await screen.findByRole('option', { name: /Fjord Bakeri Trondheim AS/ }));
      await waitFor(() => expect(onOrganisationSwitched).toHaveBeenCalledWith(102));
    });

    it('the top search finds machines and links them to the machine page (or machineHref)', async () => {
      const { user } = renderShell({ machineHref: (id) => `/m/${id}` });
      await user.type(screen.getByRole('combobox', { name: 'Search equipment' }), 'traigo');
      const results = await screen.findByRole('listbox', { name: 'Equipment' });
      expect(within(results).getAllByRole('option')[0]).toHaveAttribute('href', '/m/1003');
    });

    it('on a phone, the search is a "Search" button that expands into the field', async () => {
      stubViewport(390);
      const { user } = renderShell();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(screen.getByRole('combobox', { name: 'Search equipment' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Close search' }));
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    });
  });
});

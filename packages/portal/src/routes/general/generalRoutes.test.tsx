import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Token } from '@eqp/sdk';
import { PORTAL_VERSION } from '../../version';
import { loadCustomerArea } from '../CustomerArea';
import { machineItem as machine, moderatorUserInfo as userInfo, TOKEN } from '../../test-fixtures';
import { renderAppAt } from '../../test-render';

/** Answers the calls of the general routes; the paths asked for are recorded. */
function fakeServer(asked: string[]) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    asked.push(url.pathname + url.search);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    switch (url.pathname) {
      case '/api2/customer/userinfo':
        return json(userInfo);
      case '/api2/customer/jobs/openCount':
        return json({ ActivePartJobsCount: 0, ActiveOtherJobsCount: 0 });
      case '/api2/customer/shoppingcart':
        return json({ CartId: 7, Groups: [], TotalAmount: 0, Currency: 'NOK' });
      case '/api2/customer/machines':
        return json([machine(1), machine(2)]);
      case '/api2/customer/machines/history/1':
      case '/api2/customer/machines/history/2':
      case '/api2/customer/jobs/openmachinejobs/1':
      case '/api2/customer/jobs/openmachinejobs/2':
        return json([]);
      case '/api2/app/portal':
        return json({
          CustomerPortal: true,
          CustomerPortalRedirect: null,
          ServiceProvider: false,
          Technician: false,
          TechnicianAppLink: null,
          TechnicianAppUrls: null,
          TechnicianAppStoreLinks: [],
          CustomerApp: false,
          CustomerAppUrls: null,
          CustomerAppStoreLinks: [],
          WelcomeText: 'Welcome to the demo.',
          PrivacyText: null,
          PrivacyUrl: 'https://example.com/privacy',
          PortalName: 'Demo Service Portal',
        });
      default:
        return json({ Message: `No such API call: ${request.method} ${url.pathname}` }, 404);
    }
  };
}

function renderAt(path: string, token: Token | null = null) {
  const asked: string[] = [];
  const client = renderAppAt(path, fakeServer(asked), token);
  return { client, asked };
}

afterEach(() => {
  cleanup();
  window.history.pushState({}, '', '/');
});

describe('the 404 page', () => {
  it('given an unknown address, names it with its query and links home and to the portal', async () => {
    renderAt('/no/such/page?x=1');
    const page = await screen.findByRole('region', { name: 'Page not found' });
    expect(page).toHaveTextContent(
      'We could not find /no/such/page?x=1. The address may be misspelt, or this site may be behind or ahead of the version you expect after an update.',
    );
    expect(within(page).getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
    expect(within(page).getByRole('link', { name: 'Open the customer portal' })).toHaveAttribute(
      'href',
      '/customer',
    );
  });

  it('given an unknown customer address after sign-in, shows it in the shell with the service provider as contact', async () => {
    // The pages' code loaded already (main.tsx starts the customer area's with the user info): a
    // test's first import of two lazy chunks can take longer than SWR's 2 s de-duplication of the
    // user info, and a later hook then asks again.
    await Promise.all([loadCustomerArea(), import('./NotFoundPage')]);
    const { asked } = renderAt('/customer/nowhere', TOKEN);
    const page = await screen.findByRole('region', { name: 'Page not found' });
    expect(page).toHaveTextContent('We could not find /customer/nowhere.');
    expect(within(page).getByRole('link', { name: 'service@demo.test' })).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Open the customer portal' })).toHaveAttribute(
      'href',
      '/customer/machines/list',
    );
    // In the customer shell (its menu), and the user info was asked for once only.
    expect(screen.getByRole('link', { name: /Equipment/ })).toBeInTheDocument();
    expect(asked.filter((path) => path === '/api2/customer/userinfo')).toHaveLength(1);
  }, 15_000);

  it('given an unknown address under /serviceprovider, shows the 404 page', async () => {
    renderAt('/serviceprovider/elsewhere');
    expect(await screen.findByRole('region', { name: 'Page not found' })).toHaveTextContent(
      '/serviceprovider/elsewhere',
    );
  });
});

describe('/serviceprovider', () => {
  it.each(['/serviceprovider', '/serviceprovider/', '/serviceprovider/dashboard'])(
    '%s shows only the word ServiceProvider',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'ServiceProvider' })).toBeInTheDocument();
      expect(document.body).toHaveTextContent(/^ServiceProvider$/);
    },
  );

  it('job/{id} opens a job dialog that shows only ServiceProvider; closing it goes to the area', async () => {
    renderAt('/serviceprovider/job/7');
    const dialog = await screen.findByRole('dialog', { name: 'Job 7' });
    expect(within(dialog).getByText('ServiceProvider')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.location.pathname).toBe('/serviceprovider'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/about', () => {
  it('loads on demand and shows the portal, the version and the links without a session', async () => {
    const { asked } = renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Service Portal' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Version' })).toHaveTextContent(
      `EQP Service Portal ${PORTAL_VERSION}`,
    );
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api2/docs');
    expect(screen.getByRole('link', { name: 'Choose a portal' })).toHaveAttribute('href', '/');
    expect(asked.some((path) => path.includes('userinfo'))).toBe(false);
  });
});

describe('/component', () => {
  it('the index lists the gallery pages, and the navigation opens page 1 with the shop landing page', async () => {
    renderAt('/component');
    expect(await screen.findByRole('heading', { level: 1, name: 'Component gallery' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Gallery pages' });
    for (const name of [
      'Overview',
      'Shop landing page',
      'Building blocks',
      'Shopping cart',
      'Machine history',
      'Cost chart',
    ]) {
      expect(within(nav).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(screen.getAllByText('Live, needs sign-in')).toHaveLength(3);
    await userEvent.click(within(nav).getByRole('link', { name: /Shop landing page/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Keep your equipment running' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Price on request')).toHaveLength(6);
    expect(within(nav).getByRole('link', { name: /Shop landing page/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('2 shows the building blocks; a snackbar trigger shows its snackbar', async () => {
    renderAt('/component/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Building blocks' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Primary' })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Saving' })).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: 'Disabled' })[0]).toBeDisabled();
    expect(screen.getByText('??')).toBeInTheDocument();
    expect(screen.getByText('Minimum 8 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show success' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Job created');
  });

  it('a live page without a session asks to sign in, and the pages without data need none', async () => {
    const { asked } = renderAt('/component/Cart');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Gallery pages' })).toBeInTheDocument();
    expect(asked.some((path) => path.startsWith('/api2/customer'))).toBe(false);
  });

  it('Cart shows the signed-in customer’s cart', async () => {
    renderAt('/component/Cart', TOKEN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
  }, 15_000);

  it('MachineHistory shows the first machine by default and the picker switches the machine', async () => {
    const { asked } = renderAt('/component/MachineHistory', TOKEN);
    const picker = await screen.findByRole('combobox', { name: 'Machine' });
    expect(picker).toHaveValue('1');
    await waitFor(() => expect(asked).toContain('/api2/customer/machines/history/1'));
    await userEvent.selectOptions(picker, 'Machine 2');
    expect(new URLSearchParams(window.location.search).get('machine')).toBe('2');
    await waitFor(() => expect(asked).toContain('/api2/customer/machines/history/2'));
  }, 15_000);

  it('an unknown gallery page is not found inside the gallery frame', async () => {
    renderAt('/component/9');
    expect(await screen.findByRole('region', { name: 'Page not found' })).toHaveTextContent('/component/9');
    expect(screen.getByRole('navigation', { name: 'Gallery pages' })).toBeInTheDocument();
  });
});

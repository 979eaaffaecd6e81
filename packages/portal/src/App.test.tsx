import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Token } from '@eqp/sdk';
import { machineItem, moderatorUserInfo as userInfo, TOKEN } from './test-fixtures';
import { renderAppAt } from './test-render';

const machine = (id: number) => machineItem(id, { ActiveServiceJobs: 1, TotalServiceAmount: 10 });

/** The Authorization header of every POST /api2/token/revoke (logout) the fake server saw. */
let revoked: (string | null)[] = [];
/** How the fake server answers a revoke: a success, or a failure of the network. */
let revokeAnswer: 'ok' | 'network' = 'ok';

/** A tiny stand-in for the server: answers the calls these screens make. */
async function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  switch (url.pathname) {
    case '/api2/token/revoke':
      revoked.push(request.headers.get('Authorization'));
      if (revokeAnswer === 'network') throw new TypeError('Failed to fetch');
      return json({ Success: true });
    case '/api2/customer/userinfo':
      return json(userInfo);
    case '/api2/customer/jobs/openCount':
      return json({ ActivePartJobsCount: 1, ActiveOtherJobsCount: 2 });
    case '/api2/customer/machines/filtered':
      return json({ Items: [machine(1), machine(2)], Page: 1, ItemsPerPage: 30, TotalCount: 2 });
    case '/api2/customer/shoppingcart/checkout':
      return json({ Id: 99 }, 201);
    case '/api2/customer/machines':
      return json([machine(1), machine(2)]);
    case '/api2/customer/shoppingcart':
      return json({
        CartId: 7,
        Groups: [
          {
            Machine: { Id: 1, DisplayName: 'Machine 1', Name: null, SerialNumber: null },
            Items: [
              {
                Id: 1,
                ArticleCount: 2,
                ArticlePrice: 10,
                Article: { ArticleNumber: 'A-1', ArticleDescription: 'Filter', ArticleImage: null },
              },
              {
                Id: 2,
                ArticleCount: 1,
                ArticlePrice: 5,
                Article: { ArticleNumber: 'A-2', ArticleDescription: 'Gasket', ArticleImage: null },
              },
            ],
          },
        ],
        TotalAmount: 25,
        Currency: 'NOK',
      });
    case '/api2/partner/userinfo':
      return json({ Message: 'This account is not a partner account' }, 403);
    case '/api2/app/portal':
      return json({ CustomerPortal: true, PortalName: 'Demo Service Portal' });
    default:
      return json({ Message: `No such API call: ${request.method} ${url.pathname}` }, 404);
  }
}

const renderAt = (path: string, token: Token | null) => renderAppAt(path, fakeServer, token);

afterEach(() => {
  cleanup();
  window.history.pushState({}, '', '/');
  revoked = [];
  revokeAnswer = 'ok';
});

describe('the portal', () => {
  it('given no token, /customer shows the login card', async () => {
    renderAt('/customer', null);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeDisabled();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('given a token, /customer redirects to the machine list inside the customer shell', async () => {
    renderAt('/customer', TOKEN);
    expect(await screen.findByRole('heading', { name: 'Equipment list' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/customer/machines/list');
    expect(await screen.findByRole('link', { name: /Machine 1/ })).toBeInTheDocument();
  });

  it('given a customer token on /partner, says the account cannot open it and Log out leads to the login card', async () => {
    const user = userEvent.setup();
    renderAt('/partner', TOKEN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This account cannot open the partner portal' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('the side bar shows the cart badge (articles in the cart) and the open jobs badge', async () => {
    renderAt('/customer/machines/list', TOKEN);
    expect(await screen.findByRole('link', { name: 'Cart, 3 items in cart' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Orders, 3 open jobs' })).toBeInTheDocument();
  });

  it('/customer/shop redirects to the cart; after Send order the job list opens', async () => {
    renderAt('/customer/shop', TOKEN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/customer/shop/cart');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send order' }));
    await waitFor(() => expect(window.location.pathname).toBe('/customer/jobs'));
  });

  it('logging out from the account menu ends the session on the server and returns to the login card', async () => {
    const client = renderAt('/customer/machines/list', TOKEN);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(client.tokenStore.get()).toBeNull();
    // The sdk's logout: POST /api2/token/revoke with the refresh token as bearer.
    await waitFor(() => expect(revoked).toEqual(['Bearer r']));
  });

  it('given a revoke that cannot reach the server, logging out still returns to the login card, with no error', async () => {
    revokeAnswer = 'network';
    const client = renderAt('/customer/machines/list', TOKEN);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(client.tokenStore.get()).toBeNull();
    await waitFor(() => expect(revoked).toHaveLength(1));
    expect(screen.queryByText('Network error')).not.toBeInTheDocument();
  });

  it('Forgot password keeps the e-mail in the address and shows the reset request', async () => {
    renderAt('/customer', null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'a@b.no');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(new URLSearchParams(window.location.search).get('mode')).toBe('send');
    expect(new URLSearchParams(window.location.search).get('email')).toBe('a@b.no');
    expect(await screen.findByText('Reset your password')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('a@b.no');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

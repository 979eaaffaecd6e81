import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { PortalProvider } from '@eqp/components';
import { createClient, memoryTokenStore, type Token } from '@eqp/sdk';
import { SessionGate } from './SessionGate';

const TOKEN: Token = { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 };
const CODE = '424242';
const NEW_PASSWORD = 'Fjord2024!';

const userInfo = {
  Name: 'Tore Technician',
  Email: 'tech@demo.test',
  UserTypeId: null,
  Customer: null,
  ImpersonationOptions: [],
  Provider: { CompanyName: 'Demo Service AS', Email: 'service@demo.test', Telephone: '+47 22 00 00 00' },
  ShowPrices: false,
  Currency: null,
  PartnerCompany: null,
};

/** A JSON answer of the stand-in server. */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Seen {
  path: string;
  body?: unknown;
  scope?: string | null;
}

/** Answers the recovery calls: the code CODE is valid; the token call only takes the new password. */
function fakeServer(seen: Seen[]) {
  let password = 'Demo1234!';
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    switch (url.pathname) {
      case '/api2/Accounts/RecoverPassword':
        seen.push({ path: url.pathname, body: await request.json() });
        return json({ Success: true });
      case '/api2/Accounts/ValidateOtp':
        seen.push({ path: url.pathname, body: Object.fromEntries(url.searchParams) });
        return json({ Success: url.searchParams.get('code') === CODE });
      case '/api2/Accounts/ChangePassword': {
        const body = (await request.json()) as { Password: string };
        seen.push({ path: url.pathname, body });
        password = body.Password;
        return json({ Success: true });
      }
      case '/api2/token': {
        const scope = new URLSearchParams(await request.text()).get('scope');
        const typed = atob((request.headers.get('Authorization') ?? '').split(' ')[1] ?? '').split(':')[1];
        seen.push({ path: url.pathname, scope });
        return typed === password ? json(TOKEN) : json({ Message: 'Invalid username or password' }, 401);
      }
      case '/api2/partner/userinfo':
      case '/api2/customer/userinfo':
        return json(userInfo);
      case '/api2/app/portal':
        return json({ PortalName: 'Demo Service Portal' });
      default:
        return json({ Message: 'not here' }, 404);
    }
  };
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

function renderGate(entry: string, scope: 'customer' | 'partner' = 'customer') {
  const seen: Seen[] = [];
  const client = createClient({ tokenStore: memoryTokenStore(), fetch: fakeServer(seen) });
  render(
    <PortalProvider
      client={client}
      locale="en"
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      <MemoryRouter initialEntries={[entry]}>
        <SessionGate scope={scope}>
          <h1>The portal</h1>
        </SessionGate>
        <Address />
      </MemoryRouter>
    </PortalProvider>,
  );
  return { seen, client, user: userEvent.setup() };
}

const query = () => new URLSearchParams(screen.getByTestId('address').textContent!.split('?')[1] ?? '');

afterEach(() => cleanup());

describe('SessionGate: password recovery in the address', () => {
  it('Forgot password -> send -> otp keeps mode and email; the typed code goes into otp', async () => {
    const { user, seen } = renderGate('/customer');
    await user.type(await screen.findByLabelText('E-mail'), 'kari@fjord.no');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(query().get('mode')).toBe('send');
    expect(query().get('email')).toBe('kari@fjord.no');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByLabelText('One-time code')).toBeInTheDocument();
    expect(query().get('mode')).toBe('otp');
    expect(seen[0]).toEqual({ path: '/api2/Accounts/RecoverPassword', body: { username: 'kari@fjord.no' } });

    await user.type(screen.getByLabelText('One-time code'), CODE);
    expect(await screen.findByText('Code validated')).toBeInTheDocument();
    expect(query().get('otp')).toBe(CODE);
  });

  it('Cancel on the code screen returns to the login and clears otp', async () => {
    const { user } = renderGate(`/customer?mode=otp&email=kari%40fjord.no&otp=${CODE}`);
    expect(await screen.findByText('Code validated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(query().has('mode')).toBe(false);
    expect(query().has('otp')).toBe(false);
    expect(screen.getByLabelText('E-mail')).toHaveValue('kari@fjord.no');
  });

  it('Cancel on the new password screen clears otp too', async () => {
    const { user } = renderGate(`/customer?mode=set&email=kari%40fjord.no&otp=${CODE}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(query().toString()).toBe('email=kari%40fjord.no');
  });

  it('set without a code in the address goes to the code screen', async () => {
    renderGate('/customer?mode=set&email=kari%40fjord.no');
    expect(await screen.findByLabelText('One-time code')).toBeInTheDocument();
    await waitFor(() => expect(query().get('mode')).toBe('otp'));
  });

  it('on /partner, a new password logs in to the partner portal, drops the recovery parameters and shows the portal', async () => {
    const { user, seen, client } = renderGate(`/partner/job/list?mode=otp&email=tech%40demo.test`, 'partner');
    await user.type(await screen.findByLabelText('One-time code'), CODE);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(query().get('mode')).toBe('set');
    expect(query().get('otp')).toBe(CODE);
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'The portal' })).toBeInTheDocument();
    expect(screen.getByText('Password changed successfully')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/partner\/job\/list$/);
    expect(seen.map((s) => s.path)).toEqual([
      '/api2/Accounts/ValidateOtp',
      '/api2/Accounts/ChangePassword',
      '/api2/token',
    ]);
    expect(seen.at(-1)?.scope).toBe('ServiceProvider.Partner');
    expect(client.tokenStore.get()).toEqual(TOKEN);
  });
});

describe('SessionGate: a session that ends while the portal shows', () => {
  /** A JWT-shaped token of user 7 (the client compares the `sub` claim of the old and the new one). */
  const jwt = (name: string): Token => ({
    ...TOKEN,
    access_token: `h.${btoa(JSON.stringify({ sub: '7', scope: 'ServiceProvider.Customer' }))}.${name}`,
    refresh_token: `refresh-${name}`,
  });

  /** The gate over a stand-in portal page, at /customer, with `client`. */
  const renderPortal = (client: ReturnType<typeof createClient>) =>
    render(
      <PortalProvider
        client={client}
        locale="en"
        swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
      >
        <MemoryRouter initialEntries={['/customer']}>
          <SessionGate scope="customer">
            <h1>The portal</h1>
          </SessionGate>
        </MemoryRouter>
      </PortalProvider>,
    );

  it('given a revoked session, when a call meets it, keeps the page, asks for a sign-in over it and finishes the call afterwards', async () => {
    let revoked = false;
    const fresh = jwt('fresh');
    const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const bearer = request.headers.get('Authorization');
      if (path === '/api2/token') return json(fresh);
      if (path === '/api2/token/refresh') return json({ Message: 'The session has ended' }, 401);
      if (path === '/api2/app/portal') return json({ PortalName: 'Demo Service Portal' });
      if (revoked && bearer !== `Bearer ${fresh.access_token}`) return json({ Message: 'ended' }, 401);
      if (path === '/api2/customer/userinfo') return json(userInfo);
      if (path === '/api2/customer/jobs/openCount')
        return json({ ActivePartJobsCount: 1, ActiveOtherJobsCount: 2 });
      return json({ Message: 'not here' }, 404);
    };
    const client = createClient({ tokenStore: memoryTokenStore(jwt('old')), fetch, holdOnSessionEnd: true });
    renderPortal(client);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'The portal' })).toBeInTheDocument();

    revoked = true;
    const call = client.request(client.api.GET('/api2/customer/jobs/openCount'));

    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(screen.getByRole('heading', { name: 'The portal', hidden: true })).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('E-mail')).toHaveValue('tech@demo.test');
    // The dialog's title is the h2; the card inside it is titled below that, not a second h1.
    expect(within(dialog).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'Demo1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    await expect(call).resolves.toEqual({ ActivePartJobsCount: 1, ActiveOtherJobsCount: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'The portal' })).toBeInTheDocument();
  });

  it('given a session that ends before the portal has shown (both tokens refused on arrival), shows the login card and, after the sign-in, the portal', async () => {
    const fresh = jwt('fresh');
    const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path === '/api2/token') return json(fresh);
      if (path === '/api2/token/refresh') return json({ Message: 'The session has ended' }, 401);
      if (path === '/api2/app/portal') return json({ PortalName: 'Demo Service Portal' });
      if (request.headers.get('Authorization') !== `Bearer ${fresh.access_token}`)
        return json({ Message: 'ended' }, 401);
      if (path === '/api2/customer/userinfo') return json(userInfo);
      return json({ Message: 'not here' }, 404);
    };
    const tokenStore = memoryTokenStore(jwt('spoiled'));
    const client = createClient({ tokenStore, fetch, holdOnSessionEnd: true });
    renderPortal(client);
    const user = userEvent.setup();

    const login = await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
    await user.type(screen.getByLabelText('E-mail'), 'tech@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(login);

    expect(await screen.findByRole('heading', { name: 'The portal' })).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../test/render';
import {
  newMachineQr,
  otherCaller,
  privateMachine,
  privateQr,
  publicMachineId,
  publicMachineOtherCaller,
  publicMachineOwner,
  publicMachineSwitchable,
  publicOwnerCustomerId,
  publicQr,
} from '../test/fixtures';
import {
  api,
  loginHandler,
  publicHistoryErrorHandler,
  publicMachineErrorHandler,
  publicMachineHandlers,
} from '../test/handlers';
import { PublicMachine } from './PublicMachine';

afterEach(() => vi.restoreAllMocks());

/** Records the Authorization header of every public call and resource file. */
function recorder() {
  const seen: { path: string; authorization: string | null }[] = [];
  const handler = http.all(api('/*'), ({ request }) => {
    const url = new URL(request.url);
    if (/\/public\/|\/resource\/$|\/files\/link$/.test(url.pathname)) {
      seen.push({ path: url.pathname, authorization: request.headers.get('Authorization') });
    }
    return undefined;
  });
  return { seen, handler };
}

describe('PublicMachine', () => {
  describe('given an anonymous visitor on a public machine', () => {
    it('shows the limited information, the tabs and a Log in link, and sends no token', async () => {
      const { seen, handler } = recorder();
      renderWithProviders(<PublicMachine qr={publicQr} />, {
        token: null,
        handlers: [handler, ...publicMachineHandlers()],
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Kombidamper hovedkjøkken' }),
      ).toBeVisible();
      const details = screen.getByRole('region', { name: 'Equipment details' });
      const facts: [string, string][] = [
        ['Type', 'Combi oven'],
        ['Supplier', 'Rational AG'],
        ['Model', 'iCombi Pro 10-1/1'],
        ['Serial number', 'E11SI2104187'],
        ['QR code', publicQr],
      ];
      for (const [label, value] of facts) {
        expect(within(details).getByText(label).nextElementSibling).toHaveTextContent(value);
      }
      const banner = screen.getByRole('region', { name: 'Is this your equipment?' });
      expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        `/qr/${publicQr}?login=1`,
      );
      const tabs = screen.getByRole('navigation', { name: 'Equipment sections' });
      expect(within(tabs).getByRole('link', { name: 'Information' })).toHaveAttribute('aria-current', 'page');
      expect(within(tabs).getByRole('link', { name: 'Service history' })).toHaveAttribute(
        'href',
        `/qr/${publicQr}/history`,
      );
      expect(within(tabs).getByRole('link', { name: 'Resources' })).toHaveAttribute(
        'href',
        `/qr/${publicQr}/resources`,
      );
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((r) => r.authorization === null)).toBe(true);
    });

    it('given onLogin, Log in is a button that calls it', async () => {
      const onLogin = vi.fn();
      const { user } = renderWithProviders(<PublicMachine qr={publicQr} onLogin={onLogin} />, {
        token: null,
        handlers: publicMachineHandlers(),
      });
      await user.click(await screen.findByRole('button', { name: 'Log in' }));
      expect(onLogin).toHaveBeenCalledTimes(1);
    });

    it('when the visitor logs in as the owner, loads the page again with the token and tells the host', async () => {
      const onOwner = vi.fn();
      const { client } = renderWithProviders(<PublicMachine qr={publicQr} onOwner={onOwner} />, {
        token: null,
        handlers: [
          loginHandler(),
          ...publicMachineHandlers({ signedIn: { [publicQr]: publicMachineOwner } }),
        ],
      });
      await screen.findByRole('region', { name: 'Is this your equipment?' });
      expect(onOwner).not.toHaveBeenCalled();
      await client.login({ username: 'kari@fjordbakeri.example', password: 'x', scope: 'customer' });
      expect(await screen.findByRole('link', { name: 'Open full machine page' })).toHaveAttribute(
        'href',
        `/customer/machines/${publicMachineId}`,
      );
      expect(
        screen.getByRole('heading', { name: 'This equipment belongs to Fjord Bakeri AS' }),
      ).toBeVisible();
      expect(onOwner).toHaveBeenCalledWith(publicMachineId);
      expect(onOwner).toHaveBeenCalledTimes(1);
    });
  });

  describe('given loginOpen', () => {
    it('shows the customer login card in place; Back and a login call onLoginClose; the page is asked again with the token', async () => {
      const onLoginClose = vi.fn();
      const onOwner = vi.fn();
      const { user, rerender } = renderWithProviders(
        <PublicMachine qr={publicQr} loginOpen onLoginClose={onLoginClose} onOwner={onOwner} />,
        {
          token: null,
          handlers: [
            loginHandler(),
            ...publicMachineHandlers({ signedIn: { [publicQr]: publicMachineOwner } }),
          ],
        },
      );
      expect(await screen.findByRole('textbox', { name: /e-mail/i })).toBeVisible();
      expect(screen.queryByRole('navigation', { name: 'Equipment sections' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Back to the equipment page' }));
      expect(onLoginClose).toHaveBeenCalledTimes(1);
      await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'kari@fjordbakeri.example');
      await user.type(screen.getByLabelText(/^password/i), 'Secret123!');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(onLoginClose).toHaveBeenCalledTimes(2));
      rerender(<PublicMachine qr={publicQr} onLoginClose={onLoginClose} onOwner={onOwner} />);
      expect(await screen.findByRole('link', { name: 'Open full machine page' })).toBeVisible();
      expect(onOwner).toHaveBeenCalledWith(publicMachineId);
    });
  });

  describe('service history', () => {
    it('lists past service newest first with dates, kind and translated status', async () => {
      renderWithProviders(<PublicMachine qr={publicQr} section="history" />, {
        token: null,
        handlers: publicMachineHandlers(),
      });
      const list = await screen.findByRole('list', { name: 'Service history' });
      const rows = within(list).getAllByRole('listitem');
      expect(rows).toHaveLength(3);
      expect(rows[0]).toHaveTextContent('09/04/2025');
      expect(rows[0]).toHaveTextContent('Repair');
      expect(rows[0]).toHaveTextContent('Ordered 09/02/2025 · Completed 09/04/2025');
      expect(rows[0]).toHaveTextContent('completed');
      expect(rows[1]).toHaveTextContent('closed');
      expect(rows[2]).toHaveTextContent('Ordered 09/18/2024');
      expect(rows[2]).not.toHaveTextContent('Completed 0');
      expect(screen.getByText('3 services')).toBeVisible();
      expect(
        screen.getByRole('navigation', { name: 'Equipment sections' }).querySelector('[aria-current="page"]'),
      ).toHaveTextContent('Service history');
    });

    it('given a machine never serviced, says so', async () => {
      renderWithProviders(<PublicMachine qr={newMachineQr} section="history" />, {
        token: null,
        handlers: publicMachineHandlers(),
      });
      expect(await screen.findByRole('heading', { name: 'No service recorded yet' })).toBeVisible();
    });

    it('given a failing history, offers Try again', async () => {
      const { user, client } = renderWithProviders(<PublicMachine qr={publicQr} section="history" />, {
        token: null,
        handlers: [publicHistoryErrorHandler(), ...publicMachineHandlers()],
      });
      expect(
        await screen.findByRole('heading', { name: 'The service history could not be loaded' }),
      ).toBeVisible();
      let calls = 0;
      client.on('error', () => {
        calls += 1;
      });
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      // Asked again: the failure is reported once more.
      await waitFor(() => expect(calls).toBe(1));
    });
  });

  describe('resources', () => {
    it('browses the supplier and model folders and opens a stored file without a token', async () => {
      const tab = { closed: false, close: vi.fn(), location: { href: '' }, opener: window };
      vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const { seen, handler } = recorder();
      const { user } = renderWithProviders(<PublicMachine qr={publicQr} section="resources" />, {
        token: null,
        handlers: [handler, ...publicMachineHandlers()],
      });
      const folders = await screen.findByRole('list', { name: 'Folders' });
      expect(within(folders).getByRole('button', { name: /Product information/ })).toBeVisible();
      expect(within(folders).getByRole('button', { name: /Documentation/ })).toBeVisible();
      expect(within(folders).queryByRole('button', { name: /Installation/ })).toBeNull();
      expect(within(folders).queryByRole('button', { name: /Job photos/ })).toBeNull();
      await user.click(within(folders).getByRole('button', { name: /Documentation/ }));
      await user.click(await screen.findByRole('link', { name: /^Quick reference guide\.pdf/ }));
      // Signed without a token (a public machine's files are public), opened at the signed link.
      await waitFor(() => expect(tab.location.href).toContain('/api2/files/signed/'));
      expect(seen.filter((r) => r.path.endsWith('/files/link'))).toEqual([
        { path: '/api2/files/link', authorization: null },
      ]);
    });
  });

  describe('given a private machine', () => {
    it('shows the private message with Log in and asks for nothing else', async () => {
      const { seen, handler } = recorder();
      renderWithProviders(<PublicMachine qr={privateQr} />, {
        token: null,
        handlers: [handler, ...publicMachineHandlers()],
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This equipment is private' }),
      ).toBeVisible();
      expect(screen.getByText(/Its owner has not made its information public/)).toBeVisible();
      expect(screen.getByText(`QR code ${privateQr}`)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        `/qr/${privateQr}?login=1`,
      );
      expect(screen.queryByRole('navigation', { name: 'Equipment sections' })).toBeNull();
      expect(seen.map((r) => r.path)).toEqual([`/api2/public/machine/${privateQr}`]);
    });

    it('given a user of another organisation, names the account and offers Log out', async () => {
      const { user, client } = renderWithProviders(<PublicMachine qr={privateQr} />, {
        handlers: publicMachineHandlers({
          signedIn: { [privateQr]: { ...privateMachine, SignedInAs: otherCaller } },
        }),
      });
      expect(
        await screen.findByText(
          /You are signed in as Siri Solberg \(Havbruk Nord AS\), which does not own this equipment\./,
        ),
      ).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Log out' }));
      expect(client.tokenStore.get()).toBeNull();
    });
  });

  describe('given a signed-in user of another organisation on a public machine', () => {
    it('stays in public mode and says who is signed in', async () => {
      const onOwner = vi.fn();
      renderWithProviders(<PublicMachine qr={publicQr} onOwner={onOwner} />, {
        handlers: publicMachineHandlers({ signedIn: { [publicQr]: publicMachineOtherCaller } }),
      });
      const banner = await screen.findByRole('region', {
        name: 'You are signed in as Siri Solberg (Havbruk Nord AS), which does not own this equipment.',
      });
      expect(within(banner).getByText(/Only users of the organisation that owns it/)).toBeVisible();
      expect(within(banner).getByRole('button', { name: 'Log out' })).toBeEnabled();
      expect(screen.queryByRole('link', { name: 'Open full machine page' })).toBeNull();
      expect(onOwner).not.toHaveBeenCalled();
    });

    it('given the owner is another of its organisations, switches to it', async () => {
      const switched: string[] = [];
      const { user } = renderWithProviders(<PublicMachine qr={publicQr} />, {
        handlers: [
          http.post(api('/Token/impersonate'), ({ request }) => {
            switched.push(new URL(request.url).searchParams.get('customerId') ?? '');
            return HttpResponse.json({
              access_token: 'switched',
              refresh_token: 'r',
              token_type: 'Bearer',
              expires_in: 900,
            });
          }),
          ...publicMachineHandlers({ signedIn: { [publicQr]: publicMachineSwitchable } }),
        ],
      });
      expect(await screen.findByText(/It belongs to another of your organisations/)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Switch to the owning organisation' }));
      await waitFor(() => expect(switched).toEqual([String(publicOwnerCustomerId)]));
    });
  });

  describe('given the owner', () => {
    it('tells the host once and offers the full machine page at the given address', async () => {
      const onOwner = vi.fn();
      renderWithProviders(
        <PublicMachine qr={publicQr} onOwner={onOwner} machineHref={(id) => `/machines/${id}/general`} />,
        { handlers: publicMachineHandlers({ signedIn: { [publicQr]: publicMachineOwner } }) },
      );
      expect(await screen.findByRole('link', { name: 'Open full machine page' })).toHaveAttribute(
        'href',
        `/machines/${publicMachineId}/general`,
      );
      expect(onOwner).toHaveBeenCalledWith(publicMachineId);
    });
  });

  describe('failures', () => {
    it('given an unknown code, shows the not-found page naming the code', async () => {
      renderWithProviders(<PublicMachine qr="NO-SUCH" />, { token: null, handlers: publicMachineHandlers() });
      expect(await screen.findByRole('heading', { level: 1, name: 'Equipment not found' })).toBeVisible();
      expect(screen.getByText(/No equipment has the QR code NO-SUCH\./)).toBeVisible();
    });

    it('given a failing call, shows the error page and tries again', async () => {
      let calls = 0;
      const { user } = renderWithProviders(<PublicMachine qr={publicQr} />, {
        token: null,
        handlers: [
          http.get(api('/public/machine/:qr'), () => {
            calls += 1;
            return undefined;
          }),
          publicMachineErrorHandler(),
        ],
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'The equipment could not be loaded' }),
      ).toBeVisible();
      const before = calls;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(calls).toBeGreaterThan(before));
    });

    it('while loading, says so', async () => {
      renderWithProviders(<PublicMachine qr={publicQr} />, {
        token: null,
        handlers: publicMachineHandlers({ wait: 'infinite' }),
      });
      expect(await screen.findByRole('status')).toHaveTextContent('Loading equipment…');
    });
  });

  it('in Norwegian, shows the private message in Norwegian', async () => {
    renderWithProviders(<PublicMachine qr={privateQr} />, {
      token: null,
      locale: 'no',
      handlers: publicMachineHandlers(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dette utstyret er privat' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Logg inn' })).toBeVisible();
  });

  it('given onLocaleChange, offers the language choice in the top bar', async () => {
    const onLocaleChange = vi.fn();
    const { user } = renderWithProviders(<PublicMachine qr={publicQr} onLocaleChange={onLocaleChange} />, {
      token: null,
      handlers: publicMachineHandlers(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Kombidamper hovedkjøkken' });
    await user.click(screen.getByRole('radio', { name: /Norsk|NO/ }));
    expect(onLocaleChange).toHaveBeenCalledWith('no');
  });
});

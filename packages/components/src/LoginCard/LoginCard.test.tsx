import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../test/render';
import { api, errorHandler, loginPendingHandler, loginRejectedHandler } from '../test/handlers';
import { loginToken } from '../test/fixtures';
import { LoginCard } from './LoginCard';

const signedOut = { token: null } as const;

describe('LoginCard', () => {
  it('given an empty form, the Login button is disabled', () => {
    renderWithProviders(<LoginCard scope="customer" portalName="Nordic Service Portal" />, signedOut);
    expect(screen.getByRole('heading', { name: 'Nordic Service Portal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('titles the card with an h1 by default, and with the given level inside a titled host', () => {
    const { unmount } = renderWithProviders(<LoginCard scope="customer" portalName="Portal" />, signedOut);
    expect(screen.getByRole('heading', { level: 1, name: 'Portal' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<LoginCard scope="customer" portalName="Portal" headingLevel={3} />, signedOut);
    expect(screen.getByRole('heading', { level: 3, name: 'Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the password hint and no validation text before the fields are touched', () => {
    renderWithProviders(<LoginCard scope="customer" portalName="Portal" />, signedOut);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters');
    expect(screen.queryByText('E-mail is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('when the fields are left empty, shows E-mail is required and Password is required', async () => {
    const { user } = renderWithProviders(<LoginCard scope="customer" portalName="Portal" />, signedOut);
    await user.click(screen.getByLabelText('E-mail'));
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail is required');
    expect(screen.getByLabelText('E-mail')).toBeInvalid();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('when the e-mail has no valid form, shows E-mail must be valid and keeps Login disabled', async () => {
    const { user } = renderWithProviders(<LoginCard scope="customer" portalName="Portal" />, signedOut);
    await user.type(screen.getByLabelText('E-mail'), 'kari@fjordbakeri');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(screen.getByText('E-mail must be valid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('given a valid e-mail and any non-empty password, enables Login', async () => {
    const { user } = renderWithProviders(<LoginCard scope="customer" portalName="Portal" />, signedOut);
    await user.type(screen.getByLabelText('E-mail'), 'kari@fjordbakeri.example');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('toggles password visibility', async () => {
    const { user } = renderWithProviders(<LoginCard scope="customer" portalName="Portal" />, signedOut);
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('when the credentials are accepted, sends the customer scope, stores the token and calls onLoggedIn', async () => {
    const onLoggedIn = vi.fn();
    let sent: { scope: string | null; authorization: string | null } | undefined;
    const { user, client } = renderWithProviders(
      <LoginCard scope="customer" portalName="Portal" onLoggedIn={onLoggedIn} />,
      {
        ...signedOut,
        handlers: [
          http.post(api('/token'), async ({ request }) => {
            const form = new URLSearchParams(await request.text());
            sent = { scope: form.get('scope'), authorization: request.headers.get('Authorization') };
            return HttpResponse.json(loginToken);
          }),
        ],
      },
    );
    await user.type(screen.getByLabelText('E-mail'), 'kari@fjordbakeri.example');
    await user.type(screen.getByLabelText('Password'), 'hemmelig1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(sent?.scope).toBe('ServiceProvider.Customer');
    expect(sent?.authorization).toBe(`Basic ${btoa('kari@fjordbakeri.example:hemmelig1')}`);
    expect(client.tokenStore.get()).toEqual(loginToken);
  });

  it('given the partner scope, signs in to ServiceProvider.Partner', async () => {
    let scope: string | null = null;
    const { user } = renderWithProviders(<LoginCard scope="partner" portalName="Portal" />, {
      ...signedOut,
      handlers: [
        http.post(api('/token'), async ({ request }) => {
          scope = new URLSearchParams(await request.text()).get('scope');
          return HttpResponse.json(loginToken);
        }),
      ],
    });
    await user.type(screen.getByLabelText('E-mail'), 'tech@partner.example');
    await user.type(screen.getByLabelText('Password'), 'pw{Enter}');
    await waitFor(() => expect(scope).toBe('ServiceProvider.Partner'));
  });

  it('shows the busy state while logging in', async () => {
    const { user } = renderWithProviders(<LoginCard scope="customer" portalName="Portal" />, {
      ...signedOut,
      handlers: [loginPendingHandler()],
    });
    await user.type(screen.getByLabelText('E-mail'), 'kari@fjordbakeri.example');
    await user.type(screen.getByLabelText('Password'), 'hemmelig1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const button = await screen.findByRole('button', { name: 'Login' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
  });

  it('when the server answers 401, shows Invalid password and keeps the e-mail', async () => {
    const onLoggedIn = vi.fn();
    const { user, client } = renderWithProviders(
      <LoginCard scope="customer" portalName="Portal" onLoggedIn={onLoggedIn} />,
      { ...signedOut, handlers: [loginRejectedHandler()] },
    );
    await user.type(screen.getByLabelText('E-mail'), 'kari@fjordbakeri.example');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password');
    expect(screen.getByLabelText('E-mail')).toHaveValue('kari@fjordbakeri.example');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(client.tokenStore.get()).toBeNull();
    // Only the inline alert: no snackbar for rejected credentials.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('given a customer account on the partner portal (403), says the account cannot use the partner portal, not Invalid password', async () => {
    const { user, client } = renderWithProviders(<LoginCard scope="partner" portalName="Portal" />, {
      ...signedOut,
      handlers: [
        errorHandler('post', api('/token'), 403, 'This account cannot sign in to the partner portal'),
      ],
    });
    await user.type(screen.getByLabelText('E-mail'), 'moderator@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account cannot sign in to the partner portal. Use the customer portal.',
    );
    expect(screen.queryByText('Invalid password')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(client.tokenStore.get()).toBeNull();
  });

  it('given a partner account on the customer portal (403), says the account cannot use the customer portal, in Norwegian too', async () => {
    const { user } = renderWithProviders(<LoginCard scope="customer" portalName="Portal" />, {
      ...signedOut,
      locale: 'no',
      handlers: [
        errorHandler('post', api('/token'), 403, 'This account cannot sign in to the customer portal'),
      ],
    });
    await user.type(screen.getByLabelText('E-post'), 'tech@demo.test');
    await user.type(screen.getByLabelText('Passord'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Denne kontoen kan ikke logge inn i kundeportalen. Bruk partnerportalen.',
    );
  });

  it('given the API cannot be reached (no answer at all), says so with Try again instead of a form that cannot work', async () => {
    let reachable = false;
    const { user } = renderWithProviders(<LoginCard scope="customer" />, {
      ...signedOut,
      handlers: [
        http.get(api('/app/portal'), () =>
          reachable ? HttpResponse.json({ PortalName: 'Demo Service Portal' }) : HttpResponse.error(),
        ),
      ],
    });
    expect(await screen.findByText(/The service could not be reached/)).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    // Said once: no "Network error" snackbar beside it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Demo Service Portal' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('when the server fails with 500, shows its message in the snackbar, not Invalid password', async () => {
    const { user } = renderWithProviders(<LoginCard scope="customer" portalName="Portal" />, {
      ...signedOut,
      handlers: [errorHandler('post', api('/token'), 500, 'Service unavailable')],
    });
    await user.type(screen.getByLabelText('E-mail'), 'kari@fjordbakeri.example');
    await user.type(screen.getByLabelText('Password'), 'hemmelig1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(screen.queryByText('Invalid password')).not.toBeInTheDocument();
  });

  it('given onForgotPassword, the Forgot password button calls it with the typed e-mail', async () => {
    const onForgotPassword = vi.fn();
    const { user } = renderWithProviders(
      <LoginCard scope="customer" portalName="Portal" onForgotPassword={onForgotPassword} />,
      signedOut,
    );
    await user.type(screen.getByLabelText('E-mail'), 'kari@fjordbakeri.example');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledWith('kari@fjordbakeri.example');
  });

  it('without a portal name, titles the card with the portal options PortalName', async () => {
    renderWithProviders(<LoginCard scope="customer" />, signedOut);
    expect(await screen.findByRole('heading', { name: 'Nordic Service Portal' })).toBeInTheDocument();
  });

  it('when the logo fails to load, shows a broken image with the tooltip Failed to load image', () => {
    renderWithProviders(<LoginCard scope="customer" portalName="Portal" logoUrl="/missing.png" />, signedOut);
    fireEvent.error(screen.getByRole('img', { name: 'Service provider logo' }));
    const broken = screen.getByRole('img', { name: /Failed to load image/ });
    expect(broken).toHaveAttribute('title', 'Failed to load image');
  });

  it('speaks Norwegian', async () => {
    const { user } = renderWithProviders(
      <LoginCard scope="customer" portalName="Portal" onForgotPassword={() => {}} />,
      {
        ...signedOut,
        locale: 'nb',
      },
    );
    expect(screen.getByLabelText('E-post')).toBeInTheDocument();
    expect(screen.getByLabelText('Passord')).toHaveAccessibleDescription('Minst 8 tegn');
    expect(screen.getByRole('button', { name: 'Vis passord' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logg inn' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Glemt passord?' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('E-post'));
    await user.tab();
    expect(screen.getByText('E-post må fylles ut')).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import {
  accountServerHandlers,
  changePasswordErrorHandler,
  loginThrottledHandler,
  recoverPasswordThrottledHandler,
} from '../test/handlers';
import { oneTimeCode, strongPassword } from '../test/fixtures';
import { LoginCard } from './LoginCard';

const signedOut = { token: null } as const;
const EMAIL = 'kari@fjordbakeri.example';
const BREACHED = 'This password is on a list of commonly breached passwords. Choose another one.';

describe('LoginCard after too many attempts (429 with Retry-After)', () => {
  it('given a throttled login, says how long to wait in the card, once, instead of Invalid password', async () => {
    const onLoggedIn = vi.fn();
    const { user, client } = renderWithProviders(
      <LoginCard scope="customer" portalName="Portal" onLoggedIn={onLoggedIn} />,
      { ...signedOut, handlers: [loginThrottledHandler(300)] },
    );
    await user.type(screen.getByLabelText('E-mail'), EMAIL);
    await user.type(screen.getByLabelText('Password'), 'wrong-again');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 5 minutes.');
    // The card's alert only: no snackbar, and not "Invalid password".
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Invalid password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue(EMAIL);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(client.tokenStore.get()).toBeNull();
  });

  it('given a wait under a minute, says it in seconds', async () => {
    const { user } = renderWithProviders(<LoginCard scope="partner" portalName="Portal" />, {
      ...signedOut,
      handlers: [loginThrottledHandler(40)],
    });
    await user.type(screen.getByLabelText('E-mail'), EMAIL);
    await user.type(screen.getByLabelText('Password'), 'wrong-again');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 40 seconds.');
  });

  it('given no Retry-After, asks to try again later', async () => {
    const { user } = renderWithProviders(<LoginCard scope="customer" portalName="Portal" />, {
      ...signedOut,
      handlers: [loginThrottledHandler(null)],
    });
    await user.type(screen.getByLabelText('E-mail'), EMAIL);
    await user.type(screen.getByLabelText('Password'), 'wrong-again');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again later.');
  });

  it('keeps the wait while the password is retyped, and drops it for another e-mail address', async () => {
    const { user } = renderWithProviders(<LoginCard scope="customer" portalName="Portal" />, {
      ...signedOut,
      handlers: [loginThrottledHandler(120)],
    });
    await user.type(screen.getByLabelText('E-mail'), EMAIL);
    await user.type(screen.getByLabelText('Password'), 'wrong-again');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 2 minutes.');
    await user.type(screen.getByLabelText('Password'), '!');
    expect(screen.getByRole('alert')).toHaveTextContent('Try again in 2 minutes.');
    await user.type(screen.getByLabelText('E-mail'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Norwegian', async () => {
    const { user } = renderWithProviders(<LoginCard scope="customer" portalName="Portal" />, {
      ...signedOut,
      locale: 'nb',
      handlers: [loginThrottledHandler(600)],
    });
    await user.type(screen.getByLabelText('E-post'), EMAIL);
    await user.type(screen.getByLabelText('Passord'), 'feil-igjen');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For mange forsøk. Prøv igjen om 10 minutter.',
    );
  });

  it('given a throttled reset request, says how long to wait (in red) and stays on the request', async () => {
    const { user } = renderWithProviders(
      <LoginCard scope="customer" portalName="Portal" mode="send" email={EMAIL} onModeChange={() => {}} />,
      { ...signedOut, handlers: [recoverPasswordThrottledHandler(3600), ...accountServerHandlers()] },
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Try again in 1 hour.');
    expect(alert).toHaveAttribute('data-variant', 'error');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByText('Reset your password')).toBeInTheDocument();
    expect(screen.queryByText('Password sent')).not.toBeInTheDocument();
  });

  it('given a throttled reset request in Norwegian, says the wait in Norwegian', async () => {
    const { user } = renderWithProviders(
      <LoginCard scope="partner" portalName="Portal" mode="send" email={EMAIL} onModeChange={() => {}} />,
      { ...signedOut, locale: 'nb', handlers: [recoverPasswordThrottledHandler(120)] },
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('For mange forsøk. Prøv igjen om 2 minutter.');
  });
});

describe('LoginCard new password rules', () => {
  it('says at least 8 characters, in both languages', () => {
    const props = {
      scope: 'customer',
      portalName: 'Portal',
      mode: 'set',
      email: EMAIL,
      otp: oneTimeCode,
    } as const;
    const { unmount } = renderWithProviders(<LoginCard {...props} onModeChange={() => {}} />, signedOut);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters, with a capital letter, a digit and a special character',
    );
    unmount();
    renderWithProviders(<LoginCard {...props} onModeChange={() => {}} />, { ...signedOut, locale: 'nb' });
    expect(screen.getByLabelText('Nytt passord')).toHaveAccessibleDescription(
      'Minst 8 tegn, med en stor bokstav, et siffer og et spesialtegn',
    );
  });

  it("given a password the server finds on the breached list (400), shows the server's Message as sent", async () => {
    const onLoggedIn = vi.fn();
    const { user, client } = renderWithProviders(
      <LoginCard
        scope="customer"
        portalName="Portal"
        mode="set"
        email={EMAIL}
        otp={oneTimeCode}
        onModeChange={() => {}}
        onLoggedIn={onLoggedIn}
      />,
      { ...signedOut, handlers: [changePasswordErrorHandler(BREACHED)] },
    );
    await user.type(screen.getByLabelText('New password'), strongPassword);
    await user.type(screen.getByLabelText('Confirm password'), strongPassword);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BREACHED);
    expect(within(alert).queryByText(/unknown error/i)).not.toBeInTheDocument();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(client.tokenStore.get()).toBeNull();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });
});

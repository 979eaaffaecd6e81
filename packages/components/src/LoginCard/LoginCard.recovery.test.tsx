import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { renderWithProviders } from '../test/render';
import {
  accountServerHandlers,
  changePasswordErrorHandler,
  errorHandler,
  api,
  recoverPasswordErrorHandler,
  recoverPasswordThrottledHandler,
  type SeenAccountRequest,
} from '../test/handlers';
import { loginToken, oneTimeCode, strongPassword } from '../test/fixtures';
import { LoginCard, type LoginCardChange } from './LoginCard';

const signedOut = { token: null } as const;
const EMAIL = 'kari@fjordbakeri.example';

function setup(
  props: Partial<Parameters<typeof LoginCard>[0]> = {},
  options: {
    seen?: SeenAccountRequest[];
    handlers?: RequestHandler[];
    locale?: string;
  } = {},
) {
  const onModeChange = vi.fn<(change: LoginCardChange) => void>();
  const onLoggedIn = vi.fn();
  const seen = options.seen ?? [];
  const result = renderWithProviders(
    <LoginCard
      scope="customer"
      portalName="Portal"
      onModeChange={onModeChange}
      onLoggedIn={onLoggedIn}
      {...props}
    />,
    {
      ...signedOut,
      locale: options.locale,
      handlers: [...(options.handlers ?? []), ...accountServerHandlers({ seen })],
    },
  );
  return { ...result, onModeChange, onLoggedIn, seen };
}

describe('LoginCard password recovery', () => {
  describe('login mode', () => {
    it('Forgot password asks the host for the send mode with the typed e-mail', async () => {
      const { user, onModeChange } = setup();
      await user.type(screen.getByLabelText('E-mail'), EMAIL);
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
      expect(onModeChange).toHaveBeenLastCalledWith({ mode: 'send', email: EMAIL });
    });
  });

  describe('send mode (reset request)', () => {
    it('given the e-mail from the address, Send posts it as username and moves on to the code screen', async () => {
      const { user, onModeChange, seen } = setup({ mode: 'send', email: EMAIL });
      expect(screen.getByText('Reset your password')).toBeInTheDocument();
      expect(screen.getByLabelText('E-mail')).toHaveValue(EMAIL);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(onModeChange).toHaveBeenLastCalledWith({ mode: 'otp', email: EMAIL }));
      expect(seen).toEqual([{ path: 'RecoverPassword', body: { username: EMAIL } }]);
    });

    it('a malformed e-mail shows E-mail must be valid and keeps Send disabled', async () => {
      const { user } = setup({ mode: 'send' });
      await user.type(screen.getByLabelText('E-mail'), 'kari@fjordbakeri');
      await user.tab();
      expect(screen.getByText('E-mail must be valid')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    });

    it('when the server refuses (429), says how long to wait in the red snackbar and stays', async () => {
      const { user, onModeChange } = setup(
        { mode: 'send', email: EMAIL },
        { handlers: [recoverPasswordThrottledHandler(3600)] },
      );
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 1 hour.');
      expect(onModeChange).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    });

    it('a 400 (left to the caller by the sdk) also shows the server Message', async () => {
      const { user } = setup(
        { mode: 'send', email: EMAIL },
        { handlers: [recoverPasswordErrorHandler(400, 'username must be an e-mail address')] },
      );
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('username must be an e-mail address');
    });

    it('Back returns to the login mode, keeping the e-mail', async () => {
      const { user, onModeChange } = setup({ mode: 'send', email: EMAIL });
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(onModeChange).toHaveBeenLastCalledWith({ mode: 'login', email: EMAIL });
    });

    it('after a success, coming back for a new code shows Password sent, the note and Send again', async () => {
      // Without `mode` the card keeps its own screen.
      const { user } = setup({ email: EMAIL });
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(
        await screen.findByText(`A one-time code was sent to ${EMAIL}. Type it below.`),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Send a new code' }));
      expect(screen.getByText('Password sent')).toBeInTheDocument();
      expect(screen.getByText('Check your e-mail for the one-time code.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Enter the code' }));
      expect(screen.getByLabelText('One-time code')).toBeInTheDocument();
    });
  });

  describe('otp mode (code screen)', () => {
    it('is one numeric input for a one-time code of 6 characters', () => {
      setup({ mode: 'otp', email: EMAIL });
      const input = screen.getByLabelText('One-time code');
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('autocomplete', 'one-time-code');
      expect(input).toHaveAttribute('maxlength', '6');
      expect(screen.getByText(`A one-time code was sent to ${EMAIL}. Type it below.`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    });

    it('checks the code only when the sixth digit is typed: Code validated, then Confirm goes to set with it', async () => {
      const { user, onModeChange, seen } = setup({ mode: 'otp', email: EMAIL });
      const input = screen.getByLabelText('One-time code');
      await user.type(input, oneTimeCode.slice(0, 5));
      expect(seen).toEqual([]);
      expect(onModeChange).toHaveBeenLastCalledWith({
        mode: 'otp',
        email: EMAIL,
        otp: oneTimeCode.slice(0, 5),
      });
      await user.type(input, oneTimeCode.slice(5));
      expect(await screen.findByText('Code validated')).toBeInTheDocument();
      expect(seen).toEqual([{ path: 'ValidateOtp', query: { email: EMAIL, code: oneTimeCode } }]);
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(onModeChange).toHaveBeenLastCalledWith({ mode: 'set', email: EMAIL, otp: oneTimeCode });
    });

    it('a wrong code shows Invalid code and keeps Confirm disabled; letters are ignored', async () => {
      const { user } = setup({ mode: 'otp', email: EMAIL });
      const input = screen.getByLabelText('One-time code');
      await user.type(input, '12a3456');
      expect(input).toHaveValue('123456');
      expect(await screen.findByText('Invalid code')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    });

    it('given a complete code in the address, checks it on arrival', async () => {
      setup({ mode: 'otp', email: EMAIL, otp: oneTimeCode });
      expect(await screen.findByText('Code validated')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    });

    it('Cancel returns to the login mode and clears the code', async () => {
      const { user, onModeChange } = setup({ mode: 'otp', email: EMAIL, otp: '12' });
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onModeChange).toHaveBeenLastCalledWith({ mode: 'login', email: EMAIL });
    });
  });

  describe('set mode (new password)', () => {
    it('shows the rules of spec §5 one at a time, then the confirmation texts', async () => {
      const { user, seen } = setup({ mode: 'set', email: EMAIL, otp: oneTimeCode });
      const password = screen.getByLabelText('New password');
      const confirm = screen.getByLabelText('Confirm password');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Please type password.'));
      expect(screen.getByText('Please type confirm password')).toBeInTheDocument();
      const steps: [string, string][] = [
        ['abc', 'Minimum 8 characters'],
        ['Abcde1!', 'Minimum 8 characters'],
        ['abcdefgh', 'At least one capital letter'],
        ['Abcdefgh', 'At least one digit'],
        ['Abcdefg1', 'At least one special character'],
      ];
      for (const [typed, text] of steps) {
        await user.clear(password);
        await user.type(password, typed);
        expect(screen.getByText(text)).toBeInTheDocument();
      }
      await user.clear(password);
      await user.type(password, strongPassword);
      await user.type(confirm, 'Fjord2024?');
      expect(screen.getByText('The password confirmation does not match.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(seen).toEqual([]);
    });

    it('Confirm changes the password, logs in with it in the card scope and says Password changed successfully', async () => {
      const { user, seen, onLoggedIn, onModeChange, client } = setup({
        mode: 'set',
        email: EMAIL,
        otp: oneTimeCode,
      });
      await user.type(screen.getByLabelText('New password'), strongPassword);
      await user.type(screen.getByLabelText('Confirm password'), strongPassword);
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
      expect(seen).toEqual([
        { path: 'ChangePassword', body: { Email: EMAIL, Code: oneTimeCode, Password: strongPassword } },
        { path: 'token', body: { scope: 'ServiceProvider.Customer', password: strongPassword } },
      ]);
      expect(client.tokenStore.get()).toEqual(loginToken);
      expect(screen.getByText('Password changed successfully')).toBeInTheDocument();
      expect(onModeChange).toHaveBeenLastCalledWith({ mode: 'login', email: EMAIL });
    });

    it('in the partner scope, the automatic login asks for ServiceProvider.Partner', async () => {
      const { user, seen, onLoggedIn } = setup({
        scope: 'partner',
        mode: 'set',
        email: EMAIL,
        otp: oneTimeCode,
      });
      await user.type(screen.getByLabelText('New password'), strongPassword);
      await user.type(screen.getByLabelText('Confirm password'), strongPassword);
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
      expect(seen.at(-1)).toEqual({
        path: 'token',
        body: { scope: 'ServiceProvider.Partner', password: strongPassword },
      });
    });

    it('when the server refuses the change (400), shows its Message in red and does not log in', async () => {
      const { user, onLoggedIn, client } = setup(
        { mode: 'set', email: EMAIL, otp: oneTimeCode },
        { handlers: [changePasswordErrorHandler()] },
      );
      await user.type(screen.getByLabelText('New password'), strongPassword);
      await user.type(screen.getByLabelText('Confirm password'), strongPassword);
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Invalid code: it is wrong, has expired or was already used. Request a new code.',
      );
      expect(onLoggedIn).not.toHaveBeenCalled();
      expect(client.tokenStore.get()).toBeNull();
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    });

    it('a server failure (500) is shown once, by the provider', async () => {
      const { user } = setup(
        { mode: 'set', email: EMAIL, otp: oneTimeCode },
        { handlers: [errorHandler('post', api('/Accounts/ChangePassword'), 500, 'Mail server down')] },
      );
      await user.type(screen.getByLabelText('New password'), strongPassword);
      await user.type(screen.getByLabelText('Confirm password'), strongPassword);
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Mail server down');
      expect(screen.getAllByText('Mail server down')).toHaveLength(1);
    });

    it('without a complete code, goes to the code screen first', async () => {
      const { onModeChange } = setup({ mode: 'set', email: EMAIL });
      await waitFor(() => expect(onModeChange).toHaveBeenLastCalledWith({ mode: 'otp', email: EMAIL }));
      expect(screen.getByLabelText('One-time code')).toBeInTheDocument();
    });
  });

  it('speaks Norwegian on every recovery screen', async () => {
    const { user } = setup({ email: EMAIL }, { locale: 'nb' });
    await user.click(screen.getByRole('button', { name: 'Glemt passord?' }));
    expect(screen.getByText('Tilbakestill passordet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const input = await screen.findByLabelText('Engangskode');
    await user.type(input, oneTimeCode);
    expect(await screen.findByText('Koden er godkjent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bekreft' }));
    await user.click(screen.getByRole('button', { name: 'Bekreft' }));
    expect(screen.getByText('Skriv inn passord.')).toBeInTheDocument();
    expect(screen.getByText('Skriv inn passordet på nytt')).toBeInTheDocument();
    const form = screen.getByLabelText('Nytt passord').closest('form')!;
    expect(within(form).getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
  });
});

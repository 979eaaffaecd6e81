import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import {
  accountServerHandlers,
  api,
  changePasswordErrorHandler,
  delayedHandler,
  errorHandler,
  partnerUserInfoHandler,
  type SeenAccountRequest,
  userInfoHandler,
} from '../test/handlers';
import {
  loginToken,
  moderatorUserInfo,
  oneTimeCode,
  partnerUserInfo,
  plainUserInfo,
  strongPassword,
} from '../test/fixtures';
import { MyAccount } from './MyAccount';

const profile = () => screen.getByRole('region', { name: 'Profile' });
const password = () => screen.getByRole('region', { name: 'Password' });

function field(label: string) {
  const term = within(profile()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('MyAccount', () => {
  it('given a customer moderator, shows name, e-mail, organisation with its number and the role', async () => {
    renderWithProviders(<MyAccount scope="customer" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    await waitFor(() => expect(field('Name')).toHaveTextContent(moderatorUserInfo.Name!));
    expect(field('E-mail')).toHaveTextContent(moderatorUserInfo.Email!);
    expect(field('Organisation')).toHaveTextContent('Fjord Bakeri AS');
    expect(field('Organisation')).toHaveTextContent('Org. no. 912 345 678');
    expect(field('Role')).toHaveTextContent('Moderator');
  });

  it('given a type-6 user, the role is User', async () => {
    renderWithProviders(<MyAccount scope="customer" />, { handlers: [userInfoHandler(plainUserInfo)] });
    await waitFor(() => expect(field('Name')).toHaveTextContent(plainUserInfo.Name!));
    expect(field('Role')).toHaveTextContent('User');
  });

  it('given a partner technician, shows the partner company and its organisation number', async () => {
    renderWithProviders(<MyAccount scope="partner" />);
    await waitFor(() => expect(field('Name')).toHaveTextContent(partnerUserInfo.Name!));
    expect(field('Company')).toHaveTextContent('Nordvik Service AS');
    expect(field('Company')).toHaveTextContent('Org. no. 945 678 901');
    expect(field('Role')).toHaveTextContent('Partner technician');
  });

  it('given a partner account without a company, says so', async () => {
    renderWithProviders(<MyAccount scope="partner" />, {
      handlers: [partnerUserInfoHandler({ ...partnerUserInfo, PartnerCompany: null })],
    });
    await waitFor(() => expect(field('Company')).toHaveTextContent('No company on this account'));
  });

  it('while the user info loads, shows the loading box; a failure shows its message and Try again', async () => {
    const { unmount } = renderWithProviders(<MyAccount scope="customer" />, {
      handlers: [delayedHandler('get', api('/customer/userinfo'), moderatorUserInfo, 'infinite')],
    });
    expect(screen.getAllByRole('progressbar', { name: 'Loading your account…' })).toHaveLength(2);
    unmount();
    renderWithProviders(<MyAccount scope="customer" />, {
      handlers: [errorHandler('get', api('/customer/userinfo'), 500, 'Database unavailable')],
    });
    expect(
      await screen.findByRole('heading', { name: 'Your account could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('changes the password with a code sent to the own e-mail, then signs in again with it', async () => {
    const seen: SeenAccountRequest[] = [];
    const { user, client } = renderWithProviders(<MyAccount scope="customer" />, {
      handlers: accountServerHandlers({ seen }),
    });
    const email = moderatorUserInfo.Email!;
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(
      within(password()).getByText(`We send a one-time code to ${email}. With it you choose a new password.`),
    ).toBeInTheDocument();
    expect(within(password()).queryByLabelText('E-mail')).not.toBeInTheDocument();
    await user.click(within(password()).getByRole('button', { name: 'Send' }));

    const code = await within(password()).findByLabelText('One-time code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, oneTimeCode);
    expect(await within(password()).findByText('Code validated')).toBeInTheDocument();
    await user.click(within(password()).getByRole('button', { name: 'Confirm' }));

    await user.type(within(password()).getByLabelText('New password'), 'fjord');
    await user.tab();
    expect(within(password()).getByText('Minimum 8 characters')).toBeInTheDocument();
    await user.clear(within(password()).getByLabelText('New password'));
    await user.type(within(password()).getByLabelText('New password'), strongPassword);
    await user.type(within(password()).getByLabelText('Confirm password'), strongPassword);
    await user.click(within(password()).getByRole('button', { name: 'Confirm' }));

    expect(await within(password()).findByRole('status')).toHaveTextContent('Password changed successfully');
    expect(within(password()).getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(seen.map((request) => request.path)).toEqual([
      'RecoverPassword',
      'ValidateOtp',
      'ChangePassword',
      'token',
    ]);
    expect(seen[0]!.body).toEqual({ username: email });
    expect(seen[2]!.body).toEqual({ Email: email, Code: oneTimeCode, Password: strongPassword });
    expect(seen[3]!.body).toEqual({ scope: 'ServiceProvider.Customer', password: strongPassword });
    expect(client.tokenStore.get()).toEqual(loginToken);
  });

  it('in the partner portal, signs in again to ServiceProvider.Partner', async () => {
    const seen: SeenAccountRequest[] = [];
    const { user } = renderWithProviders(<MyAccount scope="partner" />, {
      handlers: accountServerHandlers({ seen }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    await user.click(within(password()).getByRole('button', { name: 'Send' }));
    await user.type(await within(password()).findByLabelText('One-time code'), oneTimeCode);
    await within(password()).findByText('Code validated');
    await user.click(within(password()).getByRole('button', { name: 'Confirm' }));
    await user.type(within(password()).getByLabelText('New password'), strongPassword);
    await user.type(within(password()).getByLabelText('Confirm password'), strongPassword);
    await user.click(within(password()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(seen.at(-1)?.path).toBe('token'));
    expect(seen[0]!.body).toEqual({ username: partnerUserInfo.Email });
    expect(seen.at(-1)!.body).toEqual({ scope: 'ServiceProvider.Partner', password: strongPassword });
  });

  it('a wrong code shows Invalid code; Cancel returns to the start', async () => {
    const { user } = renderWithProviders(<MyAccount scope="customer" />);
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    await user.click(within(password()).getByRole('button', { name: 'Send' }));
    await user.type(await within(password()).findByLabelText('One-time code'), '000000');
    expect(await within(password()).findByText('Invalid code')).toBeInTheDocument();
    expect(within(password()).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(within(password()).getByRole('button', { name: 'Cancel' }));
    expect(within(password()).getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('when the change is refused (400), shows the server Message in red and stays on the new password', async () => {
    const { user } = renderWithProviders(<MyAccount scope="customer" />, {
      handlers: [changePasswordErrorHandler('The code has expired. Request a new code.')],
    });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    await user.click(within(password()).getByRole('button', { name: 'Send' }));
    await user.type(await within(password()).findByLabelText('One-time code'), oneTimeCode);
    await within(password()).findByText('Code validated');
    await user.click(within(password()).getByRole('button', { name: 'Confirm' }));
    await user.type(within(password()).getByLabelText('New password'), strongPassword);
    await user.type(within(password()).getByLabelText('Confirm password'), strongPassword);
    await user.click(within(password()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code has expired. Request a new code.');
    expect(within(password()).getByLabelText('New password')).toBeInTheDocument();
  });

  it('speaks Norwegian', async () => {
    renderWithProviders(<MyAccount scope="customer" />, { locale: 'nb' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Min konto' })).toBeInTheDocument();
    expect(await screen.findByText('Org.nr. 912 345 678')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Endre passord' })).toBeInTheDocument();
  });
});

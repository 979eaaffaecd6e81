import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { token } from '../test/fixtures';
import { api } from '../test/handlers';
import { holdRequests } from '../test/hold';
import { renderWithProviders } from '../test/render';
import { PartnerNoCompany } from './PartnerNoCompany';

describe('PartnerNoCompany', () => {
  it('says the user has no company, explains it, and Log out calls onLogout', async () => {
    const onLogout = vi.fn();
    const { user } = renderWithProviders(<PartnerNoCompany onLogout={onLogout} />);
    const page = screen.getByRole('region', { name: 'No company on your user' });
    expect(page).toHaveTextContent('Your account is not connected to a partner company');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('without onLogout, Log out clears the session token and ends the session on the server', async () => {
    const revoked: (string | null)[] = [];
    const { user, client } = renderWithProviders(<PartnerNoCompany />, {
      handlers: [
        http.post(api('/token/revoke'), ({ request }) => {
          revoked.push(request.headers.get('Authorization'));
          return HttpResponse.json({ Success: true });
        }),
      ],
    });
    expect(client.tokenStore.get()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(client.tokenStore.get()).toBeNull();
    await waitFor(() => expect(revoked).toEqual([`Bearer ${token.refresh_token}`]));
  });

  it('given a revoke still on its way, the user is signed out already (logout never waits on the server)', async () => {
    const revoke = holdRequests('post', api('/token/revoke'));
    const { user, client } = renderWithProviders(<PartnerNoCompany />, { handlers: [revoke.handler] });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(revoke.held).toBe(1));
    expect(client.tokenStore.get()).toBeNull();
    revoke.release();
  });

  it('given Norwegian, shows the Norwegian texts', () => {
    renderWithProviders(<PartnerNoCompany />, { locale: 'no' });
    expect(screen.getByRole('heading', { name: 'Ingen firma på brukeren din' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logg ut' })).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
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

  it('without onLogout, Log out clears the session token', async () => {
    const { user, client } = renderWithProviders(<PartnerNoCompany />);
    expect(client.tokenStore.get()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(client.tokenStore.get()).toBeNull();
  });

  it('given Norwegian, shows the Norwegian texts', () => {
    renderWithProviders(<PartnerNoCompany />, { locale: 'no' });
    expect(screen.getByRole('heading', { name: 'Ingen firma på brukeren din' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logg ut' })).toBeInTheDocument();
  });
});

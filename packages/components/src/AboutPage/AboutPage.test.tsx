import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { moderatorUserInfo, portalOptions } from '../test/fixtures';
import { api, errorHandler, portalOptionsHandler } from '../test/handlers';
import { renderWithProviders } from '../test/render';
import { AboutPage } from './AboutPage';

describe('AboutPage', () => {
  it('names the portal from the portal options and says what the product offers', async () => {
    renderWithProviders(<AboutPage version="1.2.3" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nordic Service Portal' }),
    ).toBeInTheDocument();
    expect(screen.getByText(portalOptions.WelcomeText as string)).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'What it offers' });
    expect(within(offers).getByRole('region', { name: 'For customers' })).toHaveTextContent(
      'Spare parts per machine and a shopping cart',
    );
    expect(within(offers).getByRole('region', { name: 'For partners' })).toBeInTheDocument();
    expect(within(offers).getByRole('region', { name: 'On the equipment' })).toBeInTheDocument();
  });

  it('shows the version, and links to the portal selection, the API reference and the privacy statement', async () => {
    renderWithProviders(<AboutPage version="1.2.3" />);
    expect(screen.getByRole('region', { name: 'Version' })).toHaveTextContent('EQP Service Portal 1.2.3');
    expect(screen.getByRole('link', { name: 'Choose a portal' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api2/docs');
    expect(await screen.findByRole('link', { name: 'Privacy statement' })).toHaveAttribute(
      'href',
      portalOptions.PrivacyUrl as string,
    );
  });

  it('without a provider contact, names the portal as provider and says where customers find the contact', async () => {
    renderWithProviders(<AboutPage />, { token: null });
    const provider = screen.getByRole('region', { name: 'Your service provider' });
    expect(await within(provider).findByText('Nordic Service Portal')).toBeInTheDocument();
    expect(provider).toHaveTextContent('at the bottom of every page of the customer portal');
    expect(within(provider).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Version' })).toHaveTextContent('EQP Service Portal Not known');
  });

  it('given the provider of a customer, shows its name, e-mail and telephone', () => {
    renderWithProviders(<AboutPage provider={moderatorUserInfo.Provider} />);
    const provider = screen.getByRole('region', { name: 'Your service provider' });
    const { CompanyName, Email, Telephone } = moderatorUserInfo.Provider;
    expect(within(provider).getByText(CompanyName as string)).toBeInTheDocument();
    expect(within(provider).getByRole('link', { name: Email as string })).toHaveAttribute(
      'href',
      `mailto:${Email}`,
    );
    expect(within(provider).getByRole('link', { name: Telephone as string })).toBeInTheDocument();
  });

  it('given no portal name and no privacy address, uses the product title and leaves the privacy link out', async () => {
    renderWithProviders(<AboutPage />, {
      handlers: [
        portalOptionsHandler({ ...portalOptions, PortalName: null, PrivacyUrl: null, WelcomeText: null }),
      ],
    });
    expect(await screen.findByText('Your service provider')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'The equipment-service portal' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Privacy statement' })).not.toBeInTheDocument();
  });

  it('given the portal options fail, still shows the product, the links and the version', async () => {
    renderWithProviders(<AboutPage version="1.2.3" />, {
      handlers: [errorHandler('get', api('/app/portal'), 500, 'Down for maintenance')],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The equipment-service portal' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toBeInTheDocument();
  });

  it('given Norwegian, shows the Norwegian texts', async () => {
    renderWithProviders(<AboutPage version="1.2.3" />, {
      locale: 'no',
      handlers: [
        http.get(api('/app/portal'), () => HttpResponse.json({ ...portalOptions, PortalName: null })),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Utstyrs- og serviceportalen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'For kunder' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API-referanse' })).toBeInTheDocument();
  });
});

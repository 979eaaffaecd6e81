import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_SUPPORT_CONTACT } from '../internal/support';
import { renderWithProviders } from '../test/render';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('given an unknown address, names it and gives the likely reasons and whom to contact', () => {
    renderWithProviders(<NotFoundPage path="/no/such/page?x=1" />);
    const page = screen.getByRole('region', { name: 'Page not found' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(page).toHaveTextContent(
      'We could not find /no/such/page?x=1. The address may be misspelt, or this site may be behind or ahead of the version you expect after an update. Contact support if the problem continues.',
    );
    expect(screen.getByRole('link', { name: DEFAULT_SUPPORT_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_SUPPORT_CONTACT.email}`,
    );
  });

  it('links to the start page and to the portal, both overridable', () => {
    const { unmount } = renderWithProviders(<NotFoundPage path="/x" />);
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Open the customer portal' })).toHaveAttribute(
      'href',
      '/customer',
    );
    unmount();
    renderWithProviders(<NotFoundPage path="/x" homeHref="/home" portalHref="/customer/machines/list" />);
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Open the customer portal' })).toHaveAttribute(
      'href',
      '/customer/machines/list',
    );
  });

  it('given the service provider as contact, shows its e-mail and telephone', () => {
    renderWithProviders(
      <NotFoundPage
        path="/customer/nowhere"
        contact={{ name: 'Demo Service AS', email: 'service@demo.test', telephone: '+47 22 00 00 00' }}
      />,
    );
    expect(screen.getByText('Demo Service AS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'service@demo.test' })).toHaveAttribute(
      'href',
      'mailto:service@demo.test',
    );
    expect(screen.getByRole('link', { name: '+47 22 00 00 00' })).toHaveAttribute('href', 'tel:+4722000000');
  });

  it('without a portal link and contact, shows only the way home', () => {
    renderWithProviders(<NotFoundPage path="/x" portalHref={null} contact={null} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Contact support' })).not.toBeInTheDocument();
  });

  it('given Norwegian, shows the Norwegian texts with the address', () => {
    renderWithProviders(<NotFoundPage path="/ingen/side" />, { locale: 'nb' });
    expect(screen.getByRole('heading', { level: 1, name: 'Fant ikke siden' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fant ikke siden' })).toHaveTextContent('/ingen/side');
    expect(screen.getByRole('link', { name: 'Gå til startsiden' })).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { partnerCompany, sparsePartnerCompany } from '../test/fixtures';
import {
  api,
  partnerCompanyErrorHandler,
  partnerCompanyHandler,
  partnerNoCompanyHandlers,
} from '../test/handlers';
import { renderWithProviders } from '../test/render';
import { PartnerCompany } from './PartnerCompany';

/** The value shown beside a label in a card. */
function valueOf(card: HTMLElement, label: string): HTMLElement {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('PartnerCompany', () => {
  it('while the company loads, shows a loading skeleton under the heading', () => {
    renderWithProviders(<PartnerCompany />, {
      handlers: [partnerCompanyHandler(partnerCompany, 'infinite')],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Company' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar', { name: 'Loading company details…' }).length).toBeGreaterThan(
      0,
    );
  });

  it('shows the company details, the contact person with mail and phone links, and the parts lookup', async () => {
    renderWithProviders(<PartnerCompany />);
    const company = await screen.findByRole('region', { name: 'Company details' });
    expect(valueOf(company, 'Company name')).toHaveTextContent('Nordvik Service AS');
    expect(valueOf(company, 'Organization number')).toHaveTextContent('945 678 901');
    expect(within(company).getByRole('link', { name: 'faktura@nordvikservice.no' })).toHaveAttribute(
      'href',
      'mailto:faktura@nordvikservice.no',
    );
    expect(valueOf(company, 'Address')).toHaveTextContent('Verkstedveien 3' + '2000 Lillestrøm');

    const manager = screen.getByRole('region', { name: 'Contact person' });
    expect(valueOf(manager, 'Name')).toHaveTextContent('Marit Lie');
    expect(within(manager).getByRole('link', { name: 'marit.lie@nordvikservice.no' })).toHaveAttribute(
      'href',
      'mailto:marit.lie@nordvikservice.no',
    );
    expect(within(manager).getByRole('link', { name: '+47 900 12 345' })).toHaveAttribute(
      'href',
      'tel:+4790012345',
    );

    const parts = screen.getByRole('region', { name: 'Parts lookup' });
    expect(parts).toHaveTextContent('Set up');
    expect(parts).toHaveTextContent('Articles for order lines are searched in your warehouse.');
    expect(screen.getByText('Nordvik Service AS', { selector: 'p' })).toBeInTheDocument();
  });

  it('given a company without a warehouse and with empty fields, says Not set up and Not specified', async () => {
    renderWithProviders(<PartnerCompany />, { handlers: [partnerCompanyHandler(sparsePartnerCompany)] });
    const company = await screen.findByRole('region', { name: 'Company details' });
    expect(valueOf(company, 'Organization number')).toHaveTextContent('Not specified');
    expect(valueOf(company, 'Invoice e-mail')).toHaveTextContent('Not specified');
    expect(valueOf(company, 'Address')).toHaveTextContent('7010 Trondheim');
    const manager = screen.getByRole('region', { name: 'Contact person' });
    expect(valueOf(manager, 'E-mail')).toHaveTextContent('Not specified');
    expect(within(manager).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Parts lookup' })).toHaveTextContent(
      'Not set upThere is no article search; order lines are written as free text.',
    );
  });

  it('given a failed load, shows an empty page with an error title and message; Try again reloads', async () => {
    let fail = true;
    const { user } = renderWithProviders(<PartnerCompany />, {
      handlers: [
        http.get(api('/partner/company'), () =>
          fail
            ? HttpResponse.json({ Message: 'Database unavailable' }, { status: 500 })
            : HttpResponse.json(partnerCompany),
        ),
      ],
    });
    const error = await screen.findByRole('region', { name: 'Company details could not be loaded' });
    expect(error).toHaveTextContent('Something went wrong while loading your company.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Company details' })).toBeInTheDocument();
  });

  it('given a user without a company, shows the no-company page; Log out calls onLogout', async () => {
    const onLogout = vi.fn();
    const { user } = renderWithProviders(<PartnerCompany onLogout={onLogout} />, {
      handlers: partnerNoCompanyHandlers,
    });
    expect(await screen.findByRole('heading', { name: 'No company on your user' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('given the company call answers 404 (no company), shows the no-company page too', async () => {
    renderWithProviders(<PartnerCompany />, {
      handlers: [partnerCompanyErrorHandler(404, 'This account has no partner company')],
    });
    expect(await screen.findByRole('heading', { name: 'No company on your user' })).toBeInTheDocument();
  });

  it('given Norwegian, shows the Norwegian labels', async () => {
    renderWithProviders(<PartnerCompany />, { locale: 'no' });
    expect(screen.getByRole('heading', { level: 1, name: 'Firma' })).toBeInTheDocument();
    const company = await screen.findByRole('region', { name: 'Firmaopplysninger' });
    expect(valueOf(company, 'Organisasjonsnummer')).toHaveTextContent('945 678 901');
    expect(screen.getByRole('region', { name: 'Deleoppslag' })).toHaveTextContent('Satt opp');
  });
});

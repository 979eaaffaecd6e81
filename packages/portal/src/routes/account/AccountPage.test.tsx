import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../../test-render';

const provider = { CompanyName: 'Demo Service AS', Email: 'service@demo.test', Telephone: '+47 22 00 00 00' };

const customerInfo = {
  Name: 'Ulrik User',
  Email: 'user@demo.test',
  UserTypeId: 6,
  Customer: {
    Id: 3,
    Name: 'Fjord Bakery AS',
    OrganisationNumber: '934 567 890',
    Parent: null,
    CustomerGroup: null,
    DeliveryAdressStreet: null,
    DeliveryAdressZip: null,
    DeliveryAdressCity: null,
    DeliveryAdressCountry: null,
  },
  ImpersonationOptions: [],
  Provider: provider,
  ShowPrices: false,
  Currency: 'NOK',
  PartnerCompany: null,
};

const partnerInfo = {
  ...customerInfo,
  Name: 'Tore Technician',
  Email: 'tech@demo.test',
  UserTypeId: null,
  Customer: null,
  PartnerCompany: {
    CompanyName: 'Service Partner AS',
    OrganisationNumber: '945 678 901',
    InvoiceEmailAddress: null,
    AddressStreet: null,
    AddressPostalCode: null,
    AddressCity: null,
    ManagerName: null,
    ManagerEmail: null,
    ManagerPhone: null,
    LookupPartsFromWarehouseId: null,
  },
};

async function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(new Request(input, init).url);
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  switch (url.pathname) {
    case '/api2/customer/userinfo':
      return json(customerInfo);
    case '/api2/partner/userinfo':
      return json(partnerInfo);
    case '/api2/customer/jobs/openCount':
      return json({ ActivePartJobsCount: 0, ActiveOtherJobsCount: 0 });
    case '/api2/customer/shoppingcart':
      return json({ CartId: 1, Groups: [] });
    case '/api2/partner/jobs/view':
      return json({
        Upcoming: [],
        Open: [],
        Finished: [],
        NextCursors: { Upcoming: null, Open: null, Finished: null },
      });
    case '/api2/partner/jobs/counts':
      return json({ Upcoming: 0, Open: 0 });
    case '/api2/app/portal':
      return json({ CustomerPortal: true, PortalName: 'Demo Service Portal' });
    default:
      return json({ Message: `No such API call: ${url.pathname}` }, 404);
  }
}

const renderAt = (path: string) => renderAppAt(path, fakeServer);

afterEach(() => {
  cleanup();
  window.history.pushState({}, '', '/');
});

describe('My account', () => {
  it('/customer/account shows the customer organisation, and the account menu leads there', async () => {
    renderAt('/customer/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    await waitFor(() => expect(within(profile).getByText('Fjord Bakery AS')).toBeInTheDocument());
    expect(within(profile).getByText('Org. no. 934 567 890')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    // The menu's code loads on first use: its items appear once it has.
    expect(await screen.findByRole('menuitem', { name: 'My account' })).toHaveAttribute(
      'href',
      '/customer/account',
    );
  });

  it('/partner/account shows the partner company; My account in the menu navigates there', async () => {
    renderAt('/partner/job/list');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My account' }));
    expect(window.location.pathname).toBe('/partner/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Service Partner AS')).toBeInTheDocument();
    expect(within(profile).getByText('Partner technician')).toBeInTheDocument();
  });
});

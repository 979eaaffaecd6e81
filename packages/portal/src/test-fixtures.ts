// Answers the portal's tests give their fake servers: the demo moderator's user info and a
// machine list row.
import type { Token } from '@eqp/sdk';

export const TOKEN: Token = { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 };

export const moderatorUserInfo = {
  Name: 'Mona Moderator',
  Email: 'moderator@demo.test',
  UserTypeId: 4,
  Customer: {
    Id: 1,
    Name: 'Nordic Foods AS',
    OrganisationNumber: '912345678',
    Parent: null,
    CustomerGroup: null,
    DeliveryAdressStreet: 'Kaiveien 1',
    DeliveryAdressZip: '0150',
    DeliveryAdressCity: 'Oslo',
    DeliveryAdressCountry: 'Norway',
  },
  ImpersonationOptions: [],
  Provider: { CompanyName: 'Demo Service AS', Email: 'service@demo.test', Telephone: '+47 22 00 00 00' },
  ShowPrices: true,
  Currency: 'NOK',
  PartnerCompany: null,
};

/** A row of the machine list, `Machine <id>`, with `overrides` on top. */
export const machineItem = (id: number, overrides: Record<string, unknown> = {}) => ({
  Id: id,
  DisplayName: `Machine ${id}`,
  SupplierName: 'Supplier',
  MachineType: 'Oven',
  ParentMachineModelName: 'Model',
  ModelImage: null,
  MachineModelId: 1,
  ActiveServiceJobs: 0,
  ActivePartsJobs: 0,
  TotalServiceAmount: 0,
  TotalPartsAmount: 0,
  SerialNumber: null,
  Name: null,
  LastServiceDate: null,
  ...overrides,
});

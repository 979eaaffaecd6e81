import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'PartnerCompany.title',
    defaultMessage: 'Company',
    description: 'Heading of the partner company page',
  },
  company: {
    id: 'PartnerCompany.company',
    defaultMessage: 'Company details',
    description: 'Card heading: the partner company',
  },
  name: {
    id: 'PartnerCompany.name',
    defaultMessage: 'Company name',
    description: 'Label: CompanyName',
  },
  organisationNumber: {
    id: 'PartnerCompany.organisationNumber',
    defaultMessage: 'Organization number',
    description: 'Label: OrganisationNumber',
  },
  invoiceEmail: {
    id: 'PartnerCompany.invoiceEmail',
    defaultMessage: 'Invoice e-mail',
    description: 'Label: InvoiceEmailAddress',
  },
  address: {
    id: 'PartnerCompany.address',
    defaultMessage: 'Address',
    description: 'Label: street, postal code and city',
  },
  manager: {
    id: 'PartnerCompany.manager',
    defaultMessage: 'Contact person',
    description: 'Card heading: the company manager',
  },
  managerName: {
    id: 'PartnerCompany.managerName',
    defaultMessage: 'Name',
    description: 'Label: ManagerName',
  },
  managerEmail: {
    id: 'PartnerCompany.managerEmail',
    defaultMessage: 'E-mail',
    description: 'Label: ManagerEmail',
  },
  managerPhone: {
    id: 'PartnerCompany.managerPhone',
    defaultMessage: 'Telephone',
    description: 'Label: ManagerPhone',
  },
  parts: {
    id: 'PartnerCompany.parts',
    defaultMessage: 'Parts lookup',
    description: 'Card heading: whether parts are looked up from a warehouse',
  },
  warehouseSetUp: {
    id: 'PartnerCompany.warehouseSetUp',
    defaultMessage: 'Set up',
    description: 'Parts lookup from a warehouse is set up (LookupPartsFromWarehouseId present)',
  },
  warehouseSetUpHint: {
    id: 'PartnerCompany.warehouseSetUpHint',
    defaultMessage: 'Articles for order lines are searched in your warehouse.',
    description: 'Under "Set up": what the warehouse lookup means for the job report',
  },
  warehouseNotSetUp: {
    id: 'PartnerCompany.warehouseNotSetUp',
    defaultMessage: 'Not set up',
    description: 'Parts lookup from a warehouse is not set up',
  },
  warehouseNotSetUpHint: {
    id: 'PartnerCompany.warehouseNotSetUpHint',
    defaultMessage: 'There is no article search; order lines are written as free text.',
    description: 'Under "Not set up": what it means for the job report',
  },
  notSpecified: {
    id: 'PartnerCompany.notSpecified',
    defaultMessage: 'Not specified',
    description: 'A company field without a value',
  },
  loading: {
    id: 'PartnerCompany.loading',
    defaultMessage: 'Loading company details…',
    description: 'Accessible name of the skeleton while the company loads',
  },
  errorTitle: {
    id: 'PartnerCompany.errorTitle',
    defaultMessage: 'Company details could not be loaded',
    description: 'Title of the page when the company failed to load (spec §8)',
  },
  errorMessage: {
    id: 'PartnerCompany.errorMessage',
    defaultMessage: 'Something went wrong while loading your company. Check your connection and try again.',
    description: 'Message of the page when the company failed to load',
  },
  retry: {
    id: 'PartnerCompany.retry',
    defaultMessage: 'Try again',
    description: 'Button: load the company again',
  },
});

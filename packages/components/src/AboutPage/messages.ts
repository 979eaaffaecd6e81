import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  eyebrow: {
    id: 'AboutPage.eyebrow',
    defaultMessage: 'About',
    description: 'Small label above the title of the About page',
  },
  title: {
    id: 'AboutPage.title',
    defaultMessage: 'The equipment-service portal',
    description: 'Title of the About page when the portal options give no portal name',
  },
  intro: {
    id: 'AboutPage.intro',
    defaultMessage:
      'One place where a service provider, its business customers and its partner companies follow equipment, service jobs and spare parts together.',
    description: 'Introduction of the About page: what the product is',
  },
  offersTitle: {
    id: 'AboutPage.offers.title',
    defaultMessage: 'What it offers',
    description: 'Heading of the About page section listing what the portal offers',
  },
  customersTitle: {
    id: 'AboutPage.offers.customers.title',
    defaultMessage: 'For customers',
    description: 'Card title: what the customer portal offers',
  },
  customersMachines: {
    id: 'AboutPage.offers.customers.machines',
    defaultMessage: 'Your registered equipment with its details, manuals, exploded views, forms and files',
    description: 'Customer portal feature',
  },
  customersService: {
    id: 'AboutPage.offers.customers.service',
    defaultMessage: 'Service orders, their status and the service history with cost',
    description: 'Customer portal feature',
  },
  customersParts: {
    id: 'AboutPage.offers.customers.parts',
    defaultMessage: 'Spare parts per machine and a shopping cart',
    description: 'Customer portal feature',
  },
  customersOrganisation: {
    id: 'AboutPage.offers.customers.organisation',
    defaultMessage: 'Your organisation, its users and contacts',
    description: 'Customer portal feature',
  },
  partnersTitle: {
    id: 'AboutPage.offers.partners.title',
    defaultMessage: 'For partners',
    description: 'Card title: what the partner portal offers',
  },
  partnersJobs: {
    id: 'AboutPage.offers.partners.jobs',
    defaultMessage: 'Upcoming, open and completed jobs, also opened from a short code link',
    description: 'Partner portal feature',
  },
  partnersReport: {
    id: 'AboutPage.offers.partners.report',
    defaultMessage: 'Job reports with comments, counters, order lines and attachments',
    description: 'Partner portal feature',
  },
  partnersCompany: {
    id: 'AboutPage.offers.partners.company',
    defaultMessage: 'Your company details',
    description: 'Partner portal feature',
  },
  publicTitle: {
    id: 'AboutPage.offers.public.title',
    defaultMessage: 'On the equipment',
    description: 'Card title: what the public equipment pages (QR codes) offer',
  },
  publicQr: {
    id: 'AboutPage.offers.public.qr',
    defaultMessage: 'A QR code on each machine opens its public history and resources',
    description: 'Public equipment page feature',
  },
  publicLogin: {
    id: 'AboutPage.offers.public.login',
    defaultMessage: 'Signing in as the owner shows everything and lets you order service',
    description: 'Public equipment page feature',
  },
  providerTitle: {
    id: 'AboutPage.provider.title',
    defaultMessage: 'Your service provider',
    description: 'Heading of the About page section on the service provider',
  },
  providerLogo: {
    id: 'AboutPage.provider.logo',
    defaultMessage: 'Logo of the service provider',
    description: 'Alternative text of the provider logo on the About page',
  },
  providerSignedOut: {
    id: 'AboutPage.provider.signedOut',
    defaultMessage:
      'Signed-in customers find the e-mail address and telephone number of their service provider at the bottom of every page of the customer portal.',
    description: 'About page: the provider contact is not public; where a customer finds it',
  },
  email: {
    id: 'AboutPage.provider.email',
    defaultMessage: 'E-mail',
    description: 'Label of the provider e-mail address on the About page',
  },
  telephone: {
    id: 'AboutPage.provider.telephone',
    defaultMessage: 'Telephone',
    description: 'Label of the provider telephone number on the About page',
  },
  privacy: {
    id: 'AboutPage.privacy',
    defaultMessage: 'Privacy statement',
    description: 'Link to the privacy statement of the portal options',
  },
  linksTitle: {
    id: 'AboutPage.links.title',
    defaultMessage: 'Links',
    description: 'Heading of the About page links section',
  },
  selection: {
    id: 'AboutPage.links.selection',
    defaultMessage: 'Choose a portal',
    description: 'Link to the portal selection page (/)',
  },
  apiDocs: {
    id: 'AboutPage.links.apiDocs',
    defaultMessage: 'API reference',
    description: 'Link to the interactive API reference (/api2/docs)',
  },
  apiDocsHint: {
    id: 'AboutPage.links.apiDocsHint',
    defaultMessage: 'For integrators: every call of the portal, described and tryable.',
    description: 'Line under the API reference link',
  },
  selectionHint: {
    id: 'AboutPage.links.selectionHint',
    defaultMessage: 'The customer portal, the partner portal and the technician app.',
    description: 'Line under the portal selection link',
  },
  privacyHint: {
    id: 'AboutPage.links.privacyHint',
    defaultMessage: 'How your data is handled.',
    description: 'Line under the privacy statement link when the portal options give no privacy text',
  },
  versionTitle: {
    id: 'AboutPage.version.title',
    defaultMessage: 'Version',
    description: 'Heading of the About page version section',
  },
  versionUnknown: {
    id: 'AboutPage.version.unknown',
    defaultMessage: 'Not known',
    description: 'Shown as the version when the host gives none',
  },
});

// Messages with values declare their value types (react-intl 12 checks them).
export const valueMessages = defineMessages<{
  poweredBy: { product: string };
  version: { product: string; version: string };
}>({
  poweredBy: {
    id: 'AboutPage.poweredBy',
    defaultMessage: 'Powered by {product}',
    description: 'Credit line on the About page naming the product',
  },
  version: {
    id: 'AboutPage.version.value',
    defaultMessage: '{product} {version}',
    description: 'The product name and its version, e.g. "EQP Service Portal 0.1.0"',
  },
});

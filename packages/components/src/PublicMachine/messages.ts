import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  pageLabel: {
    id: 'PublicMachine.pageLabel',
    defaultMessage: 'Public equipment page',
    description: 'Small label above the machine name on the public QR page (reached by scanning the label)',
  },
  sectionsLabel: {
    id: 'PublicMachine.sectionsLabel',
    defaultMessage: 'Equipment sections',
    description: 'Accessible name of the row of tabs (Information, Service history, Resources)',
  },
  tabInfo: {
    id: 'PublicMachine.tabInfo',
    defaultMessage: 'Information',
    description: 'Tab of the public QR page: the equipment details',
  },
  tabHistory: {
    id: 'PublicMachine.tabHistory',
    defaultMessage: 'Service history',
    description: 'Tab of the public QR page: past service of the equipment',
  },
  tabResources: {
    id: 'PublicMachine.tabResources',
    defaultMessage: 'Resources',
    description: 'Tab of the public QR page: manuals and documents of the supplier and model',
  },
  type: { id: 'PublicMachine.type', defaultMessage: 'Type', description: 'Equipment fact: machine type' },
  supplier: {
    id: 'PublicMachine.supplier',
    defaultMessage: 'Supplier',
    description: 'Equipment fact: supplier (manufacturer)',
  },
  model: { id: 'PublicMachine.model', defaultMessage: 'Model', description: 'Equipment fact: model' },
  serialNumber: {
    id: 'PublicMachine.serialNumber',
    defaultMessage: 'Serial number',
    description: 'Equipment fact: serial number',
  },
  qrCode: {
    id: 'PublicMachine.qrCode',
    defaultMessage: 'QR code',
    description: 'Equipment fact: the QR code',
  },
  name: { id: 'PublicMachine.name', defaultMessage: 'Name', description: 'Equipment fact: the display name' },
  notSet: {
    id: 'PublicMachine.notSet',
    defaultMessage: 'Not set',
    description: 'Read for an empty fact (shown as a dash)',
  },
  unnamed: {
    id: 'PublicMachine.unnamed',
    defaultMessage: 'Unnamed equipment',
    description: 'Title of a public machine without a name',
  },
  detailsTitle: {
    id: 'PublicMachine.detailsTitle',
    defaultMessage: 'Equipment details',
    description: 'Heading of the details card on the Information tab',
  },
  historyCardText: {
    id: 'PublicMachine.historyCardText',
    defaultMessage: 'When this equipment was serviced, and what kind of service it was.',
    description: 'Shortcut card on the Information tab leading to the Service history tab',
  },
  resourcesCardText: {
    id: 'PublicMachine.resourcesCardText',
    defaultMessage: 'Manuals, certificates and other documents from the supplier and for this model.',
    description: 'Shortcut card on the Information tab leading to the Resources tab',
  },
  login: {
    id: 'PublicMachine.login',
    defaultMessage: 'Log in',
    description: 'Button: log in on the public QR page',
  },
  backToPage: {
    id: 'PublicMachine.backToPage',
    defaultMessage: 'Back to the equipment page',
    description: 'Button under the login card on the public QR page',
  },
  logout: { id: 'PublicMachine.logout', defaultMessage: 'Log out', description: 'Button: log out' },
  switchOrganisation: {
    id: 'PublicMachine.switchOrganisation',
    defaultMessage: 'Switch to the owning organisation',
    description: 'Button: the signed-in user may switch to the organisation that owns the equipment',
  },
  switchFailed: {
    id: 'PublicMachine.switchFailed',
    defaultMessage: 'The organisation could not be switched. Try again.',
    description: 'Shown when switching to the owning organisation failed',
  },
  openFull: {
    id: 'PublicMachine.openFull',
    defaultMessage: 'Open full machine page',
    description: 'Link for the owner: the machine page of the customer portal',
  },
  anonymousTitle: {
    id: 'PublicMachine.anonymousTitle',
    defaultMessage: 'Is this your equipment?',
    description: 'Banner title for a visitor who is not signed in',
  },
  anonymousText: {
    id: 'PublicMachine.anonymousText',
    defaultMessage:
      'Log in with an account of the organisation that owns it to see all its information and to order service or spare parts.',
    description: 'Banner text for a visitor who is not signed in',
  },
  notOwnerText: {
    id: 'PublicMachine.notOwnerText',
    defaultMessage:
      'Only users of the organisation that owns it see all its information and can order service or spare parts.',
    description: 'Banner text for a signed-in user of another organisation (public mode)',
  },
  switchText: {
    id: 'PublicMachine.switchText',
    defaultMessage: 'It belongs to another of your organisations. Switch to it to see everything.',
    description: 'Banner text when the signed-in user may switch to the owning organisation',
  },
  privateTitle: {
    id: 'PublicMachine.privateTitle',
    defaultMessage: 'This equipment is private',
    description: 'Title of the page of a QR code whose equipment is not public',
  },
  privateText: {
    id: 'PublicMachine.privateText',
    defaultMessage:
      'Its owner has not made its information public. Users of the organisation that owns it can log in to see it.',
    description: 'Explanation on the private equipment page',
  },
  notFoundTitle: {
    id: 'PublicMachine.notFoundTitle',
    defaultMessage: 'Equipment not found',
    description: 'Title of the page of an unknown QR code',
  },
  errorTitle: {
    id: 'PublicMachine.errorTitle',
    defaultMessage: 'The equipment could not be loaded',
    description: 'Title of the page when the public machine call failed',
  },
  errorText: {
    id: 'PublicMachine.errorText',
    defaultMessage: 'Check your connection and try again.',
    description: 'Text of the page when the public machine call failed',
  },
  retry: { id: 'PublicMachine.retry', defaultMessage: 'Try again', description: 'Button: load again' },
  loading: {
    id: 'PublicMachine.loading',
    defaultMessage: 'Loading equipment…',
    description: 'Screen reader text while the public page loads',
  },
  historyTitle: {
    id: 'PublicMachine.historyTitle',
    defaultMessage: 'Service history',
    description: 'Heading of the service history list',
  },
  historyEmptyTitle: {
    id: 'PublicMachine.historyEmptyTitle',
    defaultMessage: 'No service recorded yet',
    description: 'Empty service history: title',
  },
  historyEmptyText: {
    id: 'PublicMachine.historyEmptyText',
    defaultMessage: 'Completed service of this equipment will be listed here.',
    description: 'Empty service history: text',
  },
  historyErrorTitle: {
    id: 'PublicMachine.historyErrorTitle',
    defaultMessage: 'The service history could not be loaded',
    description: 'Failed service history: title',
  },
  historyNote: {
    id: 'PublicMachine.historyNote',
    defaultMessage: 'Dates and kinds of service only. Reports, parts and costs are shown to the owner.',
    description: 'Note under the service history heading on the public page',
  },
  serviceUnnamed: {
    id: 'PublicMachine.serviceUnnamed',
    defaultMessage: 'Service',
    description: 'A history entry whose job type has no name',
  },
  loadingHistory: {
    id: 'PublicMachine.loadingHistory',
    defaultMessage: 'Loading service history…',
    description: 'Screen reader text while the history loads',
  },
  languageLabel: {
    id: 'PublicMachine.languageLabel',
    defaultMessage: 'Language',
    description: 'Accessible name of the language choice in the top bar',
  },
  logoFallback: {
    id: 'PublicMachine.logoFallback',
    defaultMessage: 'Service provider',
    description: 'Accessible name of the logo when the portal name is unknown',
  },
});

// Messages with values declare their value types (react-intl 12 checks them).
export const valueMessages = defineMessages<{
  signedInAs: { name: string; organisation: string };
  signedInAsNoOrganisation: { name: string };
  ownerTitle: { organisation: string };
  notFoundText: { qr: string };
  privateCode: { qr: string };
  createdOn: { date: string };
  completedOn: { date: string };
  historyCount: { count: number };
}>({
  signedInAs: {
    id: 'PublicMachine.signedInAs',
    defaultMessage: 'You are signed in as {name} ({organisation}), which does not own this equipment.',
    description: 'Banner title for a signed-in user of another organisation; organisation is its current one',
  },
  signedInAsNoOrganisation: {
    id: 'PublicMachine.signedInAsNoOrganisation',
    defaultMessage: 'You are signed in as {name}, which does not own this equipment.',
    description: 'Banner title for a signed-in user without an organisation',
  },
  ownerTitle: {
    id: 'PublicMachine.ownerTitle',
    defaultMessage: 'This equipment belongs to {organisation}',
    description: 'Banner title for a user of the owning organisation',
  },
  notFoundText: {
    id: 'PublicMachine.notFoundText',
    defaultMessage:
      'No equipment has the QR code {qr}. Check the code on the label, or contact your service provider.',
    description: 'Text of the page of an unknown QR code',
  },
  privateCode: {
    id: 'PublicMachine.privateCode',
    defaultMessage: 'QR code {qr}',
    description: 'The scanned code under the private message',
  },
  createdOn: {
    id: 'PublicMachine.createdOn',
    defaultMessage: 'Ordered {date}',
    description: 'History entry: the date the service job was created',
  },
  completedOn: {
    id: 'PublicMachine.completedOn',
    defaultMessage: 'Completed {date}',
    description: 'History entry: the date the service job was completed',
  },
  historyCount: {
    id: 'PublicMachine.historyCount',
    defaultMessage: '{count, plural, one {# service} other {# services}}',
    description: 'Number of history entries beside the heading',
  },
});

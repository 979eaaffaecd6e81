import { defineMessages } from 'react-intl';

// Texts of the general routes: the service-provider area and the gallery.
export const generalMessages = defineMessages({
  serviceProvider: {
    id: 'Portal.serviceProvider.word',
    defaultMessage: 'ServiceProvider',
    description:
      'The only word the service-provider placeholder area shows (spec §1); a name, the same in every language',
  },
  galleryTitle: {
    id: 'Portal.gallery.title',
    defaultMessage: 'Component gallery',
    description: 'Title of the component gallery (/component)',
  },
  galleryNav: {
    id: 'Portal.gallery.nav',
    defaultMessage: 'Gallery pages',
    description: 'Accessible name of the navigation between the gallery pages',
  },
  galleryIntro: {
    id: 'Portal.gallery.intro',
    defaultMessage:
      'The building blocks and composite components of the portal, each on its own page. The live pages show your own data and ask you to sign in to the customer portal.',
    description: 'Introduction on the gallery index page',
  },
  galleryOverview: {
    id: 'Portal.gallery.overview',
    defaultMessage: 'Overview',
    description: 'Navigation item: the gallery index',
  },
  galleryLive: {
    id: 'Portal.gallery.live',
    defaultMessage: 'Live, needs sign-in',
    description: 'Tag on a gallery page that shows the signed-in customer’s data',
  },
  galleryOpen: {
    id: 'Portal.gallery.open',
    defaultMessage: 'Open',
    description: 'Link text on a gallery index card',
  },
  galleryShop: {
    id: 'Portal.gallery.shop.title',
    defaultMessage: 'Shop landing page',
    description: 'Gallery page 1',
  },
  galleryShopText: {
    id: 'Portal.gallery.shop.text',
    defaultMessage:
      'The storefront: a hero banner and product cards with sample text and a price placeholder.',
    description: 'Description of gallery page 1',
  },
  galleryBlocks: {
    id: 'Portal.gallery.blocks.title',
    defaultMessage: 'Building blocks',
    description: 'Gallery page 2',
  },
  galleryBlocksText: {
    id: 'Portal.gallery.blocks.text',
    defaultMessage: 'Buttons, status chips, avatars, empty and loading states, snackbars and text fields.',
    description: 'Description of gallery page 2',
  },
  galleryCart: {
    id: 'Portal.gallery.cart.title',
    defaultMessage: 'Shopping cart',
    description: 'Gallery page Cart',
  },
  galleryCartText: {
    id: 'Portal.gallery.cart.text',
    defaultMessage: 'Your organisation’s cart, live: change counts, remove lines and send the order.',
    description: 'Description of gallery page Cart',
  },
  galleryHistory: {
    id: 'Portal.gallery.history.title',
    defaultMessage: 'Machine history',
    description: 'Gallery page MachineHistory',
  },
  galleryHistoryText: {
    id: 'Portal.gallery.history.text',
    defaultMessage: 'Open jobs and the service history of one of your machines, with a machine picker.',
    description: 'Description of gallery page MachineHistory',
  },
  galleryCost: {
    id: 'Portal.gallery.cost.title',
    defaultMessage: 'Cost chart',
    description: 'Gallery page 5',
  },
  galleryCostText: {
    id: 'Portal.gallery.cost.text',
    defaultMessage: 'Service and parts cost of the last 12 months, stacked by machine.',
    description: 'Description of gallery page 5',
  },
  galleryMachine: {
    id: 'Portal.gallery.history.machine',
    defaultMessage: 'Machine',
    description: 'Label of the machine picker on the machine history gallery page',
  },
  galleryNoMachines: {
    id: 'Portal.gallery.history.none',
    defaultMessage: 'No equipment registered',
    description: 'Title when the organisation has no machines (machine history gallery page)',
  },
  galleryNoMachinesText: {
    id: 'Portal.gallery.history.noneText',
    defaultMessage: 'A machine’s service history shows here once your organisation has equipment.',
    description: 'Body when the organisation has no machines (machine history gallery page)',
  },
  galleryMachinesFailed: {
    id: 'Portal.gallery.history.failed',
    defaultMessage: 'Your equipment could not be loaded',
    description: 'Title when the machine list for the picker failed to load',
  },
  galleryHome: {
    id: 'Portal.gallery.home',
    defaultMessage: 'Start page',
    description: 'Link from the gallery frame to the portal selection page',
  },
  blocksButtons: {
    id: 'Portal.blocks.buttons',
    defaultMessage: 'Buttons',
    description: 'Building blocks section',
  },
  blocksPrimary: { id: 'Portal.blocks.primary', defaultMessage: 'Primary', description: 'Button variant' },
  blocksSecondary: {
    id: 'Portal.blocks.secondary',
    defaultMessage: 'Secondary',
    description: 'Button variant',
  },
  blocksGhost: { id: 'Portal.blocks.ghost', defaultMessage: 'Ghost', description: 'Button variant' },
  blocksDanger: { id: 'Portal.blocks.danger', defaultMessage: 'Danger', description: 'Button variant' },
  blocksSmall: { id: 'Portal.blocks.small', defaultMessage: 'Small', description: 'Button size' },
  blocksMedium: { id: 'Portal.blocks.medium', defaultMessage: 'Medium', description: 'Button size' },
  blocksLarge: { id: 'Portal.blocks.large', defaultMessage: 'Large', description: 'Button size' },
  blocksBusy: {
    id: 'Portal.blocks.busy',
    defaultMessage: 'Saving',
    description: 'Label of a busy sample button',
  },
  blocksDisabled: {
    id: 'Portal.blocks.disabled',
    defaultMessage: 'Disabled',
    description: 'Label of a disabled sample button',
  },
  blocksStates: {
    id: 'Portal.blocks.states',
    defaultMessage: 'States',
    description: 'Row heading: busy and disabled',
  },
  blocksStatus: {
    id: 'Portal.blocks.status',
    defaultMessage: 'Job status chips',
    description: 'Building blocks section: one chip per job status',
  },
  blocksAvatars: {
    id: 'Portal.blocks.avatars',
    defaultMessage: 'Avatars',
    description: 'Building blocks section',
  },
  blocksAvatarUnknown: {
    id: 'Portal.blocks.avatarUnknown',
    defaultMessage: 'No name',
    description: 'Caption of the avatar without a name (shows ??)',
  },
  blocksEmpty: {
    id: 'Portal.blocks.empty',
    defaultMessage: 'Empty and error states',
    description: 'Building blocks section',
  },
  blocksEmptyTitle: {
    id: 'Portal.blocks.emptyTitle',
    defaultMessage: 'No jobs yet',
    description: 'Sample empty state',
  },
  blocksEmptyText: {
    id: 'Portal.blocks.emptyText',
    defaultMessage: 'Service jobs you order for your equipment appear here.',
    description: 'Sample empty state',
  },
  blocksErrorTitle: {
    id: 'Portal.blocks.errorTitle',
    defaultMessage: 'Machine not found',
    description: 'Sample error state',
  },
  blocksErrorText: {
    id: 'Portal.blocks.errorText',
    defaultMessage: 'The machine does not exist or belongs to another organisation.',
    description: 'Sample error state',
  },
  blocksLoading: {
    id: 'Portal.blocks.loading',
    defaultMessage: 'Loading',
    description: 'Building blocks section',
  },
  blocksSnackbars: {
    id: 'Portal.blocks.snackbars',
    defaultMessage: 'Snackbars',
    description: 'Building blocks section',
  },
  blocksSuccess: {
    id: 'Portal.blocks.success',
    defaultMessage: 'Show success',
    description: 'Snackbar trigger',
  },
  blocksError: { id: 'Portal.blocks.error', defaultMessage: 'Show error', description: 'Snackbar trigger' },
  blocksWarning: {
    id: 'Portal.blocks.warning',
    defaultMessage: 'Show warning',
    description: 'Snackbar trigger',
  },
  blocksSuccessMessage: {
    id: 'Portal.blocks.successMessage',
    defaultMessage: 'Job created',
    description: 'Sample success snackbar (a success text of spec §8)',
  },
  blocksErrorMessage: {
    id: 'Portal.blocks.errorMessage',
    defaultMessage: 'Unknown error',
    description: 'Sample error snackbar (the error text of spec §8)',
  },
  blocksWarningMessage: {
    id: 'Portal.blocks.warningMessage',
    defaultMessage: 'The cart has changed since you opened it',
    description: 'Sample warning snackbar',
  },
  blocksFields: {
    id: 'Portal.blocks.fields',
    defaultMessage: 'Text fields',
    description: 'Building blocks section',
  },
  blocksEmail: {
    id: 'Portal.blocks.email',
    defaultMessage: 'E-mail',
    description: 'Sample text field label',
  },
  blocksEmailHint: {
    id: 'Portal.blocks.emailHint',
    defaultMessage: 'We send order confirmations here',
    description: 'Sample text field hint',
  },
  blocksPassword: {
    id: 'Portal.blocks.password',
    defaultMessage: 'New password',
    description: 'Sample field',
  },
  blocksPasswordError: {
    id: 'Portal.blocks.passwordError',
    defaultMessage: 'Minimum 8 characters',
    description: 'Sample field error (a password rule of spec §5, with the minimum of 8)',
  },
});

// Messages with values declare their value types (react-intl 12 checks them).
export const generalValueMessages = defineMessages<{
  jobDialog: { id: string };
}>({
  jobDialog: {
    id: 'Portal.serviceProvider.job',
    defaultMessage: 'Job {id}',
    description: 'Accessible name of the service-provider job dialog; id is the job id of the address',
  },
});

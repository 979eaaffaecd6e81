import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  tabsLabel: {
    id: 'MachineDetail.tabsLabel',
    defaultMessage: 'Machine sections',
    description: 'Accessible name of the row of tabs (General, Service, Parts, ...) of a machine',
  },
  moreTabs: {
    id: 'MachineDetail.moreTabs',
    defaultMessage: 'More tabs',
    description:
      'Accessible name of the arrow at the right end of the machine tab row on a phone; it scrolls the row to show the tabs hidden to the right',
  },
  earlierTabs: {
    id: 'MachineDetail.earlierTabs',
    defaultMessage: 'Earlier tabs',
    description:
      'Accessible name of the arrow at the left end of the machine tab row on a phone; it scrolls the row back to show the tabs hidden to the left',
  },
  tabGeneral: {
    id: 'MachineDetail.tabGeneral',
    defaultMessage: 'General',
    description: 'Machine tab: the machine fields (general panel)',
  },
  tabService: {
    id: 'MachineDetail.tabService',
    defaultMessage: 'Service',
    description: 'Machine tab: open jobs and service history',
  },
  tabParts: {
    id: 'MachineDetail.tabParts',
    defaultMessage: 'Parts',
    description: 'Machine tab: spare parts of the model',
  },
  tabManuals: {
    id: 'MachineDetail.tabManuals',
    defaultMessage: 'Manuals',
    description: 'Machine tab: manuals of the model',
  },
  tabPartsDocuments: {
    id: 'MachineDetail.tabPartsDocuments',
    defaultMessage: 'Exploded view',
    description: 'Machine tab: the part drawings (exploded views) of the model',
  },
  tabForms: {
    id: 'MachineDetail.tabForms',
    defaultMessage: 'Forms',
    description: 'Machine tab: forms of the model',
  },
  tabResources: {
    id: 'MachineDetail.tabResources',
    defaultMessage: 'Resources',
    description:
      'Machine tab: the resource browser (files of the supplier, the model, the machine and its jobs)',
  },
  noneAvailable: {
    id: 'MachineDetail.noneAvailable',
    defaultMessage: 'None available',
    description: 'Hint (tooltip) on a disabled machine tab: the machine has no model or no such documents',
  },
  type: {
    id: 'MachineDetail.type',
    defaultMessage: 'Type',
    description: 'Header fact: the machine type',
  },
  supplier: {
    id: 'MachineDetail.supplier',
    defaultMessage: 'Supplier',
    description: 'Header fact: the supplier (manufacturer)',
  },
  model: {
    id: 'MachineDetail.model',
    defaultMessage: 'Model',
    description: 'Header fact: the machine model',
  },
  location: {
    id: 'MachineDetail.location',
    defaultMessage: 'Location',
    description: 'Header fact: where the machine stands (its Name field)',
  },
  serialNumber: {
    id: 'MachineDetail.serialNumber',
    defaultMessage: 'Serial number',
    description: 'Header fact: the serial number',
  },
  noModel: {
    id: 'MachineDetail.noModel',
    defaultMessage: 'No model registered',
    description: 'Header fact in place of the model when the machine has none',
  },
  inactive: {
    id: 'MachineDetail.inactive',
    defaultMessage: 'Inactive',
    description: 'Chip in the header of a machine that is not active (retired)',
  },
  qrCaption: {
    id: 'MachineDetail.qrCaption',
    defaultMessage: 'QR code',
    description: 'Small caption above the code text under the QR code',
  },
  loading: {
    id: 'MachineDetail.loading',
    defaultMessage: 'Loading machine…',
    description: 'Accessible name of the loading state of the machine page',
  },
  notFoundTitle: {
    id: 'MachineDetail.notFoundTitle',
    defaultMessage: 'Machine not found',
    description: 'Title of the machine page when the machine does not exist (404)',
  },
  notFoundText: {
    id: 'MachineDetail.notFoundText',
    defaultMessage:
      'There is no machine at this address. The link may be mistyped, or the machine has been removed.',
    description: 'Explanation on the machine-not-found page',
  },
  privateTitle: {
    id: 'MachineDetail.privateTitle',
    defaultMessage: 'This machine is private',
    description: 'Title of the machine page when the machine belongs to another organisation (403)',
  },
  privateText: {
    id: 'MachineDetail.privateText',
    defaultMessage:
      'It belongs to another organization. If it should be yours, switch organization or contact your service provider.',
    description: 'Explanation on the private-machine page',
  },
  errorTitle: {
    id: 'MachineDetail.errorTitle',
    defaultMessage: 'Unknown error',
    description: 'Title of the machine page when loading the machine failed for another reason',
  },
  errorText: {
    id: 'MachineDetail.errorText',
    defaultMessage: 'The machine could not be loaded. Check your connection and try again.',
    description: 'Explanation on the machine page when loading failed',
  },
  retry: {
    id: 'MachineDetail.retry',
    defaultMessage: 'Try again',
    description: 'Button on the failed machine page: load the machine again',
  },
  backToList: {
    id: 'MachineDetail.backToList',
    defaultMessage: 'Back to the equipment list',
    description: 'Link from the not-found, private and error pages to the machine list',
  },
  back: {
    id: 'MachineDetail.back',
    defaultMessage: 'Equipment list',
    description: 'Back link above the machine header, to the machine list',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  unnamed: { id: number };
  qrLabel: { code: string };
}>({
  unnamed: {
    id: 'MachineDetail.unnamed',
    defaultMessage: 'Machine {id}',
    description: 'Heading of a machine that has no display name',
  },
  qrLabel: {
    id: 'MachineDetail.qrLabel',
    defaultMessage: 'QR code of the machine: {code}',
    description: 'Accessible name of the QR code image; code is the text of the QR label',
  },
});

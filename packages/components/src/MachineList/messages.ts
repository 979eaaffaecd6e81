import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'MachineList.title',
    defaultMessage: 'Equipment list',
    description: 'Heading of the machine list page',
  },
  viewLabel: {
    id: 'MachineList.viewLabel',
    defaultMessage: 'View',
    description: 'Accessible name of the cards / list view switch',
  },
  viewCards: {
    id: 'MachineList.viewCards',
    defaultMessage: 'Cards',
    description: 'View switch: show the machines as cards',
  },
  viewList: {
    id: 'MachineList.viewList',
    defaultMessage: 'List',
    description: 'View switch: show the machines as a table-like list',
  },
  supplier: {
    id: 'MachineList.supplier',
    defaultMessage: 'Supplier',
    description: 'Label / column header: the machine supplier (manufacturer)',
  },
  model: {
    id: 'MachineList.model',
    defaultMessage: 'Model',
    description: 'Label / column header: the machine model',
  },
  equipment: {
    id: 'MachineList.equipment',
    defaultMessage: 'Equipment',
    description: 'Column header: the machine name',
  },
  image: {
    id: 'MachineList.image',
    defaultMessage: 'Image',
    description: 'Column header: the model image (read by screen readers only)',
  },
  openOrders: {
    id: 'MachineList.openOrders',
    defaultMessage: 'Open orders',
    description: 'Column header: open service and part orders',
  },
  noOpenOrders: {
    id: 'MachineList.noOpenOrders',
    defaultMessage: 'No open orders',
    description: 'Shown instead of the chips when a machine has neither open service nor part orders',
  },
  lifetimeCost: {
    id: 'MachineList.lifetimeCost',
    defaultMessage: 'Lifetime cost',
    description: 'Label above the lifetime service and parts totals of a machine',
  },
  serviceTotal: {
    id: 'MachineList.serviceTotal',
    defaultMessage: 'Service',
    description: 'Lifetime service cost of a machine; links to its service panel',
  },
  partsTotal: {
    id: 'MachineList.partsTotal',
    defaultMessage: 'Parts',
    description: 'Lifetime parts cost of a machine; links to its parts panel',
  },
  loading: {
    id: 'MachineList.loading',
    defaultMessage: 'Loading equipment…',
    description: 'Announced while the first page of machines loads',
  },
  loadingMore: {
    id: 'MachineList.loadingMore',
    defaultMessage: 'Loading more…',
    description: 'Row at the end of the list while the next page loads',
  },
  loadMore: {
    id: 'MachineList.loadMore',
    defaultMessage: 'Load more',
    description: 'Button at the end of the list that loads the next page',
  },
  emptyTitle: {
    id: 'MachineList.emptyTitle',
    defaultMessage: 'No equipment registered yet',
    description: 'Empty machine list: title',
  },
  emptyText: {
    id: 'MachineList.emptyText',
    defaultMessage:
      'When your service provider registers equipment for your organization, it appears here. Missing something? Contact your service provider.',
    description: 'Empty machine list: explanation',
  },
  errorTitle: {
    id: 'MachineList.errorTitle',
    defaultMessage: 'The equipment list could not be loaded.',
    description: 'Inline note when fetching the machine list failed',
  },
  errorText: {
    id: 'MachineList.errorText',
    defaultMessage: 'Check your connection and try again.',
    description: 'Second line of the inline note when fetching the machine list failed',
  },
  moreFailed: {
    id: 'MachineList.moreFailed',
    defaultMessage: 'The rest of the list could not be loaded.',
    description: 'End of the list when a later page failed to load; followed by Retry',
  },
  filtersLabel: {
    id: 'MachineList.filtersLabel',
    defaultMessage: 'Filter and sort',
    description: 'Accessible name of the toolbar with the filters and the sort of the machine list',
  },
  filterType: {
    id: 'MachineList.filterType',
    defaultMessage: 'Type',
    description: 'Label of the machine type filter (a select)',
  },
  filterTypeAll: {
    id: 'MachineList.filterTypeAll',
    defaultMessage: 'All types',
    description: 'Option of the machine type filter: no filter',
  },
  filterSupplier: {
    id: 'MachineList.filterSupplier',
    defaultMessage: 'Supplier',
    description: 'Label of the supplier filter (a select)',
  },
  filterSupplierAll: {
    id: 'MachineList.filterSupplierAll',
    defaultMessage: 'All suppliers',
    description: 'Option of the supplier filter: no filter',
  },
  filterLocation: {
    id: 'MachineList.filterLocation',
    defaultMessage: 'Location',
    description: 'Label of the location filter (a select)',
  },
  filterLocationAll: {
    id: 'MachineList.filterLocationAll',
    defaultMessage: 'All locations',
    description: 'Option of the location filter: no filter',
  },
  filterUnknown: {
    id: 'MachineList.filterUnknown',
    defaultMessage: 'Not available',
    description:
      'Option shown when a filter (e.g. from a shared link) names a choice the organisation does not have',
  },
  filterOpenOrders: {
    id: 'MachineList.filterOpenOrders',
    defaultMessage: 'Open orders only',
    description: 'Checkbox: show only machines with an open service or part order',
  },
  sortLabel: {
    id: 'MachineList.sortLabel',
    defaultMessage: 'Sort by',
    description: 'Label of the sort select of the machine list',
  },
  sortName: {
    id: 'MachineList.sortName',
    defaultMessage: 'Name',
    description: 'Sort option: by machine name (A to Z)',
  },
  sortSerial: {
    id: 'MachineList.sortSerial',
    defaultMessage: 'Serial number',
    description: 'Sort option: by serial number (machines without one last)',
  },
  sortLastService: {
    id: 'MachineList.sortLastService',
    defaultMessage: 'Last service',
    description: 'Sort option: most recently serviced first (never serviced last)',
  },
  clearFilters: {
    id: 'MachineList.clearFilters',
    defaultMessage: 'Clear filters',
    description: 'Button: remove every filter of the machine list (the sort stays)',
  },
  noMatchTitle: {
    id: 'MachineList.noMatchTitle',
    defaultMessage: 'No equipment matches these filters',
    description: 'Machine list with filters that match no machine: title',
  },
  noMatchText: {
    id: 'MachineList.noMatchText',
    defaultMessage: 'Try other filters, or clear them to see all your equipment.',
    description: 'Machine list with filters that match no machine: explanation',
  },
  serialNumber: {
    id: 'MachineList.serialNumber',
    defaultMessage: 'Serial number',
    description: 'Label of the serial number of a machine in the list',
  },
  lastService: {
    id: 'MachineList.lastService',
    defaultMessage: 'Last service',
    description: 'Label of the date of the last service of a machine in the list',
  },
  neverServiced: {
    id: 'MachineList.neverServiced',
    defaultMessage: 'Never',
    description: 'Last service of a machine that was never serviced',
  },
  retry: {
    id: 'MachineList.retry',
    defaultMessage: 'Retry',
    description: 'Button in the inline error note: fetch the machine list again',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  unnamed: { id: number };
  serviceOrders: { count: number };
  partOrders: { count: number };
  allShown: { count: number };
  count: { count: number };
  countCapped: { count: number };
  filterToggle: { count: number };
}>({
  unnamed: {
    id: 'MachineList.unnamed',
    defaultMessage: 'Machine {id}',
    description: 'Name of a machine that has no display name',
  },
  serviceOrders: {
    id: 'MachineList.serviceOrders',
    defaultMessage:
      '{count, plural, =0 {No open service orders} one {# open service order} other {# open service orders}}',
    description: 'Chip: open service orders on a machine',
  },
  partOrders: {
    id: 'MachineList.partOrders',
    defaultMessage:
      '{count, plural, =0 {No open part orders} one {# open part order} other {# open part orders}}',
    description: 'Chip: open part orders on a machine',
  },
  allShown: {
    id: 'MachineList.allShown',
    defaultMessage: '{count, plural, one {# machine shown} other {All # machines shown}}',
    description: 'End of the list, once every page is loaded',
  },
  count: {
    id: 'MachineList.count',
    defaultMessage: '{count, plural, one {# machine} other {# machines}}',
    description: 'Result count above the machine list (the machines that pass the filters)',
  },
  countCapped: {
    id: 'MachineList.countCapped',
    defaultMessage: '{count, number}+ machines',
    description: 'Result count when the server counted up to its cap (more machines match)',
  },
  filterToggle: {
    id: 'MachineList.filterToggle',
    defaultMessage: '{count, plural, =0 {Filter} other {Filter (#)}}',
    description: 'Phone: button that opens the filters; the number is how many filters are on',
  },
});

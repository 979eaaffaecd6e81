import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'NewJobDialog.title',
    defaultMessage: 'Order service',
    description: 'Title of the new-job dialog',
  },
  description: {
    id: 'NewJobDialog.description',
    defaultMessage: 'Choose the equipment that needs service and describe the problem for each.',
    description: 'Line under the title of the new-job dialog',
  },
  equipment: {
    id: 'NewJobDialog.equipment',
    defaultMessage: 'Equipment',
    description: 'Legend of the machine choice (checkbox list)',
  },
  search: {
    id: 'NewJobDialog.search',
    defaultMessage: 'Search equipment',
    description: 'Label of the search field above the machine choice',
  },
  searchHint: {
    id: 'NewJobDialog.searchHint',
    defaultMessage: 'Name, serial number, location, type, supplier or model',
    description: 'Hint under the machine search field: what it searches',
  },
  describe: {
    id: 'NewJobDialog.describe',
    defaultMessage: 'Describe the problem',
    description: 'Heading of the error descriptions, one per chosen machine',
  },
  describeHint: {
    id: 'NewJobDialog.describeHint',
    defaultMessage: 'What is wrong, since when, and any error code on the display.',
    description: 'Hint under each error description field',
  },
  noneChosen: {
    id: 'NewJobDialog.noneChosen',
    defaultMessage: 'Choose one or more machines; a description field appears for each.',
    description: 'Shown in place of the description fields while no machine is chosen',
  },
  required: {
    id: 'NewJobDialog.required',
    defaultMessage: 'Describe the problem to order service on this machine.',
    description: 'Validation text under an error description left empty',
  },
  order: {
    id: 'NewJobDialog.order',
    defaultMessage: 'Order service',
    description: 'The dialog’s submit button: creates the job',
  },
  cancel: {
    id: 'NewJobDialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Closes the dialog without ordering',
  },
  created: {
    id: 'NewJobDialog.created',
    defaultMessage: 'Job created',
    description: 'Green snackbar after the job was created (spec §8)',
  },
  loading: {
    id: 'NewJobDialog.loading',
    defaultMessage: 'Loading equipment…',
    description: 'Accessible name of the placeholder while the machines load',
  },
  loadFailed: {
    id: 'NewJobDialog.loadFailed',
    defaultMessage: 'The equipment could not be loaded.',
    description: 'Failed state of the machine choice',
  },
  retry: {
    id: 'NewJobDialog.retry',
    defaultMessage: 'Retry',
    description: 'Button: fetch the machines again',
  },
  noMachines: {
    id: 'NewJobDialog.noMachines',
    defaultMessage: 'No equipment registered yet',
    description: 'The organisation has no machines to order service on',
  },
  orderFailed: {
    id: 'NewJobDialog.orderFailed',
    defaultMessage: 'The job was not created.',
    description: 'Title of the note showing the server’s message after a rejected order (400)',
  },
  searching: {
    id: 'NewJobDialog.searching',
    defaultMessage: 'Searching…',
    description: 'The machine search is waiting for the server’s answer',
  },
  searchFailed: {
    id: 'NewJobDialog.searchFailed',
    defaultMessage: 'The equipment could not be searched.',
    description: 'The machine search failed (followed by a Retry button)',
  },
  showMore: {
    id: 'NewJobDialog.showMore',
    defaultMessage: 'Show more equipment',
    description: 'Button under the machine list that loads the next machines',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  chosen: { count: number };
  bestMatches: { count: number };
  noMatch: { search: string };
  remove: { machine: string };
  unnamed: { id: number };
}>({
  chosen: {
    id: 'NewJobDialog.chosen',
    defaultMessage: '{count, plural, =0 {None chosen} one {# chosen} other {# chosen}}',
    description: 'How many machines are chosen, next to the Equipment legend',
  },
  bestMatches: {
    id: 'NewJobDialog.bestMatches',
    defaultMessage: 'Showing the {count} best matches. Type more to narrow the search.',
    description: 'Under the search results when more machines matched than are shown',
  },
  noMatch: {
    id: 'NewJobDialog.noMatch',
    defaultMessage: 'No equipment matches “{search}”.',
    description: 'The machine search found nothing',
  },
  remove: {
    id: 'NewJobDialog.remove',
    defaultMessage: 'Remove {machine}',
    description: 'Accessible name of the × button on a chosen machine’s description',
  },
  unnamed: {
    id: 'NewJobDialog.unnamed',
    defaultMessage: 'Machine {id}',
    description: 'Name of a machine that has no display name',
  },
});

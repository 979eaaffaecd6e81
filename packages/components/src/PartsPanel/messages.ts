import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'PartsPanel.title',
    defaultMessage: 'Spare parts',
    description: 'Heading of the parts tab of a machine',
  },
  searchLabel: {
    id: 'PartsPanel.searchLabel',
    defaultMessage: 'Search parts',
    description: 'Label of the parts search box',
  },
  searchPlaceholder: {
    id: 'PartsPanel.searchPlaceholder',
    defaultMessage: 'Article number or description',
    description: 'Placeholder of the parts search box',
  },
  searchHint: {
    id: 'PartsPanel.searchHint',
    defaultMessage: 'Type at least 2 characters',
    description: 'Hint under the parts search box while the query is shorter than 2 characters',
  },
  clearSearch: {
    id: 'PartsPanel.clearSearch',
    defaultMessage: 'Clear search',
    description: 'Button in the search box that empties it',
  },
  allParts: {
    id: 'PartsPanel.allParts',
    defaultMessage: 'All parts of this model',
    description: 'Accessible name of the full parts list shown before searching',
  },
  results: {
    id: 'PartsPanel.results',
    defaultMessage: 'Search results',
    description: 'Accessible name of the list of search results',
  },
  noResults: {
    id: 'PartsPanel.noResults',
    defaultMessage: 'No parts found',
    description: 'Shown when the parts search has no match',
  },
  noResultsText: {
    id: 'PartsPanel.noResultsText',
    defaultMessage: 'Check the spelling, or try the article number or another word.',
    description: 'Explanation under "No parts found"',
  },
  loading: {
    id: 'PartsPanel.loading',
    defaultMessage: 'Loading parts…',
    description: 'Announced while the parts list loads',
  },
  noModelTitle: {
    id: 'PartsPanel.noModelTitle',
    defaultMessage: 'No parts list for this machine',
    description: 'Shown when the machine has no model (parts are listed per model)',
  },
  noModelText: {
    id: 'PartsPanel.noModelText',
    defaultMessage:
      'The machine is not linked to a model, so no spare parts are listed. Your service provider can help.',
    description: 'Explanation when the machine has no model',
  },
  emptyTitle: {
    id: 'PartsPanel.emptyTitle',
    defaultMessage: 'No parts listed for this model',
    description: 'Shown when the model has no parts',
  },
  emptyText: {
    id: 'PartsPanel.emptyText',
    defaultMessage: 'Ask your service provider for the part you need.',
    description: 'Explanation when the model has no parts',
  },
  errorTitle: {
    id: 'PartsPanel.errorTitle',
    defaultMessage: 'The parts list could not be loaded',
    description: 'Shown when fetching the parts list failed',
  },
  errorText: {
    id: 'PartsPanel.errorText',
    defaultMessage: 'Check your connection and try again.',
    description: 'Explanation when fetching the parts list failed',
  },
  retry: {
    id: 'PartsPanel.retry',
    defaultMessage: 'Retry',
    description: 'Button: fetch the parts list again',
  },
  yourPrice: {
    id: 'PartsPanel.yourPrice',
    defaultMessage: 'Your price',
    description: "Label of the organisation's own (customer) price of a part",
  },
  listPrice: {
    id: 'PartsPanel.listPrice',
    defaultMessage: 'List price',
    description: 'Label of the list price of a part',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  partCount: { count: number };
  partCountForModel: { count: number; model: string };
  resultCount: { count: number };
  bestMatches: { count: number };
  inMachine: { count: number };
}>({
  partCount: {
    id: 'PartsPanel.partCount',
    defaultMessage: '{count, plural, one {# part} other {# parts}}',
    description: 'How many parts the model has',
  },
  partCountForModel: {
    id: 'PartsPanel.partCountForModel',
    defaultMessage: '{count, plural, one {# part} other {# parts}} for {model}',
    description: 'How many parts the model has, with the model name',
  },
  resultCount: {
    id: 'PartsPanel.resultCount',
    defaultMessage: '{count, plural, one {# part found} other {# parts found}}',
    description: 'Announced after a search: number of matches shown',
  },
  bestMatches: {
    id: 'PartsPanel.bestMatches',
    defaultMessage: 'Showing the {count} best matches. Type more to narrow the search.',
    description: 'Shown when the search shows its maximum of 10 results',
  },
  inMachine: {
    id: 'PartsPanel.inMachine',
    defaultMessage: '{count} in the machine',
    description: 'How many of this part the machine model has',
  },
});

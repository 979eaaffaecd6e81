import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  search: {
    id: 'TopSearch.search',
    defaultMessage: 'Search',
    description: 'Menu label of the top search: its landmark and the phone icon button that opens it',
  },
  label: {
    id: 'TopSearch.label',
    defaultMessage: 'Search equipment',
    description: 'Label and placeholder of the search field in the top bar',
  },
  results: {
    id: 'TopSearch.results',
    defaultMessage: 'Equipment',
    description: 'Accessible name of the list of machines found by the top search',
  },
  noResults: {
    id: 'TopSearch.noResults',
    defaultMessage: 'No equipment found',
    description: 'The top search found no machine',
  },
  searching: {
    id: 'TopSearch.searching',
    defaultMessage: 'Searching…',
    description: 'The search is waiting for the server’s answer',
  },
  failed: {
    id: 'TopSearch.failed',
    defaultMessage: 'The equipment could not be searched right now.',
    description: 'The machine search failed',
  },
  more: {
    id: 'TopSearch.more',
    defaultMessage: 'More equipment matches. Type more to narrow the search.',
    description: 'Under the results when the server found more machines than the list shows',
  },
  close: {
    id: 'TopSearch.close',
    defaultMessage: 'Close search',
    description: 'Phone: button that collapses the expanded search field back to its icon',
  },
  clear: {
    id: 'TopSearch.clear',
    defaultMessage: 'Clear search',
    description: 'Button in the search field that empties it',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  hint: { min: number };
  found: { count: number };
}>({
  hint: {
    id: 'TopSearch.hint',
    defaultMessage: 'Type at least {min, plural, one {# character} other {# characters}}',
    description: 'Hint under the top search while fewer than two characters are typed (spec §2)',
  },
  found: {
    id: 'TopSearch.found',
    defaultMessage: '{count, plural, one {# machine found} other {# machines found}}',
    description: 'Announced to screen readers when the results change',
  },
});

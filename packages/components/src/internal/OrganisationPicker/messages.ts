import { defineMessages } from 'react-intl';

/** Texts of the organisation picker (the directory switcher's dropdown, the organisation page's dialog). */
export const messages = defineMessages({
  organisations: {
    id: 'DirectorySwitcher.organisations',
    defaultMessage: 'Organisations',
    description: 'Accessible name of the list of organisations the user can switch to',
  },
  search: {
    id: 'DirectorySwitcher.search',
    defaultMessage: 'Search organisations',
    description: 'Label of the search box above the organisation list (more than 5 organisations)',
  },
  searchPlaceholder: {
    id: 'DirectorySwitcher.searchPlaceholder',
    defaultMessage: 'Name or organisation number',
    description: 'Placeholder of the organisation search box',
  },
  noResults: {
    id: 'DirectorySwitcher.noResults',
    defaultMessage: 'No organisations found',
    description: 'The organisation search matched nothing',
  },
  current: {
    id: 'DirectorySwitcher.current',
    defaultMessage: 'Current',
    description: 'Tag on the organisation the user is working in now',
  },
});

export const valueMessages = defineMessages<{
  organisationNumber: { number: string };
}>({
  organisationNumber: {
    id: 'DirectorySwitcher.organisationNumber',
    defaultMessage: 'Org. no. {number}',
    description: 'Organisation number under an organisation name',
  },
});

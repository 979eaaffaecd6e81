import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  changeOrganisation: {
    id: 'DirectorySwitcher.changeOrganisation',
    defaultMessage: 'Change organisation',
    description: 'Hidden end of the directory switcher button name; heading of its dropdown',
  },
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
  switching: {
    id: 'DirectorySwitcher.switching',
    defaultMessage: 'Switching organisation…',
    description: 'Accessible text while the organisation switch runs',
  },
  loading: {
    id: 'DirectorySwitcher.loading',
    defaultMessage: 'Loading organisation…',
    description: 'Accessible name of the placeholder while the user info loads',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  organisationNumber: { number: string };
  current: { name: string };
  trigger: { organisation: string };
}>({
  trigger: {
    id: 'DirectorySwitcher.trigger',
    defaultMessage: '{organisation} – change organisation',
    description:
      'Accessible name of the switcher button: the current organisation (name, number), then what it does',
  },
  organisationNumber: {
    id: 'DirectorySwitcher.organisationNumber',
    defaultMessage: 'Org. no. {number}',
    description: 'Organisation number under an organisation name',
  },
  current: {
    id: 'DirectorySwitcher.currentOrganisation',
    defaultMessage: 'Current organisation: {name}',
    description: 'Accessible name of the switcher when the user has only one organisation',
  },
});

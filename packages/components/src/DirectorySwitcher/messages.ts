import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  changeOrganisation: {
    id: 'DirectorySwitcher.changeOrganisation',
    defaultMessage: 'Change organisation',
    description: 'Hidden end of the directory switcher button name; heading of its dropdown',
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
  current: { name: string };
  trigger: { organisation: string };
}>({
  trigger: {
    id: 'DirectorySwitcher.trigger',
    defaultMessage: '{organisation} – change organisation',
    description:
      'Accessible name of the switcher button: the current organisation (name, number), then what it does',
  },
  current: {
    id: 'DirectorySwitcher.currentOrganisation',
    defaultMessage: 'Current organisation: {name}',
    description: 'Accessible name of the switcher when the user has only one organisation',
  },
});

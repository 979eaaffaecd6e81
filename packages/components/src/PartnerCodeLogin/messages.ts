import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  opening: {
    id: 'PartnerCodeLogin.opening',
    defaultMessage: 'Opening job…',
    description: 'While the job code link signs in (/c/{code})',
  },
  openingHint: {
    id: 'PartnerCodeLogin.openingHint',
    defaultMessage: 'Checking the job code',
    description: 'Second line under "Opening job…"',
  },
  failedTitle: {
    id: 'PartnerCodeLogin.failedTitle',
    defaultMessage: 'The job could not be opened',
    description: 'Title when the job code login failed; the server message follows (spec §8)',
  },
  noCode: {
    id: 'PartnerCodeLogin.noCode',
    defaultMessage: 'This link has no job code.',
    description: 'Shown instead of a server message when the link has an empty code',
  },
  portalLink: {
    id: 'PartnerCodeLogin.portalLink',
    defaultMessage: 'Go to the partner portal',
    description: 'Link shown after a failed job code login (spec §8)',
  },
  logoAlt: {
    id: 'PartnerCodeLogin.logoAlt',
    defaultMessage: 'Service provider logo',
    description: 'Alternative text of the provider logo on the job code page',
  },
});

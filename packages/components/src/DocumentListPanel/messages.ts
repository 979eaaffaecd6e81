import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  manualsTitle: {
    id: 'DocumentListPanel.manualsTitle',
    defaultMessage: 'Manuals',
    description: 'Heading of the manuals tab of a machine',
  },
  formsTitle: {
    id: 'DocumentListPanel.formsTitle',
    defaultMessage: 'Forms',
    description: 'Heading of the forms tab of a machine',
  },
  manualsIntro: {
    id: 'DocumentListPanel.manualsIntro',
    defaultMessage: 'User and service manuals for this model. Each opens in a new tab.',
    description: 'Line under the heading of the manuals tab',
  },
  formsIntro: {
    id: 'DocumentListPanel.formsIntro',
    defaultMessage: 'Forms for this model, to print or fill in. Each opens in a new tab.',
    description: 'Line under the heading of the forms tab',
  },
  manualsEmptyTitle: {
    id: 'DocumentListPanel.manualsEmptyTitle',
    defaultMessage: 'No manuals available',
    description: 'Empty manuals tab (also when the list could not be loaded): title',
  },
  formsEmptyTitle: {
    id: 'DocumentListPanel.formsEmptyTitle',
    defaultMessage: 'No forms available',
    description: 'Empty forms tab (also when the list could not be loaded): title',
  },
  emptyText: {
    id: 'DocumentListPanel.emptyText',
    defaultMessage: 'Your service provider has not added any for this machine model yet.',
    description: 'Empty manuals or forms tab: explanation',
  },
  pdf: {
    id: 'DocumentListPanel.pdf',
    defaultMessage: 'PDF',
    description: 'Kind of a document: a PDF file',
  },
  file: {
    id: 'DocumentListPanel.file',
    defaultMessage: 'File',
    description: 'Kind of a document: a stored file that is not a PDF',
  },
  newTab: {
    id: 'DocumentListPanel.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Read by screen readers after a document name: the document opens in a new tab',
  },
  opening: {
    id: 'DocumentListPanel.opening',
    defaultMessage: 'Opening…',
    description: 'Shown on a document (and in the new tab) while its file loads',
  },
  loading: {
    id: 'DocumentListPanel.loading',
    defaultMessage: 'Loading documents…',
    description: 'Accessible name of the loading state of the manuals or forms tab',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  count: { count: number };
  link: { host: string };
}>({
  count: {
    id: 'DocumentListPanel.count',
    defaultMessage: '{count, plural, one {# document} other {# documents}}',
    description: 'Number of documents beside the heading',
  },
  link: {
    id: 'DocumentListPanel.link',
    defaultMessage: 'Web page · {host}',
    description: 'Kind of a document that is a link to a web page; host is the site',
  },
});

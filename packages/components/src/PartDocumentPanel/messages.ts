import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'PartDocumentPanel.title',
    defaultMessage: 'Exploded views',
    description: 'Heading of the Exploded view tab of a machine',
  },
  intro: {
    id: 'PartDocumentPanel.intro',
    defaultMessage: 'Open a drawing and select a numbered part to add it to the cart.',
    description: 'Line under the heading of the Exploded view tab',
  },
  loading: {
    id: 'PartDocumentPanel.loading',
    defaultMessage: 'Loading drawings…',
    description: 'Announced while the part drawings load',
  },
  emptyTitle: {
    id: 'PartDocumentPanel.emptyTitle',
    defaultMessage: 'No exploded views for this machine',
    description: 'Shown when the machine model has no part drawings',
  },
  emptyText: {
    id: 'PartDocumentPanel.emptyText',
    defaultMessage: 'Search the Parts tab instead, or ask your service provider for the part you need.',
    description: 'Explanation when there are no part drawings',
  },
  errorTitle: {
    id: 'PartDocumentPanel.errorTitle',
    defaultMessage: 'The drawings could not be loaded',
    description: 'Shown when fetching the part drawings failed',
  },
  errorText: {
    id: 'PartDocumentPanel.errorText',
    defaultMessage: 'Check your connection and try again.',
    description: 'Explanation when fetching the part drawings failed',
  },
  retry: {
    id: 'PartDocumentPanel.retry',
    defaultMessage: 'Retry',
    description: 'Button: fetch the part drawings again',
  },
  imageFailed: {
    id: 'PartDocumentPanel.imageFailed',
    defaultMessage: 'Failed to load image',
    description: 'Tooltip of a drawing thumbnail that failed to load',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  drawingCount: { count: number };
  partCount: { count: number };
}>({
  drawingCount: {
    id: 'PartDocumentPanel.drawingCount',
    defaultMessage: '{count, plural, one {# drawing} other {# drawings}}',
    description: 'How many part drawings the machine has',
  },
  partCount: {
    id: 'PartDocumentPanel.partCount',
    defaultMessage: '{count, plural, =0 {No marked parts} one {# marked part} other {# marked parts}}',
    description: 'How many positions (parts) a drawing marks',
  },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'JobOrderLines.title',
    defaultMessage: 'Order lines',
    description: 'Heading of the order lines (articles and custom lines) of a machine in the job report',
  },
  loading: {
    id: 'JobOrderLines.loading',
    defaultMessage: 'Loading order lines…',
    description: 'Announced while the order lines load',
  },
  empty: {
    id: 'JobOrderLines.empty',
    defaultMessage: 'No order lines yet.',
    description: 'Shown when the machine job has no order lines',
  },
  emptyReadOnly: {
    id: 'JobOrderLines.emptyReadOnly',
    defaultMessage: 'No order lines.',
    description: 'Shown when a finalized (read-only) machine job has no order lines',
  },
  failed: {
    id: 'JobOrderLines.failed',
    defaultMessage: 'The order lines could not be loaded.',
    description: 'Shown when the order lines could not be loaded',
  },
  retry: {
    id: 'JobOrderLines.retry',
    defaultMessage: 'Try again',
    description: 'Button: load the order lines again after a failure',
  },
  articleNumber: {
    id: 'JobOrderLines.articleNumber',
    defaultMessage: 'Article number',
    description: 'Column header: the article number of an order line',
  },
  description: {
    id: 'JobOrderLines.description',
    defaultMessage: 'Description',
    description: 'Column header: the description (text) of an order line',
  },
  count: {
    id: 'JobOrderLines.count',
    defaultMessage: 'Count',
    description: 'Column header and field label: how many of the article',
  },
  actions: {
    id: 'JobOrderLines.actions',
    defaultMessage: 'Actions',
    description: 'Column header of the edit and delete buttons (read by screen readers only)',
  },
  customLine: {
    id: 'JobOrderLines.customLine',
    defaultMessage: 'Custom line',
    description: 'Shown instead of an article number for a line typed in by hand',
  },
  addTitle: {
    id: 'JobOrderLines.addTitle',
    defaultMessage: 'Add a line',
    description: 'Heading of the form that adds an order line',
  },
  openAdd: {
    id: 'JobOrderLines.openAdd',
    defaultMessage: 'Add a line',
    description: 'Button under the order lines: opens the form that adds a line',
  },
  closeAdd: {
    id: 'JobOrderLines.closeAdd',
    defaultMessage: 'Close',
    description: 'Button: closes the form that adds an order line',
  },
  addMode: {
    id: 'JobOrderLines.addMode',
    defaultMessage: 'Kind of line',
    description: 'Accessible name of the switch between a warehouse article and a custom line',
  },
  fromWarehouse: {
    id: 'JobOrderLines.fromWarehouse',
    defaultMessage: 'From the warehouse',
    description: 'Switch option: add an article from the company warehouse',
  },
  custom: {
    id: 'JobOrderLines.custom',
    defaultMessage: 'Custom line',
    description: 'Switch option: add a line with a text typed in by hand',
  },
  search: {
    id: 'JobOrderLines.search',
    defaultMessage: 'Search articles',
    description: 'Label of the warehouse article search field',
  },
  searchHint: {
    id: 'JobOrderLines.searchHint',
    defaultMessage: 'Type at least 3 characters to search. Until then the first articles are listed.',
    description: 'Hint under the article search while it has fewer than 3 characters',
  },
  searchingHint: {
    id: 'JobOrderLines.searchingHint',
    defaultMessage: 'Article number or description.',
    description: 'Hint under the article search from 3 characters',
  },
  articles: {
    id: 'JobOrderLines.articles',
    defaultMessage: 'Articles',
    description: 'Accessible name of the list of warehouse articles to choose from',
  },
  loadingArticles: {
    id: 'JobOrderLines.loadingArticles',
    defaultMessage: 'Loading articles…',
    description: 'Announced while the warehouse articles load',
  },
  noArticles: {
    id: 'JobOrderLines.noArticles',
    defaultMessage: 'The warehouse has no articles.',
    description: 'Shown when the full warehouse article list is empty',
  },
  articlesFailed: {
    id: 'JobOrderLines.articlesFailed',
    defaultMessage: 'The articles could not be loaded.',
    description: 'Shown when the warehouse articles could not be loaded',
  },
  addArticle: {
    id: 'JobOrderLines.addArticle',
    defaultMessage: 'Add article',
    description: 'Button: add the chosen warehouse article as an order line',
  },
  chooseArticle: {
    id: 'JobOrderLines.chooseArticle',
    defaultMessage: 'Choose an article in the list.',
    description: 'Hint beside the Add article button while no article is chosen',
  },
  text: {
    id: 'JobOrderLines.text',
    defaultMessage: 'Text',
    description: 'Label of the text field of a custom order line',
  },
  textTooLong: {
    id: 'JobOrderLines.textTooLong',
    defaultMessage: 'At most 50 characters.',
    description: 'Validation: the order line text is longer than 50 characters',
  },
  textRequired: {
    id: 'JobOrderLines.textRequired',
    defaultMessage: 'Type a text for the line.',
    description: 'Validation: the order line text is empty',
  },
  countInvalid: {
    id: 'JobOrderLines.countInvalid',
    defaultMessage: 'A whole number, 1 or more.',
    description: 'Validation: the count is not a whole number of at least 1',
  },
  addLine: {
    id: 'JobOrderLines.addLine',
    defaultMessage: 'Add line',
    description: 'Button: add the custom order line',
  },
  added: {
    id: 'JobOrderLines.added',
    defaultMessage: 'Order line added',
    description: 'Success message after an order line was added',
  },
  save: {
    id: 'JobOrderLines.save',
    defaultMessage: 'Save',
    description: 'Button: save the edited order line',
  },
  cancel: {
    id: 'JobOrderLines.cancel',
    defaultMessage: 'Cancel',
    description: 'Button: stop editing the order line without saving',
  },
  saved: {
    id: 'JobOrderLines.saved',
    defaultMessage: 'Order line saved',
    description: 'Success message after an order line was changed',
  },
  delete: {
    id: 'JobOrderLines.delete',
    defaultMessage: 'Delete',
    description: 'Confirm button of the delete dialog',
  },
  deleteMessage: {
    id: 'JobOrderLines.deleteMessage',
    defaultMessage: 'The line is removed from the order lines of this machine.',
    description: 'Message of the dialog confirming that an order line is deleted',
  },
  deleted: {
    id: 'JobOrderLines.deleted',
    defaultMessage: 'Order line deleted',
    description: 'Success message after an order line was deleted',
  },
});

export const valueMessages = defineMessages<{
  lineCount: { count: number };
  characters: { count: number; max: number };
  edit: { line: string };
  delete: { line: string };
  deleteTitle: { line: string };
  editing: { line: string };
  noMatches: { search: string };
  firstArticles: { count: number };
  articleOption: { number: string; description: string };
}>({
  lineCount: {
    id: 'JobOrderLines.lineCount',
    defaultMessage: '{count, plural, one {# line} other {# lines}}',
    description: 'Number of order lines beside the heading',
  },
  characters: {
    id: 'JobOrderLines.characters',
    defaultMessage: '{count} of {max} characters',
    description: 'Character count under the order line text field',
  },
  edit: {
    id: 'JobOrderLines.edit',
    defaultMessage: 'Edit {line}',
    description: 'Accessible name of the edit button of an order line (the line text)',
  },
  delete: {
    id: 'JobOrderLines.deleteLine',
    defaultMessage: 'Delete {line}',
    description: 'Accessible name of the delete button of an order line (the line text)',
  },
  deleteTitle: {
    id: 'JobOrderLines.deleteTitle',
    defaultMessage: 'Delete “{line}”?',
    description: 'Title of the dialog confirming that an order line is deleted',
  },
  editing: {
    id: 'JobOrderLines.editing',
    defaultMessage: 'Edit order line {line}',
    description: 'Accessible name of the form editing an order line',
  },
  firstArticles: {
    id: 'JobOrderLines.firstArticles',
    defaultMessage:
      'The first {count} articles are shown. Search for an article number or description to find the others.',
    description: 'Below a full article list or search answer: the server answers at most this many articles',
  },
  noMatches: {
    id: 'JobOrderLines.noMatches',
    defaultMessage: 'No article matches “{search}”.',
    description: 'Shown when the article search finds nothing',
  },
  articleOption: {
    id: 'JobOrderLines.articleOption',
    defaultMessage: '{number} {description}',
    description: 'Accessible name of a warehouse article in the list (number and description)',
  },
});

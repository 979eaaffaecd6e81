import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loadingTitle: {
    id: 'PartInfoDialog.loadingTitle',
    defaultMessage: 'Part',
    description: 'Title of the part dialog while the part loads',
  },
  loading: {
    id: 'PartInfoDialog.loading',
    defaultMessage: 'Loading part…',
    description: 'Announced while the part loads',
  },
  articleNumber: {
    id: 'PartInfoDialog.articleNumber',
    defaultMessage: 'Article number',
    description: 'Label of the article number',
  },
  description: {
    id: 'PartInfoDialog.description',
    defaultMessage: 'Description',
    description: 'Label of the long description of the part',
  },
  yourPrice: {
    id: 'PartInfoDialog.yourPrice',
    defaultMessage: 'Your price',
    description: "Label of the organisation's own (customer) price",
  },
  price: {
    id: 'PartInfoDialog.price',
    defaultMessage: 'Price',
    description: 'Label of the list price when there is no customer price',
  },
  noPrice: {
    id: 'PartInfoDialog.noPrice',
    defaultMessage: 'Price on request',
    description: 'Shown instead of an amount when the part has no price',
  },
  quantity: {
    id: 'PartInfoDialog.quantity',
    defaultMessage: 'Quantity',
    description: 'Label of the quantity input',
  },
  addToCart: {
    id: 'PartInfoDialog.addToCart',
    defaultMessage: 'Add to cart',
    description: 'Button: add the part with the quantity to the shopping cart',
  },
  added: {
    id: 'PartInfoDialog.added',
    defaultMessage: 'Added to cart',
    description: 'Success snackbar after a part was added to the cart',
  },
  viewCart: {
    id: 'PartInfoDialog.viewCart',
    defaultMessage: 'View cart',
    description: 'Action of the "Added to cart" snackbar: open the shopping cart',
  },
  close: {
    id: 'PartInfoDialog.close',
    defaultMessage: 'Close',
    description: 'Button: close the part dialog (failed state)',
  },
  notFoundTitle: {
    id: 'PartInfoDialog.notFoundTitle',
    defaultMessage: 'Part not found',
    description: 'Title of the part dialog when the article does not exist',
  },
  failedTitle: {
    id: 'PartInfoDialog.failedTitle',
    defaultMessage: 'The part could not be loaded',
    description: 'Failed state of the part dialog (other errors than not found)',
  },
  failedText: {
    id: 'PartInfoDialog.failedText',
    defaultMessage: 'Check your connection and try again.',
    description: 'Explanation of the failed state of the part dialog',
  },
  retry: {
    id: 'PartInfoDialog.retry',
    defaultMessage: 'Retry',
    description: 'Button: load the part again',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  notFoundText: { articleNumber: string };
  listPriceWas: { amount: string };
  inMachine: { count: number };
  quantityInvalid: { min: number; max: number };
}>({
  quantityInvalid: {
    id: 'PartInfoDialog.quantityInvalid',
    defaultMessage: 'Enter a whole number from {min, number} to {max, number}',
    description: 'Validation text of the quantity input: empty, not a whole number, or outside the limits',
  },
  notFoundText: {
    id: 'PartInfoDialog.notFoundText',
    defaultMessage:
      'There is no part with the article number {articleNumber}. It may have been replaced or removed from the catalogue.',
    description: 'Failed state of the part dialog when the article does not exist',
  },
  listPriceWas: {
    id: 'PartInfoDialog.listPriceWas',
    defaultMessage: 'List price {amount}',
    description: 'The list price, shown under the customer price for comparison',
  },
  inMachine: {
    id: 'PartInfoDialog.inMachine',
    defaultMessage: '{count, plural, one {# is} other {# are}} fitted in this machine model',
    description: 'How many of this part the machine model has',
  },
});

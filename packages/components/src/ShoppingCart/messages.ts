import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ShoppingCart.title',
    defaultMessage: 'Shopping cart',
    description: 'Heading of the shopping cart page',
  },
  loading: {
    id: 'ShoppingCart.loading',
    defaultMessage: 'Loading the cart…',
    description: 'Announced while the cart loads',
  },
  emptyTitle: {
    id: 'ShoppingCart.emptyTitle',
    defaultMessage: 'Your cart is empty',
    description: 'Empty cart: title',
  },
  emptyText: {
    id: 'ShoppingCart.emptyText',
    defaultMessage: 'Open a machine, look up its spare parts and add them to the cart.',
    description: 'Empty cart: explanation of how parts get into the cart',
  },
  browseEquipment: {
    id: 'ShoppingCart.browseEquipment',
    defaultMessage: 'Browse equipment',
    description: 'Empty cart: link to the machine list',
  },
  quantity: {
    id: 'ShoppingCart.quantity',
    defaultMessage: 'Quantity',
    description: 'Label of the quantity of a cart line',
  },
  noPrice: {
    id: 'ShoppingCart.noPrice',
    defaultMessage: 'No price',
    description: 'Shown instead of the line price when the article has no price',
  },
  machineTotal: {
    id: 'ShoppingCart.machineTotal',
    defaultMessage: 'Subtotal',
    description: 'Label of the total of one machine group',
  },
  summary: {
    id: 'ShoppingCart.summary',
    defaultMessage: 'Order summary',
    description: 'Heading of the finalize panel',
  },
  articleCount: {
    id: 'ShoppingCart.articleCount',
    defaultMessage: 'Articles',
    description: 'Finalize panel: label of the number of articles in the cart',
  },
  total: {
    id: 'ShoppingCart.total',
    defaultMessage: 'Total',
    description: 'Finalize panel: the grand total of the cart',
  },
  deliveryAddress: {
    id: 'ShoppingCart.deliveryAddress',
    defaultMessage: 'Delivery address',
    description: 'Finalize panel: heading of the delivery address',
  },
  notSpecified: {
    id: 'ShoppingCart.notSpecified',
    defaultMessage: 'Not specified',
    description: 'Finalize panel: the organisation has no delivery address',
  },
  comment: {
    id: 'ShoppingCart.comment',
    defaultMessage: 'Comment (optional)',
    description: 'Label of the order comment field',
  },
  commentHint: {
    id: 'ShoppingCart.commentHint',
    defaultMessage: 'For example a delivery note or a reference for the invoice.',
    description: 'Hint under the order comment field',
  },
  send: {
    id: 'ShoppingCart.send',
    defaultMessage: 'Send order',
    description: 'Button: send the cart as a part order',
  },
  sendNote: {
    id: 'ShoppingCart.sendNote',
    defaultMessage: 'The order goes to your service provider and appears in your job list.',
    description: 'Note under the Send order button',
  },
  sent: {
    id: 'ShoppingCart.sent',
    defaultMessage: 'Order sent',
    description: 'Success snackbar after the cart was sent as an order',
  },
  next: {
    id: 'ShoppingCart.next',
    defaultMessage: 'Next',
    description: 'Phone and tablet: button under the cart lines that opens the order details',
  },
  back: {
    id: 'ShoppingCart.back',
    defaultMessage: 'Back to cart',
    description: 'Phone and tablet: back arrow button from the order details to the cart lines',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  unnamedMachine: { id: number };
  serialNumber: { serial: string };
  articles: { count: number };
  decrease: { article: string };
  increase: { article: string };
  remove: { article: string };
  removed: { article: string };
  unitPrice: { count: number; price: string };
  lines: { machine: string };
  quantityOf: { article: string };
  quantityInvalid: { min: number; max: number };
}>({
  quantityOf: {
    id: 'ShoppingCart.quantityOf',
    defaultMessage: 'Quantity of {article}',
    description: 'Accessible name of the typed quantity of a cart line; article = article number',
  },
  quantityInvalid: {
    id: 'ShoppingCart.quantityInvalid',
    defaultMessage: 'Enter a whole number from {min, number} to {max, number}',
    description: 'Validation text of a typed cart line quantity; nothing is sent',
  },
  unnamedMachine: {
    id: 'ShoppingCart.unnamedMachine',
    defaultMessage: 'Machine {id}',
    description: 'Name of a machine in the cart that has no display name',
  },
  serialNumber: {
    id: 'ShoppingCart.serialNumber',
    defaultMessage: 'S/N {serial}',
    description: 'Serial number of the machine in a cart group header',
  },
  articles: {
    id: 'ShoppingCart.articles',
    defaultMessage: '{count, plural, one {# article} other {# articles}}',
    description: 'Number of articles in the cart (the sum of the quantities)',
  },
  decrease: {
    id: 'ShoppingCart.decrease',
    defaultMessage: 'Decrease quantity of {article}',
    description: 'Accessible name of the minus button of a cart line; article = article number',
  },
  increase: {
    id: 'ShoppingCart.increase',
    defaultMessage: 'Increase quantity of {article}',
    description: 'Accessible name of the plus button of a cart line; article = article number',
  },
  remove: {
    id: 'ShoppingCart.remove',
    defaultMessage: 'Remove {article} from the cart',
    description: 'Accessible name of the delete button of a cart line; article = article number',
  },
  removed: {
    id: 'ShoppingCart.removed',
    defaultMessage: '{article} removed from the cart',
    description: 'Snackbar after a cart line was deleted; article = article number',
  },
  unitPrice: {
    id: 'ShoppingCart.unitPrice',
    defaultMessage: '{count} × {price}',
    description: 'Under the line price: quantity times the unit price',
  },
  lines: {
    id: 'ShoppingCart.lines',
    defaultMessage: 'Articles for {machine}',
    description: 'Accessible name of the list of cart lines of one machine',
  },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  topBar: {
    id: 'CustomerShell.topBar',
    defaultMessage: 'Organisation and search',
    description:
      'Accessible name of the bar above the page with the organisation (switcher) and the equipment search: a landmark of its own',
  },
  navigation: {
    id: 'CustomerShell.navigation',
    defaultMessage: 'Main menu',
    description: 'Accessible name of the side bar / bottom bar navigation',
  },
  skipToContent: {
    id: 'CustomerShell.skipToContent',
    defaultMessage: 'Skip to content',
    description: 'Skip link, the first focusable element of the page',
  },
  equipment: {
    id: 'CustomerShell.equipment',
    defaultMessage: 'Equipment',
    description: 'Menu item: the machine list',
  },
  cart: {
    id: 'CustomerShell.cart',
    defaultMessage: 'Cart',
    description: 'Menu item: the shopping cart',
  },
  orders: {
    id: 'CustomerShell.orders',
    defaultMessage: 'Orders',
    description: 'Menu item: the job list (service and part orders, history)',
  },
  organization: {
    id: 'CustomerShell.organization',
    defaultMessage: 'Organization',
    description: 'Menu item: the organisation page',
  },
  more: {
    id: 'CustomerShell.more',
    defaultMessage: 'More',
    description: 'Menu item: the organisation page, short label on phones',
  },
  logoFallback: {
    id: 'CustomerShell.logoFallback',
    defaultMessage: 'Service provider – home page',
    description: 'Accessible name of the provider logo while the provider name is unknown',
  },
  poweredBy: {
    id: 'CustomerShell.poweredBy',
    defaultMessage: 'Powered by',
    description: 'Credit line under the account button, followed by the product name',
  },
  footer: {
    id: 'CustomerShell.footer',
    defaultMessage: 'Contact information',
    description: 'Accessible name of the footer with the contact cards',
  },
  companyHeading: {
    id: 'CustomerShell.companyHeading',
    defaultMessage: 'Your organization',
    description: 'Footer card heading: the customer company',
  },
  deliveryAddress: {
    id: 'CustomerShell.deliveryAddress',
    defaultMessage: 'Delivery address',
    description: 'Label of the delivery address in the footer',
  },
  noDeliveryAddress: {
    id: 'CustomerShell.noDeliveryAddress',
    defaultMessage: 'Delivery address not specified',
    description: 'Footer text when the customer company has no delivery address',
  },
  providerHeading: {
    id: 'CustomerShell.providerHeading',
    defaultMessage: 'Your service provider',
    description: 'Footer card heading: the service provider',
  },
  providerIntro: {
    id: 'CustomerShell.providerIntro',
    defaultMessage: 'Service, repairs and spare parts',
    description: 'Short line under the service provider name in the footer',
  },
  supportHeading: {
    id: 'CustomerShell.supportHeading',
    defaultMessage: 'Portal support',
    description: 'Footer card heading: the developer / product support contact',
  },
  supportIntro: {
    id: 'CustomerShell.supportIntro',
    defaultMessage: 'Questions about the portal itself, or something not working?',
    description: 'Short line in the footer support card',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  cartBadge: { count: number };
  jobsBadge: { count: number };
  logo: { provider: string };
  organisationNumber: { number: string };
}>({
  cartBadge: {
    id: 'CustomerShell.cartBadge',
    defaultMessage: '{count, plural, one {# item in cart} other {# items in cart}}',
    description: 'Accessible text of the count badge on the Cart menu item',
  },
  jobsBadge: {
    id: 'CustomerShell.jobsBadge',
    defaultMessage: '{count, plural, one {# open job} other {# open jobs}}',
    description: 'Accessible text of the open jobs badge on the Orders menu item',
  },
  logo: {
    id: 'CustomerShell.logo',
    defaultMessage: '{provider} – home page',
    description: 'Accessible name of the provider logo, a link to the machine list',
  },
  organisationNumber: {
    id: 'CustomerShell.organisationNumber',
    defaultMessage: 'Org. no. {number}',
    description: 'Organisation number of the customer company in the footer',
  },
});

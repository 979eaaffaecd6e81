import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  logoAlt: {
    id: 'PortalSelection.logoAlt',
    defaultMessage: 'Service provider logo',
    description: 'Alternative text of the provider logo at the top of the portal selection page',
  },
  defaultTitle: {
    id: 'PortalSelection.defaultTitle',
    defaultMessage: 'Service portal',
    description: 'Page heading when the portal options carry no portal name',
  },
  eyebrow: {
    id: 'PortalSelection.eyebrow',
    defaultMessage: 'Welcome',
    description: 'Small line above the portal name on the selection page',
  },
  chooseTitle: {
    id: 'PortalSelection.chooseTitle',
    defaultMessage: 'Choose your portal',
    description: 'Heading above the portal tiles',
  },
  customerTitle: {
    id: 'PortalSelection.customerTitle',
    defaultMessage: 'Customer portal',
    description: 'Title of the customer portal tile',
  },
  customerAppTitle: {
    id: 'PortalSelection.customerAppTitle',
    defaultMessage: 'Customer app',
    description: 'Title of the customer tile when only the customer app is offered (no customer portal)',
  },
  customerDescription: {
    id: 'PortalSelection.customerDescription',
    defaultMessage: 'Follow your equipment, service jobs and spare parts, and manage your organisation.',
    description: 'What the customer portal is for, on its tile',
  },
  customerOpen: {
    id: 'PortalSelection.customerOpen',
    defaultMessage: 'Open the customer portal',
    description: 'Link of the customer tile',
  },
  serviceProviderTitle: {
    id: 'PortalSelection.serviceProviderTitle',
    defaultMessage: 'Service provider',
    description: 'Title of the service provider tile',
  },
  serviceProviderDescription: {
    id: 'PortalSelection.serviceProviderDescription',
    defaultMessage: "The service provider's own workspace for its staff.",
    description: 'What the service provider portal is for, on its tile',
  },
  serviceProviderOpen: {
    id: 'PortalSelection.serviceProviderOpen',
    defaultMessage: 'Open the service provider portal',
    description: 'Link of the service provider tile',
  },
  technicianTitle: {
    id: 'PortalSelection.technicianTitle',
    defaultMessage: 'Technician',
    description: 'Title of the technician tile (partners and their technicians)',
  },
  technicianDescription: {
    id: 'PortalSelection.technicianDescription',
    defaultMessage: 'For partners and technicians: upcoming and open jobs, job reports and company details.',
    description: 'What the technician tile leads to',
  },
  technicianOpenBrowser: {
    id: 'PortalSelection.technicianOpenBrowser',
    defaultMessage: 'Open in the browser',
    description: 'Link of the technician tile to the partner portal in the browser',
  },
  technicianOpenApp: {
    id: 'PortalSelection.technicianOpenApp',
    defaultMessage: 'Open the app',
    description: 'Link of the technician tile that opens the technician app (its deep link)',
  },
  getTheApp: {
    id: 'PortalSelection.getTheApp',
    defaultMessage: 'Get the app',
    description: 'Label above the app store badges of a tile',
  },
  appStore: {
    id: 'PortalSelection.appStore',
    defaultMessage: 'Download on the App Store',
    description: 'Accessible name of the Apple App Store badge link',
  },
  appStoreSmall: {
    id: 'PortalSelection.appStoreSmall',
    defaultMessage: 'Download on the',
    description: 'Small line of the App Store badge, above "App Store"',
  },
  googlePlay: {
    id: 'PortalSelection.googlePlay',
    defaultMessage: 'Get it on Google Play',
    description: 'Accessible name of the Google Play badge link',
  },
  googlePlaySmall: {
    id: 'PortalSelection.googlePlaySmall',
    defaultMessage: 'Get it on',
    description: 'Small line of the Google Play badge, above "Google Play"',
  },
  externalSite: {
    id: 'PortalSelection.externalSite',
    defaultMessage: '(opens another site)',
    description: 'Hidden text after a link that leaves this portal in the same tab',
  },
  newTab: {
    id: 'PortalSelection.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Hidden text after a link that opens in a new tab',
  },
  noTilesTitle: {
    id: 'PortalSelection.noTilesTitle',
    defaultMessage: 'No portal is open here',
    description: 'Heading when the portal options enable no tile',
  },
  noTilesMessage: {
    id: 'PortalSelection.noTilesMessage',
    defaultMessage:
      'This address offers no portal at the moment. Contact your service provider to get access.',
    description: 'Explanation when the portal options enable no tile',
  },
  failedTitle: {
    id: 'PortalSelection.failedTitle',
    defaultMessage: 'The portal could not be loaded',
    description: 'Heading when the portal options failed to load',
  },
  retry: {
    id: 'PortalSelection.retry',
    defaultMessage: 'Try again',
    description: 'Button that asks for the portal options again',
  },
  loading: {
    id: 'PortalSelection.loading',
    defaultMessage: 'Loading the portals…',
    description: 'Accessible name of the tile placeholders while the portal options load',
  },
  privacyTitle: {
    id: 'PortalSelection.privacyTitle',
    defaultMessage: 'Privacy',
    description: 'Heading of the privacy section at the foot of the selection page',
  },
  privacyLink: {
    id: 'PortalSelection.privacyLink',
    defaultMessage: 'Privacy statement',
    description: 'Link to the privacy statement (PrivacyUrl)',
  },
  poweredBy: {
    id: 'PortalSelection.poweredBy',
    defaultMessage: 'Powered by',
    description: 'Credit at the foot of the selection page, before the product name',
  },
});

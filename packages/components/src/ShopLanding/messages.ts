import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  eyebrow: {
    id: 'ShopLanding.eyebrow',
    defaultMessage: 'Parts and service shop',
    description: 'Small label above the shop landing page headline',
  },
  heroTitle: {
    id: 'ShopLanding.heroTitle',
    defaultMessage: 'Keep your equipment running',
    description: 'Headline of the shop landing page hero banner (sample content, spec §1)',
  },
  heroText: {
    id: 'ShopLanding.heroText',
    defaultMessage:
      'Original spare parts, service kits and consumables for the machines you own, delivered to your door and fitted by our technicians when you want it.',
    description: 'Text of the shop landing page hero banner (sample content)',
  },
  heroAction: {
    id: 'ShopLanding.heroAction',
    defaultMessage: 'Find parts for your equipment',
    description: 'Main link of the hero banner: to the machine list, where parts are looked up per machine',
  },
  heroSecondary: {
    id: 'ShopLanding.heroSecondary',
    defaultMessage: 'Open the cart',
    description: 'Second link of the hero banner: to the shopping cart',
  },
  productsTitle: {
    id: 'ShopLanding.productsTitle',
    defaultMessage: 'Popular products',
    description: 'Heading over the product cards of the shop landing page',
  },
  productsIntro: {
    id: 'ShopLanding.productsIntro',
    defaultMessage: 'A selection of what customers order most often.',
    description: 'Line under the product cards heading',
  },
  pricePlaceholder: {
    id: 'ShopLanding.pricePlaceholder',
    defaultMessage: 'Price on request',
    description: 'Price placeholder on a sample product card (spec §1: the shop shows no real prices)',
  },
  sampleNote: {
    id: 'ShopLanding.sampleNote',
    defaultMessage: 'Sample products. Prices for your organisation are shown per machine in the Parts tab.',
    description: 'Note under the product cards saying they are samples',
  },
  filterName: {
    id: 'ShopLanding.product.filter.name',
    defaultMessage: 'Filter kit',
    description: 'Sample product',
  },
  filterText: {
    id: 'ShopLanding.product.filter.text',
    defaultMessage: 'Air and oil filters for a full year of operation.',
    description: 'Sample product description',
  },
  beltName: {
    id: 'ShopLanding.product.belt.name',
    defaultMessage: 'Drive belt',
    description: 'Sample product',
  },
  beltText: {
    id: 'ShopLanding.product.belt.text',
    defaultMessage: 'Reinforced belt that lasts through heavy daily use.',
    description: 'Sample product description',
  },
  serviceName: {
    id: 'ShopLanding.product.service.name',
    defaultMessage: 'Annual service kit',
    description: 'Sample product',
  },
  serviceText: {
    id: 'ShopLanding.product.service.text',
    defaultMessage: 'Everything the yearly service needs, packed per machine model.',
    description: 'Sample product description',
  },
  gasketName: {
    id: 'ShopLanding.product.gasket.name',
    defaultMessage: 'Gasket set',
    description: 'Sample product',
  },
  gasketText: {
    id: 'ShopLanding.product.gasket.text',
    defaultMessage: 'Door and lid gaskets that keep heat and water where they belong.',
    description: 'Sample product description',
  },
  panelName: {
    id: 'ShopLanding.product.panel.name',
    defaultMessage: 'Control panel',
    description: 'Sample product',
  },
  panelText: {
    id: 'ShopLanding.product.panel.text',
    defaultMessage: 'Replacement touch panel with the latest software installed.',
    description: 'Sample product description',
  },
  sensorName: {
    id: 'ShopLanding.product.sensor.name',
    defaultMessage: 'Safety sensor',
    description: 'Sample product',
  },
  sensorText: {
    id: 'ShopLanding.product.sensor.text',
    defaultMessage: 'Certified sensor that stops the machine when a hatch opens.',
    description: 'Sample product description',
  },
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  appLinkOptions,
  bareOptions,
  noTileOptions,
  onlyCustomerOptions,
  portalOptions,
  providerLogoDataUrl,
  redirectOptions,
} from '../test/fixtures';
import { api, delayedHandler, errorHandler, portalOptionsHandler } from '../test/handlers';
import { PortalSelection } from './PortalSelection';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'General/PortalSelection',
  component: PortalSelection,
  parameters: { layout: 'fullscreen', token: null },
  args: { onLocaleChange: fn(), logoSrc: providerLogoDataUrl },
} satisfies Meta<typeof PortalSelection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo options, fetched: customer (with the customer app), service provider and technician tiles. */
export const DemoOptions: Story = {
  parameters: { msw: { handlers: [portalOptionsHandler(portalOptions)] } },
};

/** Only the customer portal is enabled. */
export const OnlyCustomer: Story = {
  parameters: { msw: { handlers: [portalOptionsHandler(onlyCustomerOptions)] } },
};

/** The customer portal lives elsewhere: the tile links to the external address. */
export const CustomerRedirect: Story = {
  parameters: { msw: { handlers: [portalOptionsHandler(redirectOptions)] } },
};

/** No tile is enabled: the page says so. */
export const NoTiles: Story = {
  parameters: { msw: { handlers: [portalOptionsHandler(noTileOptions)] } },
};

/** The technician app's deep link ("Open the app") besides the store links. */
export const WithAppLinks: Story = {
  parameters: { msw: { handlers: [portalOptionsHandler(appLinkOptions)] } },
};

/** Nothing configured beyond the customer portal: no name, welcome, privacy or apps. */
export const Unconfigured: Story = { args: { options: bareOptions } };

/** The customer app without the customer portal: a tile with the store links only. */
export const CustomerAppOnly: Story = {
  args: {
    options: {
      ...noTileOptions,
      CustomerApp: true,
      CustomerAppUrls: portalOptions.CustomerAppUrls,
      CustomerAppStoreLinks: portalOptions.CustomerAppStoreLinks,
      Technician: true,
    },
  },
};

/** The options are loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [delayedHandler('get', api('/app/portal'), portalOptions, 'infinite')] } },
};

/** The options failed: the server's message and Try again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [errorHandler('get', api('/app/portal'), 400, 'The portal settings could not be read')],
    },
  },
};

/** Norwegian, with the deep link. */
export const Norwegian: Story = { ...WithAppLinks, globals: { locale: 'no' } };

/** Phone (390 px), demo options. */
export const Phone: Story = { ...DemoOptions, globals: phone };

/** Phone, Norwegian, with the deep link. */
export const PhoneNorwegian: Story = { ...WithAppLinks, globals: { ...phone, locale: 'no' } };

/** Phone, loading. */
export const PhoneLoading: Story = { ...Loading, globals: phone };

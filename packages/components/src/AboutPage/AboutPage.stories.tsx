import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { moderatorUserInfo, portalOptions } from '../test/fixtures';
import { api, delayed, errorHandler } from '../test/handlers';
import { AboutPage } from './AboutPage';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'General/AboutPage',
  component: AboutPage,
  parameters: { layout: 'fullscreen', token: null },
  args: { version: '0.1.0' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the portal name, logo and privacy link from the public calls; no provider contact. */
export const Public: Story = {};

/** The host knows the provider (a signed-in customer's user info): name, e-mail and telephone. */
export const WithProviderContact: Story = { args: { provider: moderatorUserInfo.Provider } };

/** The portal options still load. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(
          api('/app/portal'),
          delayed('infinite', () => HttpResponse.json(portalOptions)),
        ),
      ],
    },
  },
};

/** The portal options failed: the product, the links and the version still show. */
export const OptionsFailed: Story = {
  parameters: {
    msw: { handlers: [errorHandler('get', api('/app/portal'), 500, 'Down for maintenance')] },
  },
};

/** No version given by the host. */
export const NoVersion: Story = { args: { version: undefined } };

/** Phone (390 px). */
export const Phone: Story = { globals: phone, args: { provider: moderatorUserInfo.Provider } };

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundPage } from './NotFoundPage';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'General/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'padded' },
  args: { path: '/no/such/page?x=1' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown address outside the portals: the product's support, links to / and /customer. */
export const Default: Story = {};

/** Inside the customer portal: the service provider as contact, the machine list as the portal. */
export const ServiceProviderContact: Story = {
  args: {
    path: '/customer/nowhere',
    portalHref: '/customer/machines/list',
    contact: { name: 'Demo Service Provider AS', email: 'service@demo.test', telephone: '+47 22 00 00 00' },
  },
};

/** Only the way home. */
export const HomeOnly: Story = { args: { portalHref: null, contact: null } };

/** A very long address wraps instead of widening the page. */
export const LongPath: Story = {
  args: {
    path: '/customer/machines/12345/partsdocuments/98765/43210?resource_search=a-very-long-search-text',
  },
};

/** Phone (390 px). */
export const Phone: Story = { globals: phone };

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

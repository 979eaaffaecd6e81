import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShopLanding } from './ShopLanding';

const phone = { viewport: { value: 'phone', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Customer/ShopLanding',
  component: ShopLanding,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShopLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hero banner and six sample products with the price placeholder. */
export const Default: Story = {};

/** Without the cart link in the hero. */
export const WithoutCartLink: Story = { args: { cartHref: null } };

/** Tablet (768 px): the hero drawing is left out, the cards wrap. */
export const Tablet: Story = { globals: tablet };

/** Phone (390 px): one card per row, picture beside the text. */
export const Phone: Story = { globals: phone };

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

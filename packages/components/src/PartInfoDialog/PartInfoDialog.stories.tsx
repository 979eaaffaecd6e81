import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  articleImageDataUrl,
  partsMachineId,
  partWithCustomerPrice,
  partWithoutCustomerPrice,
  plainUserInfo,
} from '../test/fixtures';
import {
  cartServerHandlers,
  customerPriceErrorHandler,
  partHandler,
  userInfoHandler,
} from '../test/handlers';
import { PartInfoDialog } from './PartInfoDialog';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Customer/Machine/PartInfoDialog',
  component: PartInfoDialog,
  parameters: { layout: 'fullscreen', msw: { handlers: cartServerHandlers() } },
  args: {
    machineId: partsMachineId,
    articleNumber: partWithCustomerPrice.ArticleNumber,
    open: true,
    onClose: fn(),
    onAdded: fn(),
    onViewCart: fn(),
    getImageUrl: articleImageDataUrl,
  },
} satisfies Meta<typeof PartInfoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The organisation has its own price for this part on this machine: "Your price", with the list price. */
export const WithCustomerPrice: Story = {};

/** No customer price: the list price. */
export const WithoutCustomerPrice: Story = {
  args: { articleNumber: partWithoutCustomerPrice.ArticleNumber },
};

/** The price lookup failed: treated as no customer price (spec §8), so the list price. */
export const PriceLookupFailed: Story = {
  parameters: { msw: { handlers: [customerPriceErrorHandler(), ...cartServerHandlers()] } },
};

/** ShowPrices false: no price at all. */
export const PricesOff: Story = {
  parameters: { msw: { handlers: [userInfoHandler(plainUserInfo), ...cartServerHandlers()] } },
};

/** A part without an image and with three fitted in the machine. */
export const NoImage: Story = { args: { articleNumber: '6004.0102' } };

/** The part is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [partHandler(undefined, 'infinite'), ...cartServerHandlers()] } },
};

/** Add to cart is running: the button is busy. */
export const AddBusy: Story = {
  parameters: { msw: { handlers: cartServerHandlers({ addDelay: 'infinite' }) } },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /add to cart|legg i handlekurven/i }),
    );
    await expect(
      within(dialog).getByRole('button', { name: /add to cart|legg i handlekurven/i }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** A quantity over the limit (9,999): the validation text, Add to cart disabled, nothing sent. */
export const QuantityOverLimit: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    const quantity = await within(dialog).findByRole('spinbutton');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '99999999999');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(dialog).getByRole('button', { name: /add to cart|legg i handlekurven/i }),
    ).toBeDisabled();
  },
};

/** The article does not exist: a failed state inside the dialog. */
export const NotFound: Story = { args: { articleNumber: '99.99.999' } };

/** Phone (390 px): full screen. */
export const Phone: Story = { globals: phone };

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian on a phone, without a customer price. */
export const NorwegianPhone: Story = {
  args: { articleNumber: partWithoutCustomerPrice.ArticleNumber },
  globals: { locale: 'no', ...phone },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerShell } from '../CustomerShell';
import {
  emptyShoppingCart,
  moderatorUserInfo,
  oneMachineCart,
  partImageDataUrl,
  plainUserInfo,
  providerLogoDataUrl,
  shoppingCart,
  threeMachineCart,
} from '../test/fixtures';
import { shoppingCartErrorHandler, shoppingCartServer, userInfoHandler } from '../test/handlers';
import { ShoppingCart } from './ShoppingCart';

const phone = { viewport: { value: 'phone', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

/** A fresh in-memory cart per story: its buttons change it like the server does. */
const cartStory = (...args: Parameters<typeof shoppingCartServer>) => ({
  msw: { handlers: shoppingCartServer(...args).handlers },
});

const meta = {
  tags: ['autodocs'],
  title: 'Customer/ShoppingCart',
  component: ShoppingCart,
  parameters: { layout: 'fullscreen', ...cartStory() },
  args: {
    // An <img> does not go through the client's fetch, so stories draw the part images inline.
    getImageUrl: partImageDataUrl,
    onCheckedOut: fn(),
  },
} satisfies Meta<typeof ShoppingCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines for two machines, prices shown (a moderator): the list and the finalize panel side by side. */
export const TwoMachines: Story = {};

/** One machine with three lines. */
export const OneMachine: Story = { parameters: cartStory(oneMachineCart) };

/** Three machines: the panel lists a total per machine. */
export const SeveralMachines: Story = { parameters: cartStory(threeMachineCart) };

/** ShowPrices true: line prices, machine subtotals and the grand total (the server's TotalAmount). */
export const PricesOn: Story = {
  parameters: { msw: { handlers: [...shoppingCartServer().handlers, userInfoHandler(moderatorUserInfo)] } },
};

/** ShowPrices false (a user of type 6): no amounts anywhere; the organisation has no delivery address. */
export const PricesOff: Story = {
  parameters: {
    msw: {
      handlers: [
        ...shoppingCartServer(shoppingCart, { prices: false }).handlers,
        userInfoHandler(plainUserInfo),
      ],
    },
  },
};

/** The cart is on its way. */
export const Loading: Story = { parameters: cartStory(shoppingCart, { delays: { get: 'infinite' } }) };

/** Nothing in the cart: a message and a link to the equipment list. */
export const Empty: Story = { parameters: cartStory(emptyShoppingCart) };

/** The cart call failed (500): an empty cart (spec §8); the client's snackbar shows the message. */
export const Failed: Story = { parameters: { msw: { handlers: [shoppingCartErrorHandler()] } } };

/**
 * A quantity change is running (the server does not answer): the line is busy, Send order waits,
 * and the total stays the one the server last answered.
 */
export const LineBusy: Story = {
  parameters: cartStory(shoppingCart, { delays: { patch: 'infinite' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plus = await canvas.findByRole('button', {
      name: /increase quantity of 1613-9001-00|øk antall av 1613-9001-00/i,
    });
    const summary = canvas.getByRole('complementary', { name: /order summary|ordresammendrag/i });
    const total = summary.querySelector('[data-row="total"]')!;
    const before = total.textContent;
    await userEvent.click(plus);
    // Unavailable while the change runs, but it keeps the keyboard focus.
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await expect(plus).toHaveFocus();
    await expect(total.textContent).toBe(before);
  },
};

/** A typed quantity over the limit: the validation text under the stepper, nothing is sent. */
export const QuantityInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = await canvas.findByRole('textbox', {
      name: /quantity of 1613-9001-00|antall for 1613-9001-00/i,
    });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10000{Enter}');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The same on a phone, in Norwegian. */
export const QuantityInvalidNorwegianPhone: Story = {
  ...QuantityInvalid,
  args: { layout: 'steps' },
  globals: { locale: 'no', ...phone },
};

/** The order is being sent: Send order is busy. */
export const CheckoutBusy: Story = {
  parameters: cartStory(shoppingCart, { delays: { checkout: 'infinite' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(/comment \(optional\)|kommentar \(valgfritt\)/i),
      'Deliver to the loading dock, gate 3',
    );
    const send = canvas.getByRole('button', { name: /send order|send bestilling/i });
    await userEvent.click(send);
    await expect(send).toHaveAttribute('aria-busy', 'true');
  },
};

/** Phone (390 px): the list with Next at the bottom. */
export const PhoneList: Story = { args: { layout: 'steps' }, globals: phone };

/** Phone: after Next, the order details with the back arrow. */
export const PhoneDetails: Story = { args: { layout: 'steps', defaultStep: 'details' }, globals: phone };

/** Phone without prices. */
export const PhonePricesOff: Story = { ...PricesOff, args: { layout: 'steps' }, globals: phone };

/** Tablet (768 px): below 900 px the list and the details are two steps as on a phone. */
export const Tablet: Story = { args: { layout: 'steps' }, globals: tablet };

/** Norwegian texts and amounts. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian on a phone, details mode. */
export const NorwegianPhoneDetails: Story = {
  args: { layout: 'steps', defaultStep: 'details' },
  globals: { locale: 'no', ...phone },
};

/** Norwegian, empty cart. */
export const NorwegianEmpty: Story = { ...Empty, globals: { locale: 'no' } };

/** Part images that fail to load: the broken-image icon with its tooltip. */
export const BrokenImages: Story = { args: { getImageUrl: () => 'data:image/png;base64,bm90LWFuLWltYWdl' } };

/** As the portal mounts it: inside the customer shell, with the cart badge. */
export const InCustomerShell: Story = {
  render: (args) => (
    <CustomerShell
      active="cart"
      locale="en"
      onLocaleChange={fn()}
      onLogout={fn()}
      cartCount={8}
      logoSrc={providerLogoDataUrl}
    >
      <ShoppingCart {...args} />
    </CustomerShell>
  ),
};

/** Inside the shell on a phone: top bar, the list with Next, bottom bar. */
export const InCustomerShellPhone: Story = { ...InCustomerShell, globals: phone };

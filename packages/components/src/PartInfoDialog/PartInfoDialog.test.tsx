import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { cartItemCount, formatCurrency as format } from '@eqp/sdk';
import { useCart } from '@eqp/sdk/react';
import { renderWithProviders } from '../test/render';
import {
  partsMachineId,
  partWithCustomerPrice,
  partWithoutCustomerPrice,
  plainUserInfo,
} from '../test/fixtures';
import { cartServerHandlers, customerPriceErrorHandler, userInfoHandler } from '../test/handlers';
import { PartInfoDialog } from './PartInfoDialog';

/** jest-dom collapses white space (also the no-break space Intl puts in amounts). */
const formatCurrency = (...args: Parameters<typeof format>) => format(...args).replace(/\s/g, ' ');

/** The cart badge of the shell, reduced to its number. */
function CartBadge() {
  const { data } = useCart();
  return <output aria-label="Cart count">{cartItemCount(data)}</output>;
}

function renderDialog(
  articleNumber: string,
  options: Parameters<typeof renderWithProviders>[1] = {},
  props: Partial<Parameters<typeof PartInfoDialog>[0]> = {},
) {
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <>
      <CartBadge />
      <PartInfoDialog
        machineId={partsMachineId}
        articleNumber={articleNumber}
        open
        onClose={onClose}
        {...props}
      />
    </>,
    options,
  );
  return { ...rendered, onClose };
}

describe('PartInfoDialog', () => {
  it('given a part, shows its number, descriptions, image and a quantity of 1', async () => {
    renderDialog(partWithCustomerPrice.ArticleNumber, { handlers: cartServerHandlers() });
    const dialog = await screen.findByRole('dialog', { name: 'Door gasket 10-1/1' });
    expect(within(dialog).getByText('Article number 20.02.551')).toBeInTheDocument();
    expect(within(dialog).getByText(/Silicone door gasket for 10-tray combi ovens/)).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('given a customer price for the machine, shows it with the list price for comparison', async () => {
    renderDialog(partWithCustomerPrice.ArticleNumber, { handlers: cartServerHandlers() });
    const dialog = await screen.findByRole('dialog', { name: 'Door gasket 10-1/1' });
    expect(await within(dialog).findByText('Your price')).toBeInTheDocument();
    expect(within(dialog).getByText(formatCurrency(1290, 'NOK', 'en'))).toBeInTheDocument();
    expect(within(dialog).getByText(`List price ${formatCurrency(1490, 'NOK', 'en')}`)).toBeInTheDocument();
  });

  it('given no customer price, shows the list price', async () => {
    renderDialog(partWithoutCustomerPrice.ArticleNumber, { handlers: cartServerHandlers() });
    const dialog = await screen.findByRole('dialog', { name: 'Door handle complete' });
    expect(await within(dialog).findByText('Price')).toBeInTheDocument();
    expect(within(dialog).getByText(formatCurrency(1180, 'NOK', 'en'))).toBeInTheDocument();
    expect(within(dialog).queryByText('Your price')).not.toBeInTheDocument();
  });

  it('given the price lookup fails, treats the part as having no customer price (list price, spec §8)', async () => {
    renderDialog(partWithCustomerPrice.ArticleNumber, {
      handlers: [customerPriceErrorHandler(), ...cartServerHandlers()],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Door gasket 10-1/1' });
    expect(await within(dialog).findByText('Price')).toBeInTheDocument();
    expect(within(dialog).getByText(formatCurrency(1490, 'NOK', 'en'))).toBeInTheDocument();
    expect(within(dialog).queryByText('Your price')).not.toBeInTheDocument();
    // Still orderable.
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('given a user without prices, shows no price at all', async () => {
    renderDialog(partWithCustomerPrice.ArticleNumber, {
      handlers: [userInfoHandler(plainUserInfo), ...cartServerHandlers()],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Door gasket 10-1/1' });
    await within(dialog).findByRole('spinbutton', { name: 'Quantity' });
    expect(within(dialog).queryByText('Price')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/NOK|kr/)).not.toBeInTheDocument();
  });

  it('when Add to cart is pressed with quantity 3, posts the part with MachineId and Quantity, reloads the cart, says so and closes', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { user, onClose } = renderDialog(partWithCustomerPrice.ArticleNumber, {
      handlers: cartServerHandlers({ onAdd: (body) => bodies.push(body) }),
    });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Cart count', hidden: true })).toHaveTextContent('0'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Door gasket 10-1/1' });
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      ArticleNumber: '20.02.551',
      ArticleDescription: 'Door gasket 10-1/1',
      MachineId: partsMachineId,
      Quantity: 3,
    });
    // The cart was asked for again: the badge follows.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Cart count', hidden: true })).toHaveTextContent('3'),
    );
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
  });

  it('while the add runs, the button is busy', async () => {
    const { user } = renderDialog(partWithoutCustomerPrice.ArticleNumber, {
      handlers: cartServerHandlers({ addDelay: 'infinite' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Door handle complete' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    const button = within(dialog).getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
  });

  /** The part dialog of a part without a customer price, with `text` typed as its quantity; `bodies`: what was added. */
  async function typeQuantity(text: string) {
    const bodies: unknown[] = [];
    const { user } = renderDialog(partWithoutCustomerPrice.ArticleNumber, {
      handlers: cartServerHandlers({ onAdd: (body) => bodies.push(body) }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Door handle complete' });
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, text);
    return { user, dialog, quantity, bodies };
  }

  it('given a quantity of 0, says so and does not add', async () => {
    const { user, dialog, quantity, bodies } = await typeQuantity('0');
    expect(quantity).toHaveAccessibleDescription(/Enter a whole number from 1 to 9,999/);
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await user.type(quantity, '{Enter}');
    expect(bodies).toEqual([]);
  });

  it('given a quantity of 99999999999, says the limit before sending and does not add', async () => {
    const { user, dialog, quantity, bodies } = await typeQuantity('99999999999');
    expect(quantity).toHaveAccessibleDescription(/Enter a whole number from 1 to 9,999/);
    expect(quantity).toHaveAttribute('max', '9999');
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await user.type(quantity, '{Enter}');
    expect(bodies).toEqual([]);
  });

  it('given a quantity of 9999, adds it', async () => {
    const { user, dialog, quantity, bodies } = await typeQuantity('9999');
    expect(quantity).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(bodies).toMatchObject([{ Quantity: 9999 }]));
  });

  it('given Norwegian and a quantity over the limit, the validation text is Norwegian', async () => {
    const { user } = renderDialog(partWithCustomerPrice.ArticleNumber, {
      locale: 'no',
      handlers: cartServerHandlers(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Door gasket 10-1/1' });
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Antall' });
    await user.clear(quantity);
    await user.type(quantity, '10000');
    expect(quantity).toHaveAccessibleDescription(/Skriv inn et helt tall fra 1 til 9\s999/);
  });

  it('given the server refuses the quantity (400), shows its message at the field and stays open', async () => {
    const { user, onClose } = renderDialog(partWithoutCustomerPrice.ArticleNumber, {
      handlers: cartServerHandlers({ addStatus: 400 }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Door handle complete' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await within(dialog).findByText('The cart could not be updated.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('given an unknown article, shows a failed state inside the dialog', async () => {
    const { user, onClose } = renderDialog('99.99.999');
    const dialog = await screen.findByRole('dialog', { name: 'Part not found' });
    expect(
      within(dialog).getByText(/There is no part with the article number 99\.99\.999/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('given Norwegian, the texts are Norwegian', async () => {
    renderDialog(partWithCustomerPrice.ArticleNumber, { locale: 'no', handlers: cartServerHandlers() });
    const dialog = await screen.findByRole('dialog', { name: 'Door gasket 10-1/1' });
    expect(await within(dialog).findByRole('button', { name: 'Legg i handlekurven' })).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Antall' })).toHaveValue(1);
  });
});

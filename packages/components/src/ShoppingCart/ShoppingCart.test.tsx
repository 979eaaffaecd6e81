import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatCurrency as format } from '@eqp/sdk';
import { renderWithProviders } from '../test/render';
import {
  checkoutJobId,
  compressorCartGroup,
  emptyShoppingCart,
  machines,
  makeShoppingCart,
  moderatorUserInfo,
  oneMachineCart,
  plainUserInfo,
  shoppingCart,
} from '../test/fixtures';
import { api, shoppingCartErrorHandler, shoppingCartServer, userInfoHandler } from '../test/handlers';
import { holdRequests } from '../test/hold';
import { ShoppingCart, type ShoppingCartProps } from './ShoppingCart';

/** jest-dom collapses white space (also the no-break space Intl puts in amounts). */
const nok = (amount: number, locale = 'en') => format(amount, 'NOK', locale).replace(/\s/g, ' ');

const compressor = machines[0]!; // 1001, a Compressor
const oven = machines[4]!; // 1005, a Combi oven

function renderCart(
  props: ShoppingCartProps = {},
  {
    server = shoppingCartServer(),
    userInfo = moderatorUserInfo,
    locale,
  }: {
    server?: ReturnType<typeof shoppingCartServer>;
    userInfo?: typeof moderatorUserInfo;
    locale?: string;
  } = {},
) {
  const rendered = renderWithProviders(<ShoppingCart layout="split" {...props} />, {
    handlers: [...server.handlers, userInfoHandler(userInfo)],
    locale,
  });
  return { ...rendered, server };
}

/** The cart line of an article: the list item holding its quantity buttons. */
function line(article: string) {
  return screen.getByRole('button', { name: `Increase quantity of ${article}` }).closest('li')!;
}

const send = () => screen.getByRole('button', { name: 'Send order' });

/** A `matchMedia` stub answering as a viewport `width` px wide. */
function stubViewport(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      return {
        matches: (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])),
        media: query,
        onchange: null,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        dispatchEvent: vi.fn(),
      } as unknown as MediaQueryList;
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShoppingCart', () => {
  it('reads each group’s machine type from that machine alone, never the whole machine list', async () => {
    const everything = vi.fn();
    const overviews: string[] = [];
    const server = shoppingCartServer();
    renderWithProviders(<ShoppingCart layout="split" />, {
      handlers: [
        http.get(api('/customer/machines'), () => {
          everything();
          return HttpResponse.json([]);
        }),
        http.get(api('/customer/machines/overview/:id'), ({ params }) => {
          overviews.push(String(params.id));
          return undefined;
        }),
        ...server.handlers,
        userInfoHandler(moderatorUserInfo),
      ],
    });
    const ovenGroup = await screen.findByRole('region', { name: oven.DisplayName! });
    expect(await within(ovenGroup).findByText(/^Combi oven · S\/N E11SI2106147$/)).toBeInTheDocument();
    expect([...new Set(overviews)].sort()).toEqual([String(compressor.Id), String(oven.Id)].sort());
    expect(everything).not.toHaveBeenCalled();
  });

  it('given a cart for two machines, groups the lines under each machine with its name and type, linking to it', async () => {
    renderCart();
    const compressorGroup = await screen.findByRole('region', { name: compressor.DisplayName! });
    const ovenGroup = screen.getByRole('region', { name: oven.DisplayName! });

    expect(within(compressorGroup).getByRole('link', { name: compressor.DisplayName! })).toHaveAttribute(
      'href',
      `/customer/machines/${compressor.Id}/general`,
    );
    expect(await within(compressorGroup).findByText(/^Compressor · S\/N API 123 456$/)).toBeInTheDocument();
    expect(within(ovenGroup).getByText(/^Combi oven · S\/N E11SI2106147$/)).toBeInTheDocument();

    const compressorLines = within(compressorGroup).getByRole('list', {
      name: `Articles for ${compressor.DisplayName!}`,
    });
    expect(within(compressorLines).getAllByRole('listitem')).toHaveLength(3);
    expect(within(ovenGroup).getAllByRole('listitem')).toHaveLength(2);
    // Article number, description linking to the part, quantity.
    const gasket = line('20.02.550P');
    expect(within(gasket).getByText('20.02.550P')).toBeInTheDocument();
    expect(within(gasket).getByRole('link', { name: 'Door gasket iCombi Pro 10-1/1' })).toHaveAttribute(
      'href',
      `/customer/machines/${oven.Id}/parts/20.02.550P`,
    );
    expect(within(gasket).getByRole('textbox', { name: 'Quantity of 20.02.550P' })).toHaveValue('1');
    expect(screen.getByText('8 articles')).toBeInTheDocument();
  });

  it('uses the host links for machines and parts', async () => {
    renderCart({
      machineHref: (id) => `/m/${id}`,
      partHref: (machineId, article) => `/m/${machineId}/p/${article}`,
    });
    const group = await screen.findByRole('region', { name: compressor.DisplayName! });
    expect(within(group).getByRole('link', { name: compressor.DisplayName! })).toHaveAttribute(
      'href',
      `/m/${compressor.Id}`,
    );
    expect(screen.getByRole('link', { name: 'Air filter element' })).toHaveAttribute(
      'href',
      `/m/${compressor.Id}/p/1613-9001-00`,
    );
  });

  it('given a line with 1 article, the minus button is disabled; with 2 it is enabled', async () => {
    renderCart();
    expect(await screen.findByRole('button', { name: 'Decrease quantity of 2901-0541-00' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of 1613-9001-00' })).toBeEnabled();
  });

  it('plus PATCHes count + 1, shows the line busy meanwhile and the reloaded count after', async () => {
    const server = shoppingCartServer(shoppingCart);
    const patch = holdRequests('patch', api('/customer/shoppingcart/detail/:id/count/:count'));
    const { user } = renderCart({}, { server: { ...server, handlers: [patch.handler, ...server.handlers] } });
    const plus = await screen.findByRole('button', { name: 'Increase quantity of 1613-9001-00' });
    await user.click(plus);
    await waitFor(() => expect(patch.held).toBe(1));

    const busyLine = line('1613-9001-00');
    expect(busyLine).toHaveAttribute('aria-busy', 'true');
    // Unavailable but still focusable (aria-disabled), so the keyboard focus stays where it was.
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(busyLine).getByRole('button', { name: 'Decrease quantity of 1613-9001-00' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(busyLine).getByRole('button', { name: 'Remove 1613-9001-00 from the cart' }),
    ).toHaveAttribute('aria-disabled', 'true');
    // Send waits for the change.
    expect(send()).toBeDisabled();

    patch.release();
    await waitFor(() => expect(line('1613-9001-00')).not.toHaveAttribute('aria-busy'));
    expect(within(line('1613-9001-00')).getByRole('textbox', { name: /^Quantity/ })).toHaveValue('3');
    expect(server.seen.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
      '/api2/customer/shoppingcart/detail/502/count/3',
    ]);
    // The cart was reloaded after the change.
    expect(server.seen.filter((r) => r.method === 'GET')).toHaveLength(2);
    expect(screen.getByText('9 articles')).toBeInTheDocument();
  });

  it('minus PATCHes count - 1', async () => {
    const server = shoppingCartServer();
    const { user } = renderCart({}, { server });
    await user.click(await screen.findByRole('button', { name: 'Decrease quantity of 56.00.210' }));
    await waitFor(() =>
      expect(within(line('56.00.210')).getByRole('textbox', { name: /^Quantity/ })).toHaveValue('2'),
    );
    expect(server.seen.find((r) => r.method === 'PATCH')?.path).toBe(
      '/api2/customer/shoppingcart/detail/512/count/2',
    );
  });

  it('given keyboard focus on plus, when it is pressed, focus stays on plus for the next press', async () => {
    const server = shoppingCartServer();
    const { user } = renderCart({}, { server });
    const plus = await screen.findByRole('button', { name: 'Increase quantity of 1613-9001-00' });
    plus.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(line('1613-9001-00')).getByRole('textbox', { name: /^Quantity/ })).toHaveValue('3'),
    );
    expect(line('1613-9001-00')).not.toHaveAttribute('aria-busy');
    expect(plus).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(line('1613-9001-00')).getByRole('textbox', { name: /^Quantity/ })).toHaveValue('4'),
    );
    expect(plus).toHaveFocus();
  });

  it('given keyboard focus on minus, when it brings the count to 1, focus moves to the quantity', async () => {
    const { user } = renderCart();
    const minus = await screen.findByRole('button', { name: 'Decrease quantity of 1613-9001-00' });
    minus.focus();
    await user.keyboard('{Enter}');
    const quantity = within(line('1613-9001-00')).getByRole('textbox', { name: /^Quantity/ });
    await waitFor(() => expect(quantity).toHaveValue('1'));
    expect(minus).toBeDisabled();
    expect(quantity).toHaveFocus();
  });

  it('given a typed quantity, when Enter is pressed, PATCHes that count', async () => {
    const server = shoppingCartServer();
    const { user } = renderCart({}, { server });
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of 56.00.210' });
    await user.clear(quantity);
    await user.type(quantity, '12{Enter}');
    await waitFor(() =>
      expect(server.seen.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
        '/api2/customer/shoppingcart/detail/512/count/12',
      ]),
    );
    await waitFor(() => expect(quantity).toHaveValue('12'));
    expect(quantity).toHaveFocus();
  });

  it('given a typed quantity, when the field is left, PATCHes that count', async () => {
    const server = shoppingCartServer();
    const { user } = renderCart({}, { server });
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of 56.00.210' });
    await user.clear(quantity);
    await user.type(quantity, '7');
    await user.tab();
    await waitFor(() =>
      expect(server.seen.find((r) => r.method === 'PATCH')?.path).toBe(
        '/api2/customer/shoppingcart/detail/512/count/7',
      ),
    );
  });

  it.each(['0', '2.5', 'ten', '10000', '99999999999', ''])(
    'given the typed quantity %j, shows the validation text and sends nothing',
    async (typed) => {
      const server = shoppingCartServer();
      const { user } = renderCart({}, { server });
      const quantity = await screen.findByRole('textbox', { name: 'Quantity of 56.00.210' });
      await user.clear(quantity);
      if (typed) await user.type(quantity, typed);
      await user.keyboard('{Enter}');
      expect(quantity).toHaveAttribute('aria-invalid', 'true');
      expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 9,999');
      await user.tab();
      expect(server.seen.filter((r) => r.method === 'PATCH')).toEqual([]);
    },
  );

  it('given an invalid typed quantity, Escape brings back the count in the cart', async () => {
    const { user } = renderCart();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of 56.00.210' });
    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Escape}');
    expect(quantity).toHaveValue('3');
    expect(quantity).not.toHaveAttribute('aria-invalid');
  });

  it('given a line at 9,999, plus is disabled', async () => {
    const server = shoppingCartServer(
      makeShoppingCart([
        {
          ...compressorCartGroup,
          Items: [{ ...compressorCartGroup.Items[0]!, ArticleCount: 9999 }],
        },
      ]),
    );
    renderCart({}, { server });
    expect(await screen.findByRole('button', { name: 'Increase quantity of 2901-0541-00' })).toBeDisabled();
  });

  it('does not run two changes of the same line at once, while other lines stay usable', async () => {
    const server = shoppingCartServer(shoppingCart, { delays: { patch: 'infinite' } });
    const { user } = renderCart({}, { server });
    const plus = await screen.findByRole('button', { name: 'Increase quantity of 2901-0541-00' });
    await user.click(plus);
    await user.click(plus);
    await user.click(screen.getByRole('button', { name: 'Remove 2901-0541-00 from the cart' }));
    await waitFor(() => expect(server.seen.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(server.seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    // Another line is not blocked by it.
    await user.click(screen.getByRole('button', { name: 'Increase quantity of 56.00.210' }));
    await waitFor(() => expect(server.seen.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    expect(server.seen.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
      '/api2/customer/shoppingcart/detail/501/count/2',
      '/api2/customer/shoppingcart/detail/512/count/4',
    ]);
  });

  it('delete removes the line without asking and says so', async () => {
    const server = shoppingCartServer();
    const { user } = renderCart({}, { server });
    await user.click(await screen.findByRole('button', { name: 'Remove 1613-9001-00 from the cart' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Increase quantity of 1613-9001-00' }),
      ).not.toBeInTheDocument(),
    );
    expect(server.seen.find((r) => r.method === 'DELETE')?.path).toBe(
      '/api2/customer/shoppingcart/detail/502',
    );
    expect(await screen.findByText('1613-9001-00 removed from the cart')).toBeInTheDocument();
    expect(screen.getByText('6 articles')).toBeInTheDocument();
  });

  it('given a cart with one line, when the last line is removed, shows the empty cart', async () => {
    const server = shoppingCartServer(
      makeShoppingCart([{ ...compressorCartGroup, Items: compressorCartGroup.Items.slice(0, 1) }]),
    );
    const { user } = renderCart({}, { server });
    await user.click(await screen.findByRole('button', { name: 'Remove 2901-0541-00 from the cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send order' })).not.toBeInTheDocument();
  });

  it('shows line prices, machine totals and the grand total rounded to 2 decimals in the user currency', async () => {
    // 0.1 × 3 = 0.30000000000000004 and 1.005 must show as 0.30 and 1.01.
    const cart = makeShoppingCart([
      {
        ...compressorCartGroup,
        Items: [
          { ...compressorCartGroup.Items[0]!, ArticlePrice: 0.1, ArticleCount: 3 },
          { ...compressorCartGroup.Items[1]!, ArticlePrice: 1.005, ArticleCount: 1 },
        ],
      },
      {
        Machine: { Id: oven.Id, DisplayName: oven.DisplayName, Name: null, SerialNumber: null },
        Items: [
          {
            Id: 900,
            ArticleCount: 2,
            ArticlePrice: 1249.995,
            Article: {
              ArticleNumber: 'X-1',
              ArticleDescription: 'Fan motor',
              ArticleImage: null,
              ArticleType: null,
            },
          },
        ],
      },
    ]);
    renderCart({}, { server: shoppingCartServer(cart) });

    const first = await screen.findByRole('button', { name: 'Increase quantity of 2901-0541-00' });
    expect(first.closest('li')).toHaveTextContent(nok(0.3));
    expect(first.closest('li')).toHaveTextContent(`3 × ${nok(0.1)}`);
    expect(line('1613-9001-00')).toHaveTextContent(nok(1.01));
    expect(line('X-1')).toHaveTextContent(nok(2499.99));

    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const row = (term: string) => within(summary).getByText(term).closest('div')!;
    expect(row('Articles')).toHaveTextContent('6');
    expect(row(compressor.DisplayName!)).toHaveTextContent(nok(1.31));
    expect(row(oven.DisplayName!)).toHaveTextContent(nok(2499.99));
    expect(row('Total')).toHaveTextContent(nok(2501.3));
    // Machine subtotals in the group headers too.
    expect(screen.getByRole('region', { name: compressor.DisplayName! })).toHaveTextContent(
      `Subtotal${nok(1.31)}`,
    );
  });

  it("shows the server's TotalAmount as the total, never a sum of its own", async () => {
    // A total the lines do not add up to: the one the server answered is shown.
    const cart = { ...makeShoppingCart([compressorCartGroup]), TotalAmount: 1234.5 };
    renderCart({}, { server: shoppingCartServer(cart) });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Total').closest('div')).toHaveTextContent(nok(1234.5));
  });

  it('while a quantity change runs, shows the last total the server answered, then the new one', async () => {
    const server = shoppingCartServer();
    const hold = holdRequests('patch', api('/customer/shoppingcart/detail/:id/count/:count'));
    const { user } = renderWithProviders(<ShoppingCart layout="split" />, {
      handlers: [hold.handler, ...server.handlers, userInfoHandler(moderatorUserInfo)],
    });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    const total = () => within(summary).getByText('Total').closest('div')!;
    const before = server.current().TotalAmount;
    expect(total()).toHaveTextContent(nok(before));

    await user.click(screen.getByRole('button', { name: 'Increase quantity of 2901-0541-00' }));
    await waitFor(() => expect(hold.held).toBe(1));
    expect(total()).toHaveTextContent(nok(before));

    hold.release();
    await waitFor(() => expect(server.current().TotalAmount).not.toBe(before));
    await waitFor(() => expect(total()).toHaveTextContent(nok(server.current().TotalAmount)));
  });

  it('given ShowPrices false, shows no amounts anywhere', async () => {
    renderCart({}, { userInfo: plainUserInfo, server: shoppingCartServer(shoppingCart, { prices: false }) });
    await screen.findByRole('button', { name: 'Increase quantity of 2901-0541-00' });
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Articles').closest('div')).toHaveTextContent('8');
    expect(within(summary).queryByText('Total')).not.toBeInTheDocument();
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
    expect(screen.queryByText('No price')).not.toBeInTheDocument();
    // No currency and no "count × unit price" (article numbers like 20.02.550P look like amounts).
    expect(document.body.textContent).not.toMatch(/NOK|kr\b|×/);
  });

  it('shows the organisation delivery address, or "Not specified" without one', async () => {
    renderCart();
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    const address = within(summary).getByRole('region', { name: 'Delivery address' });
    await waitFor(() => expect(address).toHaveTextContent('Fjord Bakeri AS'));
    expect(address).toHaveTextContent('Bryggen 12');
    expect(address).toHaveTextContent('5003 Bergen');
    expect(address).toHaveTextContent('Norway');
  });

  it('without a delivery address, says "Not specified"', async () => {
    renderCart({}, { userInfo: plainUserInfo, server: shoppingCartServer(shoppingCart, { prices: false }) });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(await within(summary).findByText('Not specified')).toBeInTheDocument();
  });

  it('Send order posts { Id, Comment } with an Idempotency-Key, then says "Order sent" and hands over the job id', async () => {
    const onCheckedOut = vi.fn();
    const server = shoppingCartServer();
    const { user } = renderCart({ onCheckedOut }, { server });
    await user.type(await screen.findByLabelText('Comment (optional)'), 'Leave at the loading dock');
    await user.click(send());

    await waitFor(() => expect(onCheckedOut).toHaveBeenCalledWith(checkoutJobId));
    const post = server.seen.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/api2/customer/shoppingcart/checkout');
    expect(post.body).toEqual({ Id: shoppingCart.CartId, Comment: 'Leave at the loading dock' });
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Order sent')).toBeInTheDocument();
    // The cart was reloaded: empty now.
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('given an order comment near its 4,000-character limit, shows a counter; at the limit it says so and takes no more', async () => {
    const { user } = renderCart();
    const comment = await screen.findByLabelText('Comment (optional)');
    expect(comment).toHaveAttribute('maxLength', '4000');
    await user.click(comment);
    await user.paste('c'.repeat(3500));
    expect(comment).toHaveAccessibleDescription(expect.stringContaining('3,500 / 4,000'));
    await user.paste('c'.repeat(600));
    expect(comment).toHaveValue('c'.repeat(4000));
    expect(comment).toHaveAccessibleDescription(expect.stringContaining('4,000 / 4,000 · Limit reached'));
  });

  it('without a comment, sends Comment null', async () => {
    const onCheckedOut = vi.fn();
    const server = shoppingCartServer();
    const { user } = renderCart({ onCheckedOut }, { server });
    await user.click(await screen.findByRole('button', { name: 'Send order' }));
    await waitFor(() => expect(onCheckedOut).toHaveBeenCalled());
    expect(server.seen.find((r) => r.method === 'POST')?.body).toEqual({
      Id: shoppingCart.CartId,
      Comment: null,
    });
  });

  it('shows Send order busy while the order is being sent', async () => {
    const server = shoppingCartServer(shoppingCart, { delays: { checkout: 'infinite' } });
    const { user } = renderCart({}, { server });
    await user.click(await screen.findByRole('button', { name: 'Send order' }));
    expect(send()).toHaveAttribute('aria-busy', 'true');
    expect(send()).toBeDisabled();
    expect(screen.getByLabelText('Comment (optional)')).toBeDisabled();
  });

  it('given a failed send, a retry of the same order sends the same key; a changed comment gets a new key', async () => {
    const onCheckedOut = vi.fn();
    const server = shoppingCartServer(shoppingCart, {
      checkoutError: { status: 503, message: 'Service unavailable' },
    });
    const { user } = renderCart({ onCheckedOut }, { server });
    await user.click(await screen.findByRole('button', { name: 'Send order' }));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await waitFor(() => expect(server.seen.filter((r) => r.method === 'POST')).toHaveLength(2));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.type(screen.getByLabelText('Comment (optional)'), 'Urgent');
    await user.click(send());
    await waitFor(() => expect(server.seen.filter((r) => r.method === 'POST')).toHaveLength(3));

    const keys = server.seen.filter((r) => r.method === 'POST').map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(onCheckedOut).not.toHaveBeenCalled();
    // The global snackbar reports the failure (spec §8).
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
  });

  it('given a 400 from the checkout, shows its message at the button', async () => {
    const server = shoppingCartServer(shoppingCart, {
      checkoutError: { status: 400, message: 'The cart is empty' },
    });
    const { user } = renderCart({}, { server });
    await user.click(await screen.findByRole('button', { name: 'Send order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The cart is empty');
  });

  it('given an empty cart, says so and links to the equipment list', async () => {
    renderCart({ shopHref: '/customer/machines/list' }, { server: shoppingCartServer(emptyShoppingCart) });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse equipment' })).toHaveAttribute(
      'href',
      '/customer/machines/list',
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('given a failed cart load, shows the empty cart and the server message in the snackbar', async () => {
    renderWithProviders(<ShoppingCart layout="split" />, {
      handlers: [shoppingCartErrorHandler('Cart service down')],
    });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(await screen.findByText('Cart service down')).toBeInTheDocument();
  });

  it('while loading, shows a loading state', async () => {
    renderCart({}, { server: shoppingCartServer(shoppingCart, { delays: { get: 'infinite' } }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the cart…');
    expect(screen.queryByRole('button', { name: 'Send order' })).not.toBeInTheDocument();
  });

  describe('on a phone (390 px)', () => {
    it('shows the list with Next; Next opens the order details with a back arrow, which returns to the list', async () => {
      stubViewport(390);
      const { user } = renderWithProviders(<ShoppingCart />, {
        handlers: [...shoppingCartServer(oneMachineCart).handlers],
      });
      await screen.findByRole('button', { name: 'Increase quantity of 2901-0541-00' });
      expect(screen.queryByRole('complementary', { name: 'Order summary' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Next' }));
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      expect(within(summary).getByRole('heading', { name: 'Order summary' })).toHaveFocus();
      expect(
        screen.queryByRole('button', { name: 'Increase quantity of 2901-0541-00' }),
      ).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send order' })).toBeEnabled();

      // The comment survives going back and forth.
      await user.type(screen.getByLabelText('Comment (optional)'), 'Ring the bell');
      await user.click(screen.getByRole('button', { name: 'Back to cart' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Increase quantity of 2901-0541-00' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByLabelText('Comment (optional)')).toHaveValue('Ring the bell');
    });

    it('on a desktop (1280 px) shows the list and the panel side by side, without Next', async () => {
      stubViewport(1280);
      renderWithProviders(<ShoppingCart />, { handlers: [...shoppingCartServer(oneMachineCart).handlers] });
      await screen.findByRole('button', { name: 'Increase quantity of 2901-0541-00' });
      expect(screen.getByRole('complementary', { name: 'Order summary' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    });

    it('the steps layout can start in the details mode', async () => {
      renderWithProviders(<ShoppingCart layout="steps" defaultStep="details" />, {
        handlers: [...shoppingCartServer(oneMachineCart).handlers],
      });
      expect(await screen.findByRole('button', { name: 'Back to cart' })).toBeInTheDocument();
      expect(screen.getByRole('complementary', { name: 'Order summary' })).toBeInTheDocument();
    });
  });

  it('speaks Norwegian', async () => {
    renderCart({}, { locale: 'no' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Handlekurv' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send bestilling' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reduser antall av 2901-0541-00' })).toBeDisabled();
    expect(line2('2901-0541-00')).toHaveTextContent(nok(1249.5, 'no'));
  });
});

function line2(article: string) {
  return screen.getByRole('button', { name: `Øk antall av ${article}` }).closest('li')!;
}

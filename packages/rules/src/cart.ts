/**
 * The cart's figures (spec §2 shopping cart, §9 "Currency rounded to 2 decimals"): the article
 * count of the badge, and the money totals. Totals are summed in whole cents (currency.ts
 * `toCents`), so a line, a machine and the whole cart add up exactly, and the server's
 * `TotalAmount` is the same figure the portal would reach from the same lines.
 */
import { fromCents, toCents } from './currency';

/** A cart line as far as the figures go (CartItem). */
export interface CartLineFigures {
  ArticleCount: number;
  /** The unit price; null when the article has none (or prices are not shown). */
  ArticlePrice: number | null;
}

/** The lines of the cart grouped by machine (ShoppingCart.Groups). */
export interface CartFigures {
  Groups: readonly { Items: readonly CartLineFigures[] }[];
}

/**
 * Articles in the cart, for the cart badge: the sum of `ArticleCount` over every group's lines.
 * `0` for an empty cart and while the cart is not loaded.
 */
export function cartItemCount(cart: CartFigures | null | undefined): number {
  if (!cart) return 0;
  return cart.Groups.reduce(
    (total, group) => total + group.Items.reduce((sum, item) => sum + item.ArticleCount, 0),
    0,
  );
}

/**
 * A line's amount in whole cents: unit price × count, rounded once to the cent (half away from
 * zero, `toCents`). Null without a unit price.
 */
function lineCents(line: CartLineFigures): number | null {
  return line.ArticlePrice === null ? null : toCents(line.ArticlePrice * line.ArticleCount);
}

/** A line's amount (unit price × count), to the cent; null without a unit price. */
export function cartLineTotal(line: CartLineFigures): number | null {
  const cents = lineCents(line);
  return cents === null ? null : fromCents(cents);
}

/**
 * The amount of a machine's lines (a cart group, or a part order's machine job): the sum of its
 * priced lines, to the cent. Null when no line has a price; lines without a price add nothing.
 */
export function cartGroupTotal(lines: readonly CartLineFigures[]): number | null {
  const priced = lines.map(lineCents).filter((cents): cents is number => cents !== null);
  return priced.length === 0 ? null : fromCents(priced.reduce((sum, cents) => sum + cents, 0));
}

/** The cart's total (ShoppingCart.TotalAmount): every priced line of every group, to the cent; 0 when none. */
export function cartTotal(cart: CartFigures): number {
  const cents = cart.Groups.flatMap((group) => group.Items.map(lineCents));
  return fromCents(cents.reduce<number>((sum, line) => sum + (line ?? 0), 0));
}

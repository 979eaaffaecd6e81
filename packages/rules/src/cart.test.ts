import { describe, expect, it } from 'vitest';
import type { Schema, ShoppingCart } from './contract';
import { cartGroupTotal, cartItemCount, cartLineTotal, cartTotal } from './cart';

const item = (Id: number, ArticleCount: number, ArticlePrice: number | null = 10): Schema<'CartItem'> => ({
  Id,
  ArticleCount,
  ArticlePrice,
  Article: { ArticleNumber: `A-${Id}`, ArticleDescription: null, ArticleImage: null, ArticleType: null },
});

const group = (machineId: number, items: Schema<'CartItem'>[]): Schema<'CartGroup'> => ({
  Machine: { Id: machineId, DisplayName: `Machine ${machineId}`, Name: null, SerialNumber: null },
  Items: items,
});

const cart = (groups: Schema<'CartGroup'>[]): ShoppingCart => ({
  CartId: groups.length ? 1 : null,
  Groups: groups,
  TotalAmount: 0,
  Currency: 'NOK',
});

describe('cart item count (the cart badge)', () => {
  it('given no cart loaded yet, counts 0', () => {
    expect(cartItemCount(undefined)).toBe(0);
    expect(cartItemCount(null)).toBe(0);
  });

  it('given an empty cart (CartId null, no groups), counts 0', () => {
    expect(cartItemCount(cart([]))).toBe(0);
  });

  it('given lines for two machines, sums the article counts of every line', () => {
    expect(cartItemCount(cart([group(1, [item(1, 2), item(2, 3)]), group(2, [item(3, 1)])]))).toBe(6);
  });

  it('given a group without lines, adds nothing for it', () => {
    expect(cartItemCount(cart([group(1, []), group(2, [item(1, 4)])]))).toBe(4);
  });
});

describe('cart totals (summed in whole cents)', () => {
  it('given a line of 3 at 0.10, its total is exactly 0.30', () => {
    expect(cartLineTotal(item(1, 3, 0.1))).toBe(0.3);
  });

  it('given a unit price with more decimals, rounds the line once (1249.995 × 2 is 2499.99)', () => {
    expect(cartLineTotal(item(1, 2, 1249.995))).toBe(2499.99);
    expect(cartLineTotal(item(1, 1, 1.005))).toBe(1.01);
  });

  it('given a line without a price, has no line total', () => {
    expect(cartLineTotal(item(1, 3, null))).toBeNull();
  });

  it('given a machine with priced and unpriced lines, sums the priced ones', () => {
    expect(cartGroupTotal([item(1, 2, 19.99), item(2, 1, null), item(3, 3, 0.1)])).toBe(40.28);
  });

  it('given a machine whose lines have no price, has no machine total', () => {
    expect(cartGroupTotal([item(1, 2, null)])).toBeNull();
    expect(cartGroupTotal([])).toBeNull();
  });

  it('given two machines, the cart total is the sum of the machine totals to the cent', () => {
    const groups = [group(1, [item(1, 7, 1.15), item(2, 1, 0.7)]), group(2, [item(3, 3, 0.1)])];
    expect(cartGroupTotal(groups[0]!.Items)).toBe(8.75);
    expect(cartGroupTotal(groups[1]!.Items)).toBe(0.3);
    expect(cartTotal(cart(groups))).toBe(9.05);
  });

  it('given an empty cart or no prices, the total is 0', () => {
    expect(cartTotal(cart([]))).toBe(0);
    expect(cartTotal(cart([group(1, [item(1, 2, null)])]))).toBe(0);
  });
});

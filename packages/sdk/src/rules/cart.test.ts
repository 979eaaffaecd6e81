import { describe, expect, it } from 'vitest';
import type { Schema, ShoppingCart } from '../contract';
import { cartItemCount } from './cart';

const item = (Id: number, ArticleCount: number): Schema<'CartItem'> => ({
  Id,
  ArticleCount,
  ArticlePrice: 10,
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

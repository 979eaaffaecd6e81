import { describe, expect, it } from 'vitest';
import { formatCurrency, fromCents, roundCurrency, toCents } from './currency';

describe('currency rounding (spec §9: 2 decimals)', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [-2.675, -2.68],
    [-0.004, 0],
    [0.1 + 0.2, 0.3],
    [1234567.895, 1234567.9],
    [10, 10],
  ])('rounds %d to %d (half away from zero, no float error)', (amount, expected) => {
    expect(roundCurrency(amount)).toBe(expected);
  });

  it('returns non-finite values unchanged', () => {
    expect(roundCurrency(Number.NaN)).toBeNaN();
  });
});

describe('whole cents (the one money arithmetic of the server and the portal)', () => {
  it.each([
    [1.005, 101],
    [1.015, 102],
    [0.285, 29],
    [-2.675, -268],
    [19.99, 1999],
    [0, 0],
    [-0.001, 0],
  ])('takes %d to %d cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('gives cents back as an amount with at most 2 decimals', () => {
    expect(fromCents(101)).toBe(1.01);
    expect(fromCents(-268)).toBe(-2.68);
    expect(Object.is(fromCents(-0), 0)).toBe(true);
  });

  it('sums 0.10 three times to exactly 0.30', () => {
    expect(fromCents(toCents(0.1) * 3)).toBe(0.3);
  });
});

describe('currency display', () => {
  it('shows exactly 2 decimals with the currency', () => {
    expect(formatCurrency(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatCurrency(1.005, 'USD', 'en-US')).toBe('$1.01');
    expect(formatCurrency(3, 'NOK', 'en-US')).toMatch(/^NOK\s3\.00$/);
  });

  it('given no currency, shows the number with 2 decimals', () => {
    expect(formatCurrency(7, null, 'en-US')).toBe('7.00');
  });

  it('given a code the platform rejects, shows the number and the code', () => {
    expect(formatCurrency(7, 'kroner', 'en-US')).toBe('7.00 kroner');
  });

  it('given no amount, shows nothing', () => {
    expect(formatCurrency(null, 'NOK', 'en-US')).toBe('');
  });
});

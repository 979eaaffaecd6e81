import { describe, expect, it } from 'vitest';
import { formatCurrency, roundCurrency } from './currency';

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

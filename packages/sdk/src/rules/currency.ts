/** Currency (spec §9: "Currency rounded to 2 decimals"). */

export const CURRENCY_DECIMALS = 2;

/**
 * Rounds to 2 decimals, half away from zero, without binary floating-point surprises:
 * `roundCurrency(1.005)` is 1.01 and `roundCurrency(-2.675)` is -2.68. The product by 100 is
 * first cut to 15 significant digits, which removes the representation error. Non-finite
 * values are returned unchanged.
 */
export function roundCurrency(amount: number): number {
  if (!Number.isFinite(amount)) return amount;
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const rounded = (Math.sign(amount) * cents) / 100;
  return rounded === 0 ? 0 : rounded;
}

/**
 * Formats with exactly 2 decimals in `locale`. With an ISO 4217 `currency` (UserInfo.Currency)
 * the locale's currency format is used; without one (or with a code the platform rejects) the
 * plain number with 2 decimals, followed by the code when there is one. Missing or non-finite
 * amounts give ''.
 */
export function formatCurrency(
  amount: number | null | undefined,
  currency: string | null | undefined,
  locale?: string,
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const value = roundCurrency(amount);
  const digits = { minimumFractionDigits: CURRENCY_DECIMALS, maximumFractionDigits: CURRENCY_DECIMALS };
  if (currency) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }).format(value);
    } catch {
      return `${new Intl.NumberFormat(locale, digits).format(value)} ${currency}`;
    }
  }
  return new Intl.NumberFormat(locale, digits).format(value);
}

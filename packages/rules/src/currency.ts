/** Currency (spec §9: "Currency rounded to 2 decimals"). */

export const CURRENCY_DECIMALS = 2;

/**
 * An amount in whole cents, rounded half away from zero without binary floating-point surprises:
 * `toCents(1.005)` is 101 and `toCents(-2.675)` is -268. The product by 100 is first cut to 15
 * significant digits, which removes the representation error (1.005 is stored as 1.00499999…;
 * × 100 gives 100.49999999999999, which to 15 digits is 100.5). Every sum of money is then
 * integer arithmetic on cents, exact up to Number.MAX_SAFE_INTEGER cents.
 */
export function toCents(amount: number): number {
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  return cents === 0 ? 0 : Math.sign(amount) * cents;
}

/** Whole cents back to an amount with at most 2 decimals (`101` -> 1.01). */
export function fromCents(cents: number): number {
  const amount = cents / 100;
  return amount === 0 ? 0 : amount;
}

/**
 * Rounds to 2 decimals, half away from zero, through `toCents`: `roundCurrency(1.005)` is 1.01 and
 * `roundCurrency(-2.675)` is -2.68, on the server and in the browser alike. Non-finite values are
 * returned unchanged.
 */
export function roundCurrency(amount: number): number {
  if (!Number.isFinite(amount)) return amount;
  return fromCents(toCents(amount));
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

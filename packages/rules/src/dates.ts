/**
 * Date display (spec §9: "Date display format month/day/year. The date 1970-01-01 is treated
 * as empty").
 *
 * - Without a locale: `MM/DD/YYYY`, zero-padded, as the spec says; English pages use this.
 * - With a locale: that locale's numeric short date (2-digit day and month, 4-digit year). The
 *   components pass `nb-NO` on Norwegian pages, so Norwegian reads `DD.MM.YYYY` (the decision is
 *   in the components README, "Dates, relative days and the server's texts").
 * - A bare `YYYY-MM-DD` string is that calendar day (not UTC midnight shifted into the local
 *   zone); a date-time is shown in local time.
 * - null, undefined, '', an unparsable value and any value on 1970-01-01 give ''.
 */

export type DateInput = Date | string | number | null | undefined;

const EMPTY_DAY = '1970-01-01';

function parse(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (bare) return new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3]));
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

function isEpochDay(value: DateInput, date: Date): boolean {
  if (typeof value === 'string' && value.startsWith(EMPTY_DAY)) return true;
  const local = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return local === EMPTY_DAY || date.toISOString().startsWith(EMPTY_DAY);
}

/** True for null, undefined, '', an unparsable value, or a date on 1970-01-01. */
export function isEmptyDate(value: DateInput): boolean {
  const date = parse(value);
  return date === null || isEpochDay(value, date);
}

/** `MM/DD/YYYY` (or the locale's short date), '' for an empty date. */
export function formatDate(value: DateInput, locale?: string): string {
  const date = parse(value);
  if (date === null || isEpochDay(value, date)) return '';
  if (locale) {
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      date,
    );
  }
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

import type { IntlShape } from 'react-intl';
import type { CostMonth } from './costSeries';
import { valueMessages } from './messages';

/** Formats an amount in the user's currency. */
export type Money = (amount: number) => string;

/** `November 2025`, `november 2025`. */
export const monthName = (intl: IntlShape, month: CostMonth) =>
  intl.formatDate(month.date, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A machine's name, or for "other" the translated `4 other machines`. */
export function seriesLabel(intl: IntlShape, entry: { name: string; otherCount?: number }): string {
  return entry.otherCount !== undefined
    ? intl.formatMessage(valueMessages.other, { count: entry.otherCount })
    : entry.name;
}

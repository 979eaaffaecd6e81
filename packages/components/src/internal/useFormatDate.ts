import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, type DateInput } from '@eqp/sdk';
import { normalizeLocale } from '../i18n/locale';

/**
 * The page's date format (see the README, "Dates"): English keeps the spec's month/day/year
 * (`MM/DD/YYYY`), Norwegian shows the Norwegian `DD.MM.YYYY`. 1970-01-01 and no date give ''.
 */
export function useFormatDate(): (value: DateInput) => string {
  const norwegian = normalizeLocale(useIntl().locale) === 'no';
  return useCallback((value: DateInput) => formatDate(value, norwegian ? 'nb-NO' : undefined), [norwegian]);
}

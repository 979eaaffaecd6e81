import { describe, expect, it } from 'vitest';
import { formatDate, isEmptyDate } from './dates';

describe('date display (spec §9: month/day/year; 1970-01-01 is empty)', () => {
  it('formats as MM/DD/YYYY, zero-padded', () => {
    expect(formatDate(new Date(2024, 2, 5, 10, 0))).toBe('03/05/2024');
  });

  it('reads a bare date string as that calendar day', () => {
    expect(formatDate('2024-12-31')).toBe('12/31/2024');
  });

  it('reads a date-time string in local time', () => {
    expect(formatDate('2024-07-04T12:00:00')).toBe('07/04/2024');
  });

  it.each([null, undefined, '', 'soon'])('given %s, shows nothing', (value) => {
    expect(formatDate(value)).toBe('');
    expect(isEmptyDate(value)).toBe(true);
  });

  it.each(['1970-01-01', '1970-01-01T00:00:00', '1970-01-01T00:00:00Z', 0])(
    'given %s (1970-01-01), shows nothing',
    (value) => {
      expect(formatDate(value)).toBe('');
      expect(isEmptyDate(value)).toBe(true);
    },
  );

  it('given a real date, is not empty', () => {
    expect(isEmptyDate('1970-01-02')).toBe(false);
  });

  it('given a locale, uses its numeric date order', () => {
    expect(formatDate('2024-03-05', 'en-US')).toBe('03/05/2024');
    expect(formatDate('2024-03-05', 'nb')).toBe('05.03.2024');
  });
});

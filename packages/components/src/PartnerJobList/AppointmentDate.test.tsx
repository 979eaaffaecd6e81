import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { AppointmentDate } from './AppointmentDate';

const NOW = new Date(2026, 10, 26, 9, 0);

function renderDay(offset: number, locale: string) {
  const day = new Date(2026, 10, 26 + offset);
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  const { unmount } = renderWithProviders(<AppointmentDate date={date} now={NOW} />, { locale });
  // The date and the relative day, as read together.
  const text = screen.getByRole('time').parentElement!.textContent;
  unmount();
  return text;
}

describe('AppointmentDate', () => {
  it.each([
    [0, 'i dag'],
    [1, 'i morgen'],
    [2, 'om 2 dager'],
    [3, 'om 3 dager'],
    [-1, 'i går'],
    [-2, 'for 2 dager siden'],
    [-3, 'for 3 dager siden'],
  ])('given the Norwegian portal and a day %i days away, says "%s" (days, not "døgn")', (offset, text) => {
    expect(renderDay(offset, 'no')).toMatch(new RegExp(` · ${text}$`));
  });

  it.each([
    [0, 'today'],
    [1, 'tomorrow'],
    [3, 'in 3 days'],
    [-1, 'yesterday'],
    [-3, '3 days ago'],
  ])('given the English portal and a day %i days away, says "%s"', (offset, text) => {
    expect(renderDay(offset, 'en')).toMatch(new RegExp(` · ${text}$`));
  });

  it('given the Norwegian portal, shows the date as dd.mm.yyyy; English keeps mm/dd/yyyy', () => {
    expect(renderDay(3, 'no')).toMatch(/^29\.11\.2026 · /);
    expect(renderDay(3, 'en')).toMatch(/^11\/29\/2026 · /);
  });
});

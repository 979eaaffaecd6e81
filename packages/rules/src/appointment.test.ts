import { describe, expect, it } from 'vitest';
import { appointmentColour, daysUntil } from './appointment';

// Wednesday 12 June 2024, 14:30 local time.
const now = new Date(2024, 5, 12, 14, 30);
const day = (offset: number, hour = 9) => new Date(2024, 5, 12 + offset, hour);

describe('appointment colour (spec §4, §9: threshold 5 days)', () => {
  it('given an appointment more than 5 days ahead, is primary', () => {
    expect(appointmentColour(day(6), now)).toBe('primary');
    expect(appointmentColour(day(30), now)).toBe('primary');
  });

  it('given an appointment 5 days ahead or closer, is warning', () => {
    expect(appointmentColour(day(5, 23), now)).toBe('warning');
    expect(appointmentColour(day(1), now)).toBe('warning');
  });

  it('given an appointment earlier today, is still warning (days are compared, not hours)', () => {
    expect(appointmentColour(day(0, 8), now)).toBe('warning');
  });

  it('given an appointment on a past day, is disabled', () => {
    expect(appointmentColour(day(-1, 23), now)).toBe('disabled');
  });

  it('given a bare date string, reads it as that local calendar day', () => {
    expect(daysUntil('2024-06-18', now)).toBe(6);
    expect(appointmentColour('2024-06-18', now)).toBe('primary');
    expect(appointmentColour('2024-06-17', now)).toBe('warning');
  });

  it('given no date or an invalid one, is disabled', () => {
    expect(appointmentColour(null, now)).toBe('disabled');
    expect(appointmentColour('not a date', now)).toBe('disabled');
  });
});

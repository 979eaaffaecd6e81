/**
 * Appointment colour (spec §4: "more than 5 days ahead primary; past disabled; otherwise
 * warning"; §9: threshold 5 days).
 *
 * Reading: compared by calendar day in local time, because appointment dates are days (the
 * time of day lives in StartTime/EndTime). An appointment today is not past: it is `warning`.
 * `primary` when the appointment is 6 or more calendar days after today (more than 5),
 * `disabled` when its day is before today, `warning` for today up to 5 days ahead.
 * A missing or invalid date is `disabled` (nothing to look forward to).
 */

export const APPOINTMENT_SOON_DAYS = 5;

export type AppointmentColour = 'primary' | 'warning' | 'disabled';

const DAY_MS = 86_400_000;

function localDayNumber(date: Date): number {
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
}

function toDate(value: Date | string | number): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A bare date: that calendar day in local time (not UTC midnight).
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, d);
  }
  return value instanceof Date ? value : new Date(value);
}

/** The whole calendar days from `now` to `date` (negative when past). */
export function daysUntil(date: Date | string | number, now: Date = new Date()): number {
  return localDayNumber(toDate(date)) - localDayNumber(now);
}

export function appointmentColour(
  date: Date | string | number | null | undefined,
  now: Date = new Date(),
): AppointmentColour {
  if (date === null || date === undefined || date === '') return 'disabled';
  if (Number.isNaN(toDate(date).getTime())) return 'disabled';
  const days = daysUntil(date, now);
  if (days < 0) return 'disabled';
  if (days > APPOINTMENT_SOON_DAYS) return 'primary';
  return 'warning';
}

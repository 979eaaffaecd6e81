/** The demo dates are relative to this day in every test. */
export const TEST_BASE_DATE = new Date('2026-03-02T00:00:00Z');

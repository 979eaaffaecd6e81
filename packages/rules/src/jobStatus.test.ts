import { describe, expect, it } from 'vitest';
import {
  JOB_STATUS,
  JOB_STATUS_NAMES,
  countsForCost,
  isCustomerOpen,
  isPartnerNotStarted,
  partnerJobSection,
  isCustomerHistory,
  isDeleted,
  isPartnerFinalized,
  jobStatusColour,
  jobStatusKey,
  jobStatusName,
  partnerOpensDirectly,
  showsInvoiceComment,
} from './jobStatus';

describe('job status names and colours (spec §4 "Job status ids")', () => {
  it.each([
    [5, 'forecast', 'forecast'],
    [10, 'new', 'new'],
    [20, 'planned', 'planned'],
    [25, 'drive', 'drive'],
    [30, 'in progress', 'in_progress'],
    [40, 'waiting', 'waiting'],
    [45, 'waiting', 'waiting'],
    [50, 'completed', 'completed'],
    [60, 'warranty', 'warranty'],
    [70, 'approved', 'approved'],
    [100, 'closed', 'closed'],
  ])('status %i is named %s with colour %s', (id, name, colour) => {
    expect(jobStatusName(id)).toBe(name);
    expect(jobStatusColour(id)).toBe(colour);
  });

  it('status 110 is named deleted; deleted is not in the colour set, so it is neutral', () => {
    expect(jobStatusName(110)).toBe('deleted');
    expect(jobStatusKey(110)).toBe('deleted');
    expect(jobStatusColour(110)).toBe('neutral');
  });

  it.each([0, 1, 35, 99, 200, null, undefined])('other id %s is unnamed and neutral', (id) => {
    expect(jobStatusName(id)).toBeNull();
    expect(jobStatusColour(id)).toBe('neutral');
  });

  it('exports the ids as constants', () => {
    expect(JOB_STATUS.InProgress).toBe(30);
    expect(JOB_STATUS.Deleted).toBe(110);
  });
});

describe('customer thresholds (spec §4, §9: history above 30 up to 100; invoice comment above 49)', () => {
  it.each([
    [30, false],
    [31, true],
    [40, true],
    [100, true],
    [101, false],
    [110, false],
  ])('status %i in history: %s', (status, expected) => {
    expect(isCustomerHistory(status)).toBe(expected);
  });

  it.each([
    [49, false],
    [50, true],
    [100, true],
  ])('status %i shows the invoice comment: %s', (status, expected) => {
    expect(showsInvoiceComment(status)).toBe(expected);
  });
});

describe('partner thresholds (spec §4, §9: 20, 50, 110)', () => {
  it.each([
    [45, false],
    [49, false],
    [50, true],
    [110, true],
  ])('status %i finalized and read-only: %s', (status, expected) => {
    expect(isPartnerFinalized(status)).toBe(expected);
  });

  it.each([
    [10, false],
    [20, false],
    [25, true],
    [30, true],
  ])('status %i opens directly from the job list (no start dialog): %s', (status, expected) => {
    expect(partnerOpensDirectly(status)).toBe(expected);
  });

  it('only status 110 is deleted', () => {
    expect(isDeleted(110)).toBe(true);
    expect(isDeleted(100)).toBe(false);
  });
});

describe('the one spelling of the status names', () => {
  it('is the table of spec §4, lower case', () => {
    expect(Object.values(JOB_STATUS_NAMES)).toEqual([
      'forecast',
      'new',
      'planned',
      'drive',
      'in progress',
      'waiting',
      'completed',
      'warranty',
      'approved',
      'closed',
      'deleted',
    ]);
  });

  it('names deleted (110), and no id the spec does not list', () => {
    expect(jobStatusName(JOB_STATUS.Deleted)).toBe('deleted');
    expect(jobStatusName(15)).toBeNull();
  });
});

describe('customer open jobs and costs', () => {
  it.each([
    [5, false],
    [10, true],
    [30, true],
    [40, false],
    [110, false],
  ])('status %i is open: %s', (status, open) => {
    expect(isCustomerOpen(status)).toBe(open);
  });

  it('counts every status towards costs but forecast and deleted', () => {
    expect(countsForCost(JOB_STATUS.Forecast)).toBe(false);
    expect(countsForCost(JOB_STATUS.Deleted)).toBe(false);
    expect(countsForCost(JOB_STATUS.New)).toBe(true);
    expect(countsForCost(JOB_STATUS.Closed)).toBe(true);
  });
});

describe('partner job lists (spec §2: Upcoming, Open, Finished)', () => {
  it.each([
    [5, 'Upcoming'],
    [20, 'Upcoming'],
    [21, 'Open'],
    [49, 'Open'],
    [50, 'Finished'],
    [100, 'Finished'],
    [110, null],
  ])('status %i is listed under %s', (status, section) => {
    expect(partnerJobSection(status)).toBe(section);
  });

  it('has not started a job at 20 or below', () => {
    expect(isPartnerNotStarted(20)).toBe(true);
    expect(isPartnerNotStarted(21)).toBe(false);
  });
});

import type { MachineCostPoint } from '@eqp/sdk';

const monthStart = (now: Date, offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);

/**
 * Cost points as the server aggregates a big organisation: three machines drawn on their own and
 * an "other" series summing 1,250 machines (its points carry OtherCount), in three months.
 */
export function makeServerMachineCost(now: Date = new Date()): MachineCostPoint[] {
  const other = (offset: number, value: number): MachineCostPoint => ({
    Date: monthStart(now, offset),
    Value: value,
    MachineName: 'Other machines',
    OtherCount: 1250,
  });
  return [
    { Date: monthStart(now, -2), Value: 3000, MachineName: 'Blast chiller 1' },
    { Date: monthStart(now, -2), Value: 1200, MachineName: 'Dough mixer 2' },
    other(-2, 5000),
    { Date: monthStart(now, -1), Value: 800, MachineName: 'Dough mixer 2' },
    { Date: monthStart(now, 0), Value: 2000, MachineName: 'Blast chiller 1' },
    { Date: monthStart(now, 0), Value: 600, MachineName: 'Proofer 3' },
    other(0, 4000),
  ];
}

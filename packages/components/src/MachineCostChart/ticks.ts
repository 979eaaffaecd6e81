/**
 * Round axis ticks from 0 to at least `max`: about `count` steps of 1, 2, 2.5 or 5 times a power
 * of ten (`niceTicks(58_000)` is 0, 20,000, 40,000, 60,000). The last tick is the top of the axis.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const steps = Math.ceil(max / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}

/**
 * A chart's value axis: from the data's minimum (0 when none is negative) to a round maximum, with
 * the ticks at 0 and round steps (1, 2 or 5 times a power of ten), so labels read ¥50,000, not ¥47,312.
 */
export function chartScale(values: readonly number[]): { min: number; max: number; ticks: number[] } {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const span = high - low || 1;
  const rough = span / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  // Whole units at least: yen and counts have no fractions.
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const max = Math.max(step, Math.ceil(high / step) * step);
  const min = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let t = min; t <= max + step / 2; t += step) ticks.push(Math.round(t));
  return { min, max, ticks };
}

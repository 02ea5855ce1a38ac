// Rows the API answers (per bucket, some per tier or point type) as the charts' series: one value per
// bucket of the range, zeros where a bucket had no row.

/** One chart series: a name for the legend and table, its colour, one value per bucket. */
export interface Series {
  name: string;
  color: string;
  values: readonly number[];
}

/** Sums `pick` of the rows per bucket date, in the order of `dates`. */
export function perBucket<T extends { date: string }>(
  dates: readonly string[],
  rows: readonly T[],
  pick: (row: T) => number,
) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.date, (sums.get(row.date) ?? 0) + pick(row));
  return dates.map((date) => sums.get(date) ?? 0);
}

export function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

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

/** Memberships per tier over the whole range: started, ended and the net, by creator then rank. */
export function membershipsByTier(
  rows: readonly {
    date?: string;
    creator: string;
    tier: string;
    tierId: number;
    tierRank: number;
    started: number;
    ended: number;
  }[],
) {
  const byTier = new Map<
    number,
    { creator: string; tier: string; tierRank: number; started: number; ended: number }
  >();
  for (const row of rows) {
    const current = byTier.get(row.tierId) ?? {
      creator: row.creator,
      tier: row.tier,
      tierRank: row.tierRank,
      started: 0,
      ended: 0,
    };
    current.started += row.started;
    current.ended += row.ended;
    byTier.set(row.tierId, current);
  }
  return [...byTier.entries()]
    .map(([tierId, t]) => ({ tierId, ...t, net: t.started - t.ended }))
    .sort((a, b) => a.creator.localeCompare(b.creator, 'ja') || a.tierRank - b.tierRank);
}

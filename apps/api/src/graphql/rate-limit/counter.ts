import type { Queryable } from '../../db/db';

export interface Hit {
  key: string;
  /** Requests counted under this key in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

/**
 * Counts one request under each key in the current fixed window, in one statement, and returns every
 * key's count. The windows are aligned on the database's clock (the same for every instance), and a
 * row per key and window lives in PostgreSQL, so every instance counts against the same budget
 * (DESIGN §4: no per-user state in process memory). Keys are sorted so two requests with the same keys
 * lock their rows in the same order. `costs`: what the request counts under a key (1 unless told;
 * e.g. each aliased Stripe read, request-cost.ts); a count stops at two billion, never overflowing.
 */
export async function countHits(
  db: Queryable,
  keys: string[],
  windowSeconds: number,
  costs?: ReadonlyMap<string, number>,
): Promise<Hit[]> {
  if (keys.length === 0) return [];
  const sorted = [...keys].sort();
  const rows = await db.query<{ key: string; hits: number; retry_after: number }>(
    `INSERT INTO rate_limit_counters AS c (key, window_start, hits)
     SELECT k.key, to_timestamp(floor(extract(epoch FROM now()) / $2::int) * $2::int), k.cost
     FROM unnest($1::text[], $3::int[]) AS k(key, cost) ORDER BY k.key
     ON CONFLICT (key, window_start) DO UPDATE SET hits = least(c.hits::bigint + excluded.hits, 2000000000)::int
     RETURNING c.key, c.hits,
       greatest(1, ceil(extract(epoch FROM c.window_start + make_interval(secs => $2::int) - now())))::int
         AS retry_after`,
    [sorted, windowSeconds, sorted.map((k) => Math.max(1, Math.min(costs?.get(k) ?? 1, 1_000_000_000)))],
  );
  return rows.map((r) => ({ key: r.key, hits: Number(r.hits), retryAfter: Number(r.retry_after) }));
}

/** Deletes the rows of windows that are over. */
export async function pruneWindows(db: Queryable, windowSeconds: number): Promise<void> {
  await db.query(
    'DELETE FROM rate_limit_counters WHERE window_start < now() - make_interval(secs => $1::int)',
    [windowSeconds],
  );
}

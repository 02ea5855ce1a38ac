import type { Queryable } from '../../db/db';
import type { DashboardPeriod, DashboardRange } from './dashboard-range';

// SQL shared by the dashboard's queries. Parameters: $1 the project, $2 and $3 the range's first
// and last JST days, $4 the period ('day' or 'month').

/**
 * The range's days in the per-day totals (migration 0043: the tables dashboard_*_days, a row per
 * project, JST calendar day and stripe): a range is whole JST days, so it is one index range of them.
 */
export const DAYS = `day BETWEEN $2::date AND $3::date`;

/** Every bucket of the range (a day, or a month's first day), so a quiet day still has its row. */
export const SERIES = `generate_series(date_trunc($4, $2::date::timestamp), $3::date::timestamp,
  ('1 ' || $4)::interval) s(bucket)`;

/**
 * Per-day figures (`days`: a day and the columns) summed into buckets, and one row for every bucket
 * of the range, zeros where nothing happened. Sums are cast to int (GraphQL's Int): a bucket holds up
 * to ¥2,147,483,647.
 */
export const EVERY_BUCKET = (columns: readonly string[]) => `grouped AS (
       SELECT date_trunc($4, day)::date AS bucket, ${columns.map((c) => `sum(${c}) AS ${c}`).join(', ')}
       FROM days GROUP BY 1
     )
     SELECT to_char(s.bucket, 'YYYY-MM-DD') AS date,
       ${columns.map((c) => `COALESCE(g.${c}, 0)::int AS ${c}`).join(', ')}
     FROM ${SERIES} LEFT JOIN grouped g ON g.bucket = s.bucket::date ORDER BY s.bucket`;

/** A row of EVERY_BUCKET: the bucket's date (YYYY-MM-DD) and an int for each of the columns. */
export type BucketRow<Column extends string> = { date: string } & Record<Column, number>;

/** One of the dashboard's figures, read for a project, a range and a period. */
export type BucketQuery<Row> = (
  db: Queryable,
  projectId: string,
  range: DashboardRange,
  period: DashboardPeriod,
) => Promise<Row[]>;

/** A figure's SQL, run with the parameters above. */
export const bucketQuery =
  <Row>(sql: string): BucketQuery<Row> =>
  (db, projectId, range, period) =>
    db.query<Row>(sql, [projectId, range.from, range.to, period]);

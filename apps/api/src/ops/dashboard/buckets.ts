import type { Queryable } from '../../db/db';
import type { DashboardPeriod, DashboardRange } from './dashboard-range';

// SQL shared by the dashboard's queries. Parameters: $1 the project, $2 and $3 the range's first
// and last JST days, $4 the period ('day' or 'month').

/**
 * The JST day an instant falls on, as the instant of that day's 00:00 JST: date_bin on a JST
 * midnight is arithmetic on the timestamp, where `ts AT TIME ZONE 'Asia/Tokyo'` looks the zone up
 * for every row (a third of a year's ledger aggregation on PostgreSQL, bench:dashboard). Japan has
 * kept +09:00 without daylight saving since 1951, so each bin is exactly one JST calendar day; rows
 * are grouped by it first, and only the groups are turned into dates (JST_DAY) and months.
 */
export const DAY_BIN = (column: string) =>
  `date_bin('1 day', ${column}, timestamptz '2000-01-01 00:00:00+09')`;
/** A day bin's JST calendar date, one per group. */
export const JST_DAY = (column: string) => `(${DAY_BIN(column)} AT TIME ZONE 'Asia/Tokyo')::date`;

/** The range as instants: from 00:00 JST of the first day up to (not including) 00:00 after the last. */
export const BOUNDS = `(SELECT $2::date::timestamp AT TIME ZONE 'Asia/Tokyo' AS lo,
  ($3::date + 1)::timestamp AT TIME ZONE 'Asia/Tokyo' AS hi) r`;

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

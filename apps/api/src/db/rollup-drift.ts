import type { Queryable } from './db';

/** A per-day totals table of migration 0043, its key besides (project_id, day), and its figures. */
const TABLES = [
  {
    table: 'dashboard_money_days',
    key: null,
    columns: [
      'card_yen',
      'konbini_yen',
      'refunded_yen',
      'points_yen',
      'memberships_yen',
      'failed_point_card',
      'failed_point_konbini',
      'failed_renewal_card',
      'failed_renewal_konbini',
      'failed_yen',
    ],
  },
  {
    table: 'dashboard_point_days',
    key: 'tier_type_id',
    columns: ['entries', 'sold', 'spent', 'refunded', 'granted', 'paid_points', 'paid_bought', 'paid_yen'],
  },
  {
    table: 'dashboard_membership_days',
    key: 'tier_id',
    columns: ['events', 'started', 'ended', 'started_by_change', 'ended_by_change'],
  },
] as const;

export interface RollupDrift {
  table: string;
  project_id: string;
  day: string;
  /** The point type or the tier; null for the money table. */
  key: number | null;
  /** The figures as the totals hold them and as the rows say, same order. */
  rollup: string;
  raw: string;
}

/**
 * Where the per-day totals (their stripes summed) differ from the same figures summed from the rows
 * (the views dashboard_*_days_raw of migration 0043), for one project or all; at most `limit` rows.
 * A day whose totals are all zero matches a day without rows (a failed purchase that moved days
 * leaves zeros behind). Empty when the dashboard's totals are right.
 */
export async function rollupDrift(db: Queryable, projectId: string | null = null, limit = 100) {
  const parts = TABLES.map(({ table, key, columns }) => {
    const keyColumn: string | null = key;
    const keys = ['project_id', 'day', ...(keyColumn ? [keyColumn] : [])];
    const figures = (side: string) => columns.map((c) => `COALESCE(${side}.${c}, 0)::bigint`).join(', ');
    return `SELECT '${table}' AS table, project_id, to_char(day, 'YYYY-MM-DD') AS day,
        ${keyColumn ? `${keyColumn}::int` : 'NULL::int'} AS key,
        concat_ws(',', ${figures('t')}) AS rollup, concat_ws(',', ${figures('r')}) AS raw
      FROM (SELECT ${keys.join(', ')}, ${columns.map((c) => `sum(${c}) AS ${c}`).join(', ')}
            FROM ${table} WHERE $1::text IS NULL OR project_id = $1 GROUP BY ${keys.join(', ')}) t
      FULL JOIN (SELECT * FROM ${table}_raw WHERE $1::text IS NULL OR project_id = $1) r USING (${keys.join(', ')})
      WHERE (${figures('t')}) IS DISTINCT FROM (${figures('r')})`;
  });
  return db.query<RollupDrift>(`${parts.join('\nUNION ALL\n')} ORDER BY 1, 2, 3, 4 LIMIT $2`, [
    projectId,
    limit,
  ]);
}

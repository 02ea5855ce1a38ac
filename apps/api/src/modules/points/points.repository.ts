import type { Queryable } from '../../db/db';

export interface PointTypeRow {
  id: number;
  key: string;
  name: string;
  display_name: string;
  image: string;
  unit: string;
  coupon_type: string;
  /** The viewer's balances (0 before their first entry). */
  paid: number;
  free: number;
}

/**
 * Kinds of point of the project with the listener's balances, in one query (no per-type lookups). An
 * archived type is listed only to a fan who still holds its points (or when asked for by id): the
 * balance stays theirs to see and spend (decision 020).
 */
export function listPointTypes(
  db: Queryable,
  projectId: string,
  listenerId: number,
  tierTypeId?: number,
): Promise<PointTypeRow[]> {
  return db.query<PointTypeRow>(
    `SELECT t.id, t.key, t.name, t.display_name, t.image, t.unit, t.coupon_type,
       coalesce(b.paid, 0) AS paid, coalesce(b.free, 0) AS free
     FROM point_tier_types t
     LEFT JOIN point_balances b ON b.tier_type_id = t.id AND b.listener_id = $2 AND b.project_id = t.project_id
     WHERE t.project_id = $1 AND ($3::int IS NULL OR t.id = $3)
       AND (t.archived_at IS NULL OR $3::int IS NOT NULL OR coalesce(b.paid, 0) + coalesce(b.free, 0) > 0)
     ORDER BY t.id`,
    [projectId, listenerId, tierTypeId ?? null],
  );
}

export interface TransactionRow {
  id: string;
  name: string;
  price: number | null;
  amount: number;
  unit: string;
  occurred_at: Date;
  /** occurred_at in UTC with microseconds: the exact sort key the cursor carries. */
  occurred_key: string;
}

export interface Keyset {
  occurredAt: string;
  id: string;
}

/** One page of a listener's entries, newest first (oldest first when inverted), by keyset. */
export function listTransactions(
  db: Queryable,
  q: {
    projectId: string;
    listenerId: number;
    tierTypeId: number;
    after?: Keyset;
    before?: Keyset;
    limit: number;
    inverted: boolean;
  },
): Promise<TransactionRow[]> {
  const params: unknown[] = [q.projectId, q.listenerId, q.tierTypeId];
  const where = ['e.project_id = $1', 'e.listener_id = $2', 'e.tier_type_id = $3'];
  // Newest first: "after" a cursor is older than it, "before" is newer.
  const bound = (op: '<' | '>', k: Keyset) => {
    params.push(k.occurredAt, k.id);
    where.push(`(e.occurred_at, e.id) ${op} ($${params.length - 1}::timestamptz, $${params.length}::bigint)`);
  };
  if (q.after) bound('<', q.after);
  if (q.before) bound('>', q.before);
  const dir = q.inverted ? 'ASC' : 'DESC';
  params.push(q.limit);
  return db.query<TransactionRow>(
    `SELECT e.id::text AS id, e.name, e.price, e.amount, t.unit, e.occurred_at,
       to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS occurred_key
     FROM point_ledger_entries e JOIN point_tier_types t ON t.id = e.tier_type_id
     WHERE ${where.join(' AND ')}
     ORDER BY e.occurred_at ${dir}, e.id ${dir}
     LIMIT $${params.length}`,
    params,
  );
}

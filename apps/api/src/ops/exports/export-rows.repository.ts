import type { Queryable } from '../../db/db';
import type { Cell } from './csv';

/** One page of an export: its rows' cells in order, and each row's position to continue after. */
export interface ExportRow {
  cells: Cell[];
  key: string[];
}

/** A window of instants: JST days turned into [from, to). */
export interface Window {
  from: Date;
  to: Date;
}

const JST = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD HH24:MI:SS')`;
const US = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type Raw = { cells: Cell[]; k1: string; k2: string };
const rows = (raw: Raw[]): ExportRow[] => raw.map((r) => ({ cells: r.cells, key: [r.k1, r.k2] }));

// Each reader answers `limit` rows after `after` (its ORDER BY values), so an export is read a page
// at a time and a large one never sits in memory as rows.

/**
 * The project's payments in the window, oldest first: point purchases that took money or wait at a
 * konbini (by order time, as the fans' お支払い履歴 lists them) and paid membership invoices (by
 * payment time). Keyed by (time, "p:"|"m:" + id).
 */
export function paymentRows(
  db: Queryable,
  projectId: string,
  window: Window,
  after: string[] | null,
  limit: number,
) {
  return db
    .query<Raw>(
      `SELECT * FROM (
         SELECT ARRAY[${JST('p.created_at')}, l.id::text, l.email,
             p.amount::text || t.unit || '購入', p.price::text,
             CASE p.method WHEN 'card' THEN 'カード' ELSE 'コンビニ' END,
             CASE WHEN p.refunded_yen >= p.price THEN '返金済み' WHEN p.refunded_yen > 0 THEN '一部返金'
                  WHEN p.status = 'succeeded' THEN '支払済み' ELSE '支払待ち' END,
             p.refunded_yen::text, p.stripe_payment_intent_id] AS cells,
           ${US('p.created_at')} AS k1, 'p:' || p.id::text AS k2, p.created_at AS at
         FROM point_purchases p JOIN listeners l ON l.id = p.listener_id
           JOIN point_tier_types t ON t.id = p.tier_type_id
         WHERE p.project_id = $1 AND p.status IN ('succeeded', 'awaiting_konbini')
           AND p.created_at >= $2 AND p.created_at < $3 AND p.created_at >= COALESCE($4::timestamptz, $2)
         UNION ALL
         SELECT ARRAY[${JST('mp.paid_at')}, l.id::text, l.email,
             'メンバーシップ ' || c.name || ' ' || st.title ||
               CASE mp.reason WHEN 'plan_change' THEN '（プラン変更）' ELSE '（' || mp.months || 'か月）' END,
             mp.amount::text, CASE mp.method WHEN 'card' THEN 'カード' ELSE 'コンビニ' END, '支払済み', '0',
             mp.stripe_invoice_id] AS cells,
           ${US('mp.paid_at')} AS k1, 'm:' || mp.stripe_invoice_id AS k2, mp.paid_at AS at
         FROM membership_payments mp JOIN memberships m ON m.id = mp.membership_id
           JOIN listeners l ON l.id = mp.listener_id JOIN contributors c ON c.id = m.contributor_id
           JOIN subscription_tiers st ON st.id = mp.tier_id
         WHERE m.project_id = $1 AND mp.amount > 0 AND mp.method IS NOT NULL
           AND mp.paid_at >= $2 AND mp.paid_at < $3 AND mp.paid_at >= COALESCE($4::timestamptz, $2)
       ) x WHERE $4::timestamptz IS NULL OR (x.at, x.k2) > ($4::timestamptz, $5::text)
       ORDER BY x.at, x.k2 LIMIT $6`,
      [projectId, window.from, window.to, after?.[0] ?? null, after?.[1] ?? null, limit],
    )
    .then(rows);
}

/** The project's fans by id: their balances summed over point types and their active memberships. */
export function fanRows(db: Queryable, projectId: string, after: string[] | null, limit: number) {
  return db
    .query<Raw>(
      `SELECT ARRAY[l.id::text, l.email, l.name, ${JST('l.created_at')},
           COALESCE((SELECT sum(b.paid) FROM point_balances b WHERE b.listener_id = l.id), 0)::text,
           COALESCE((SELECT sum(b.free) FROM point_balances b WHERE b.listener_id = l.id), 0)::text,
           (SELECT count(*) FROM memberships m WHERE m.listener_id = l.id AND m.status = 'active')::text] AS cells,
         l.id::text AS k1, '' AS k2
       FROM listeners l WHERE l.project_id = $1 AND l.id > COALESCE($2::int, 0)
       ORDER BY l.id LIMIT $3`,
      [projectId, after?.[0] ?? null, limit],
    )
    .then(rows);
}

/**
 * The project's audit log in the window, oldest first. The outcome: a refused call's error code,
 * a read whose lookups were refused, or 成功.
 */
export function auditRows(
  db: Queryable,
  projectId: string,
  window: Window,
  after: string[] | null,
  limit: number,
) {
  return db
    .query<Raw>(
      `SELECT ARRAY[${JST('occurred_at')}, COALESCE(operator_email, operator_uid), action, target,
           CASE WHEN action LIKE 'refused:%' THEN '拒否 ' || COALESCE(after->>'outcome', '')
                WHEN action LIKE 'read:%' AND jsonb_path_exists(input, '$.**.error') THEN '一部拒否'
                ELSE '成功' END] AS cells,
         ${US('occurred_at')} AS k1, id::text AS k2
       FROM operator_audit_log
       WHERE project_id = $1 AND occurred_at >= $2 AND occurred_at < $3
         AND ($4::timestamptz IS NULL OR (occurred_at, id) > ($4::timestamptz, $5::bigint))
       ORDER BY occurred_at, id LIMIT $6`,
      [projectId, window.from, window.to, after?.[0] ?? null, after?.[1] ?? null, limit],
    )
    .then(rows);
}

import type { Queryable } from '../db/db';

export type EntryKind = 'purchase' | 'coupon' | 'spend' | 'refund' | 'adjustment' | 'forfeit';
export type Bucket = 'paid' | 'free';

export interface Balance {
  paid: number;
  free: number;
}

export interface EntryRow {
  id: string;
  project_id: string;
  listener_id: number;
  tier_type_id: number;
  kind: EntryKind;
  balance: Bucket;
  amount: number;
  name: string;
  price: number | null;
  occurred_at: Date;
  idempotency_key: string;
  reference: string | null;
}

const ENTRY_COLUMNS = `id::text AS id, project_id, listener_id, tier_type_id, kind, balance, amount, name, price,
  occurred_at, idempotency_key, reference`;

/** Creates the balance row on first use, then locks it until the transaction ends. */
export async function lockBalance(
  tx: Queryable,
  key: { projectId: string; listenerId: number; tierTypeId: number },
): Promise<Balance> {
  await tx.query(
    `INSERT INTO point_balances (listener_id, tier_type_id, project_id) VALUES ($1, $2, $3)
     ON CONFLICT (listener_id, tier_type_id) DO NOTHING`,
    [key.listenerId, key.tierTypeId, key.projectId],
  );
  const rows = await tx.query<Balance>(
    `SELECT paid, free FROM point_balances WHERE listener_id = $1 AND tier_type_id = $2 AND project_id = $3
     FOR UPDATE`,
    [key.listenerId, key.tierTypeId, key.projectId],
  );
  if (!rows[0]) throw new Error('balance row belongs to another project');
  return rows[0];
}

export async function findOperation(tx: Queryable, projectId: string, operationKey: string) {
  return tx.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM point_ledger_entries WHERE project_id = $1 AND operation_key = $2 ORDER BY id`,
    [projectId, operationKey],
  );
}

export interface NewEntry {
  projectId: string;
  listenerId: number;
  tierTypeId: number;
  kind: EntryKind;
  balance: Bucket;
  amount: number;
  name: string;
  price: number | null;
  occurredAt: Date | null;
  operationKey: string;
  idempotencyKey: string;
  reference: string | null;
}

export async function insertEntry(tx: Queryable, e: NewEntry): Promise<EntryRow> {
  const rows = await tx.query<EntryRow>(
    `INSERT INTO point_ledger_entries (project_id, listener_id, tier_type_id, kind, balance, amount, name, price,
       occurred_at, operation_key, idempotency_key, reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::timestamptz, now()), $10, $11, $12)
     RETURNING ${ENTRY_COLUMNS}`,
    [
      e.projectId,
      e.listenerId,
      e.tierTypeId,
      e.kind,
      e.balance,
      e.amount,
      e.name,
      e.price,
      e.occurredAt?.toISOString() ?? null,
      e.operationKey,
      e.idempotencyKey,
      e.reference,
    ],
  );
  return rows[0]!;
}

export async function addToBalance(
  tx: Queryable,
  key: { listenerId: number; tierTypeId: number },
  delta: Balance,
): Promise<Balance> {
  const rows = await tx.query<Balance>(
    `UPDATE point_balances SET paid = paid + $3, free = free + $4, updated_at = now()
     WHERE listener_id = $1 AND tier_type_id = $2 RETURNING paid, free`,
    [key.listenerId, key.tierTypeId, delta.paid, delta.free],
  );
  return rows[0]!;
}

/** Balance rows that differ from the sum of their entries, or are negative. */
export async function balancesOffTheirEntries(db: Queryable) {
  return db.query<{
    listener_id: number;
    tier_type_id: number;
    paid: number;
    free: number;
    paid_sum: number;
    free_sum: number;
  }>(
    `SELECT b.listener_id, b.tier_type_id, b.paid, b.free,
       COALESCE(SUM(e.amount) FILTER (WHERE e.balance = 'paid'), 0)::int AS paid_sum,
       COALESCE(SUM(e.amount) FILTER (WHERE e.balance = 'free'), 0)::int AS free_sum
     FROM point_balances b
     LEFT JOIN point_ledger_entries e ON e.listener_id = b.listener_id AND e.tier_type_id = b.tier_type_id
     GROUP BY b.listener_id, b.tier_type_id, b.paid, b.free
     HAVING b.paid <> COALESCE(SUM(e.amount) FILTER (WHERE e.balance = 'paid'), 0)
       OR b.free <> COALESCE(SUM(e.amount) FILTER (WHERE e.balance = 'free'), 0)
       OR b.paid < 0 OR b.free < 0`,
  );
}

/** Coupon credits without a redemption behind them. */
export async function couponCreditsWithoutRedemption(db: Queryable) {
  return db.query<{ id: string; listener_id: number; reference: string }>(
    `SELECT e.id::text, e.listener_id, e.reference FROM point_ledger_entries e
     WHERE e.kind = 'coupon' AND NOT EXISTS (
       SELECT 1 FROM coupon_redemptions r
       WHERE r.listener_id = e.listener_id AND e.reference = 'coupon:' || r.coupon_id)`,
  );
}

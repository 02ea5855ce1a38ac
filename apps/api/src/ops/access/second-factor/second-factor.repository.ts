import type { Queryable } from '../../../db/db';

export interface SecondFactorRow {
  operator_uid: string;
  secret_sealed: string;
  activated_at: Date | null;
  /** A pending secret's end (decision 053): activation is refused after it. */
  pending_expires_at: Date | null;
  last_used_step: string | null;
  failures: number;
  locked_until: Date | null;
  /** Locks in a row without a correct code between them (each longer; the last for good). */
  lockouts: number;
}

const COLUMNS =
  'operator_uid, secret_sealed, activated_at, pending_expires_at, last_used_step, failures, locked_until, lockouts';

export async function findSecondFactor(db: Queryable, uid: string, lock = false) {
  const rows = await db.query<SecondFactorRow>(
    `SELECT ${COLUMNS} FROM operator_second_factors WHERE operator_uid = $1${lock ? ' FOR UPDATE' : ''}`,
    [uid],
  );
  return rows[0] ?? null;
}

/**
 * A new pending secret, replacing the one pending before (each begin mints its own; only the latest
 * activates), unless the operator's is active: answers the row kept. Failures and locks stay.
 */
export async function replacePendingSecondFactor(
  db: Queryable,
  uid: string,
  sealed: string,
  now: Date,
  expiresAt: Date,
) {
  await db.query(
    `INSERT INTO operator_second_factors (operator_uid, secret_sealed, created_at, pending_expires_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (operator_uid) DO UPDATE SET secret_sealed = excluded.secret_sealed,
       created_at = excluded.created_at, pending_expires_at = excluded.pending_expires_at
     WHERE operator_second_factors.activated_at IS NULL`,
    [uid, sealed, now, expiresAt],
  );
  return (await findSecondFactor(db, uid))!;
}

/** An activated secret (the demo operator's seed): kept as it is when the operator has one. */
export async function insertActiveSecondFactor(db: Queryable, uid: string, sealed: string, now: Date) {
  await db.query(
    `INSERT INTO operator_second_factors (operator_uid, secret_sealed, created_at, activated_at)
     VALUES ($1, $2, $3, $3) ON CONFLICT (operator_uid) DO NOTHING`,
    [uid, sealed, now],
  );
}

/**
 * A code accepted: its step is the last used, failures and locks are forgotten, activation (if first)
 * noted; `resealed`, when given, replaces the sealed text (a rotated key, a v1 row).
 */
export async function recordCodeUsed(
  db: Queryable,
  uid: string,
  step: number,
  now: Date,
  resealed: string | null = null,
) {
  await db.query(
    `UPDATE operator_second_factors SET last_used_step = $2, failures = 0, locked_until = NULL, lockouts = 0,
       activated_at = coalesce(activated_at, $3), pending_expires_at = NULL,
       secret_sealed = coalesce($4, secret_sealed)
     WHERE operator_uid = $1`,
    [uid, step, now, resealed],
  );
}

export async function recordCodeRefused(
  db: Queryable,
  uid: string,
  refused: { failures: number; lockedUntil: Date | null; lockouts: number },
) {
  await db.query(
    'UPDATE operator_second_factors SET failures = $2, locked_until = $3, lockouts = $4 WHERE operator_uid = $1',
    [uid, refused.failures, refused.lockedUntil, refused.lockouts],
  );
}

/** Forgets an operator's secret (a reset): what there was, or null. */
export async function deleteSecondFactor(db: Queryable, uid: string) {
  const rows = await db.query<{ activated_at: Date | null; lockouts: number }>(
    'DELETE FROM operator_second_factors WHERE operator_uid = $1 RETURNING activated_at, lockouts',
    [uid],
  );
  return rows[0] ?? null;
}

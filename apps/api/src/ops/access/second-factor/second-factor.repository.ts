import type { Queryable } from '../../../db/db';

export interface SecondFactorRow {
  operator_uid: string;
  secret_sealed: string;
  activated_at: Date | null;
  last_used_step: string | null;
  failures: number;
  locked_until: Date | null;
}

const COLUMNS = 'operator_uid, secret_sealed, activated_at, last_used_step, failures, locked_until';

export async function findSecondFactor(db: Queryable, uid: string, lock = false) {
  const rows = await db.query<SecondFactorRow>(
    `SELECT ${COLUMNS} FROM operator_second_factors WHERE operator_uid = $1${lock ? ' FOR UPDATE' : ''}`,
    [uid],
  );
  return rows[0] ?? null;
}

/** A pending (not yet activated) secret, unless the operator has one already: answers the row kept. */
export async function insertPendingSecondFactor(db: Queryable, uid: string, sealed: string, now: Date) {
  await db.query(
    `INSERT INTO operator_second_factors (operator_uid, secret_sealed, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (operator_uid) DO NOTHING`,
    [uid, sealed, now],
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

/** A code accepted: its step is the last used, the failures are forgotten, activation (if first) noted. */
export async function recordCodeUsed(db: Queryable, uid: string, step: number, now: Date) {
  await db.query(
    `UPDATE operator_second_factors SET last_used_step = $2, failures = 0, locked_until = NULL,
       activated_at = coalesce(activated_at, $3)
     WHERE operator_uid = $1`,
    [uid, step, now],
  );
}

export async function recordCodeRefused(
  db: Queryable,
  uid: string,
  failures: number,
  lockedUntil: Date | null,
) {
  await db.query(
    'UPDATE operator_second_factors SET failures = $2, locked_until = $3 WHERE operator_uid = $1',
    [uid, failures, lockedUntil],
  );
}

/** Forgets an operator's secret (a reset): what there was, or null. */
export async function deleteSecondFactor(db: Queryable, uid: string) {
  const rows = await db.query<{ activated_at: Date | null }>(
    'DELETE FROM operator_second_factors WHERE operator_uid = $1 RETURNING activated_at',
    [uid],
  );
  return rows[0] ?? null;
}

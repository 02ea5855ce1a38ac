import type { Queryable } from '../../db/db';

export interface AccountDeletionRow {
  listener_id: number;
  project_id: string;
  requested_by: string;
  state: 'running' | 'done';
  summary: DeletionSummary | null;
  started_at: string;
  done_at: string | null;
}

/** What a deletion did on Stripe and Firebase, kept for the operators (no address, no name). */
export interface DeletionSummary {
  subscriptionsCanceled: number;
  paymentsCanceled: number;
  cardsDetached: number;
  appleLinked: boolean;
}

const COLUMNS = `listener_id, project_id, requested_by, state, summary, started_at::text, done_at::text`;

export async function findDeletion(db: Queryable, listenerId: number): Promise<AccountDeletionRow | null> {
  const rows = await db.query<AccountDeletionRow>(
    `SELECT ${COLUMNS} FROM account_deletions WHERE listener_id = $1`,
    [listenerId],
  );
  return rows[0] ?? null;
}

/**
 * Starts the listener's deletion, or takes over one whose runner stopped (its lease ran out: a crash
 * or a lost connection half-way). mine is false while another runner holds it, or once it is done.
 */
export async function claimDeletion(
  db: Queryable,
  input: { listenerId: number; projectId: string; by: string; leaseSeconds: number },
): Promise<{ row: AccountDeletionRow; mine: boolean }> {
  const inserted = await db.query<AccountDeletionRow>(
    `INSERT INTO account_deletions (listener_id, project_id, requested_by, lease_until)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))
     ON CONFLICT (listener_id) DO NOTHING RETURNING ${COLUMNS}`,
    [input.listenerId, input.projectId, input.by, input.leaseSeconds],
  );
  if (inserted[0]) return { row: inserted[0], mine: true };
  const taken = await db.query<AccountDeletionRow>(
    `UPDATE account_deletions SET lease_until = now() + make_interval(secs => $2)
      WHERE listener_id = $1 AND state = 'running' AND lease_until < now() RETURNING ${COLUMNS}`,
    [input.listenerId, input.leaseSeconds],
  );
  if (taken[0]) return { row: taken[0], mine: true };
  return { row: (await findDeletion(db, input.listenerId))!, mine: false };
}

export async function recordDeletionSummary(db: Queryable, listenerId: number, summary: DeletionSummary) {
  await db.query(`UPDATE account_deletions SET summary = $2::jsonb WHERE listener_id = $1`, [
    listenerId,
    JSON.stringify(summary),
  ]);
}

export async function markDeletionDone(db: Queryable, listenerId: number): Promise<void> {
  await db.query(
    `UPDATE account_deletions SET state = 'done', done_at = now() WHERE listener_id = $1 AND state = 'running'`,
    [listenerId],
  );
}

/** Deletions whose runner stopped half-way (lease over): the reconciler's sweep finishes them. */
export async function listStalledDeletions(db: Queryable, limit = 20): Promise<number[]> {
  const rows = await db.query<{ listener_id: number }>(
    `SELECT listener_id FROM account_deletions WHERE state = 'running' AND lease_until < now()
      ORDER BY lease_until LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.listener_id);
}

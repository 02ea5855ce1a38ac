import type { Queryable } from '../../db/db';

export type RequestState = 'running' | 'succeeded' | 'failed' | 'retryable';

export interface RequestRow {
  id: string;
  listener_id: number;
  operation: string;
  request_key: string;
  fingerprint: string;
  /** What was asked, so the reconciler can finish a request whose process died. */
  args: unknown;
  state: RequestState;
  result: unknown;
  error: { message: string; extensions: Record<string, unknown> } | null;
  lease_until: Date;
  created_at: Date;
  finished_at: Date | null;
}

const COLUMNS =
  'id, listener_id, operation, request_key, fingerprint, args, state, result, error, lease_until, created_at, finished_at';

/** Serialises the intents of one listener (transaction-scoped: safe behind a transaction pooler). */
export async function lockListenerRequests(tx: Queryable, listenerId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(727002, $1)', [listenerId]);
}

export async function findRequestByKey(tx: Queryable, listenerId: number, key: string) {
  const rows = await tx.query<RequestRow>(
    `SELECT ${COLUMNS} FROM operation_requests WHERE listener_id = $1 AND request_key = $2`,
    [listenerId, key],
  );
  return rows[0] ?? null;
}

/**
 * The listener's latest request, when it is this same keyless call, still unfinished or finished
 * within `seconds`: a double click or a client retry without a key lands here instead of charging
 * again. Only the latest: buy, cancel, buy again is three intents.
 */
export async function findRecentIdentical(
  tx: Queryable,
  listenerId: number,
  fingerprint: string,
  seconds: number,
) {
  const rows = await tx.query<RequestRow & { repeat: boolean }>(
    `SELECT ${COLUMNS}, (fingerprint = $2 AND request_key LIKE 'auto:%' AND (
         (state IN ('running', 'retryable') AND created_at > now() - interval '1 hour')
         OR finished_at > now() - make_interval(secs => $3))) AS repeat
     FROM operation_requests WHERE listener_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [listenerId, fingerprint, seconds],
  );
  return rows[0]?.repeat ? rows[0] : null;
}

export async function findRequest(db: Queryable, id: string) {
  const rows = await db.query<RequestRow>(`SELECT ${COLUMNS} FROM operation_requests WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function insertRequest(
  tx: Queryable,
  input: {
    projectId: string;
    listenerId: number;
    operation: string;
    key: string;
    fingerprint: string;
    args: unknown;
    leaseSeconds: number;
  },
): Promise<RequestRow> {
  const rows = await tx.query<RequestRow>(
    `INSERT INTO operation_requests (project_id, listener_id, operation, request_key, fingerprint, args, lease_until)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7)) RETURNING ${COLUMNS}`,
    [
      input.projectId,
      input.listenerId,
      input.operation,
      input.key,
      input.fingerprint,
      JSON.stringify(input.args ?? null),
      input.leaseSeconds,
    ],
  );
  return rows[0]!;
}

/** Takes over a request whose owner gave up (retryable) or died (running past its lease). */
export async function claimRequest(tx: Queryable, id: string, leaseSeconds: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE operation_requests SET state = 'running', lease_until = now() + make_interval(secs => $2)
     WHERE id = $1 AND (state = 'retryable' OR (state = 'running' AND lease_until < now())) RETURNING id`,
    [id, leaseSeconds],
  );
  return rows.length > 0;
}

export async function finishRequest(
  db: Queryable,
  id: string,
  outcome:
    | { state: 'succeeded'; result: unknown }
    | { state: 'failed'; error: RequestRow['error'] }
    | { state: 'retryable' },
): Promise<void> {
  await db.query(
    `UPDATE operation_requests SET state = $2, result = $3, error = $4,
       finished_at = CASE WHEN $2 = 'retryable' THEN NULL ELSE now() END
     WHERE id = $1 AND state = 'running'`,
    [
      id,
      outcome.state,
      outcome.state === 'succeeded' ? JSON.stringify(outcome.result ?? null) : null,
      outcome.state === 'failed' ? JSON.stringify(outcome.error) : null,
    ],
  );
}

/**
 * Requests of an operation whose owner died (running past the lease) or gave up (retryable);
 * `superseded` when the listener asked for the same operation again since.
 */
export async function abandonedRequests(db: Queryable, operation: string, limit = 100) {
  return db.query<RequestRow & { superseded: boolean }>(
    `SELECT ${COLUMNS}, EXISTS (SELECT 1 FROM operation_requests n WHERE n.listener_id = r.listener_id
         AND n.operation = r.operation AND n.created_at > r.created_at) AS superseded
     FROM operation_requests r WHERE operation = $1
       AND (state = 'retryable' OR (state = 'running' AND lease_until < now()))
     ORDER BY created_at LIMIT $2`,
    [operation, limit],
  );
}

/**
 * A request answered `queued` (a point purchase waiting for Stripe's rate, decision 055) gets the
 * outcome it later reached, so the same call again answers that instead.
 */
export async function settleQueuedRequest(
  db: Queryable,
  id: string,
  outcome: { state: 'succeeded'; result: unknown } | { state: 'failed'; error: RequestRow['error'] },
): Promise<void> {
  await db.query(
    `UPDATE operation_requests SET state = $2, result = $3, error = $4, finished_at = now()
     WHERE id = $1 AND state = 'succeeded' AND result->>'status' = 'queued'`,
    [
      id,
      outcome.state,
      outcome.state === 'succeeded' ? JSON.stringify(outcome.result ?? null) : null,
      outcome.state === 'failed' ? JSON.stringify(outcome.error) : null,
    ],
  );
}

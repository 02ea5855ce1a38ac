import type { Queryable } from '../../db/db';

/** The template of the 退会 mail, and what its address becomes once sent (decision 050). */
export const ACCOUNT_DELETED = 'account-deleted';
export const FORGOTTEN_ADDRESS = '(deleted)';

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface OutboxRow {
  id: string;
  cause_key: string;
  project_id: string | null;
  to_address: string;
  template: string;
  data: Record<string, unknown>;
  message_id: string | null;
  status: MailStatus;
  attempts: number;
  next_attempt_at: Date;
  last_attempt_at: Date | null;
  last_error: string | null;
  smtp_response: string | null;
  sent_at: Date | null;
  created_at: Date;
}

const COLUMNS = `id, cause_key, project_id, to_address, template, data, message_id, status, attempts,
  next_attempt_at, last_attempt_at, last_error, smtp_response, sent_at, created_at`;

/** One row per cause: a second insert of the same cause (a repeated webhook, a racing instance) is a no-op. */
export async function insertMail(
  tx: Queryable,
  mail: { causeKey: string; projectId: string | null; to: string; template: string; data: unknown },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO mail_outbox (cause_key, project_id, to_address, template, data)
     VALUES ($1, $2, $3, $4, $5::jsonb) ON CONFLICT (cause_key) DO NOTHING RETURNING id`,
    [mail.causeKey, mail.projectId, mail.to, mail.template, JSON.stringify(mail.data)],
  );
  return rows.length > 0;
}

/**
 * Claims up to `limit` due rows: queued ones whose time has come, and 'sending' ones whose attempt
 * began `sendingTimeoutSeconds` ago (the sender died between the claim and the mark). The attempt is
 * recorded before SMTP is spoken: 'sending', one more attempt, and due again after the timeout.
 */
export async function claimDueMail(
  db: Queryable,
  limit: number,
  sendingTimeoutSeconds: number,
): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, last_attempt_at = now(),
       next_attempt_at = now() + make_interval(secs => $2)
     WHERE id IN (
       SELECT id FROM mail_outbox WHERE status IN ('queued', 'sending') AND next_attempt_at <= now()
       ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING ${COLUMNS}`,
    [limit, sendingTimeoutSeconds],
  );
}

/** SMTP accepted it: sent once, with what the server answered (its queue id). */
export async function markSent(db: Queryable, id: string, messageId: string, response: string) {
  await db.query(
    `UPDATE mail_outbox SET status = 'sent', sent_at = now(), message_id = $2, smtp_response = $3,
       last_error = NULL,
       -- The 退会 mail is the last use of a deleted fan's address: forgotten once SMTP has it.
       to_address = CASE WHEN template = '${ACCOUNT_DELETED}' THEN '${FORGOTTEN_ADDRESS}' ELSE to_address END
     WHERE id = $1 AND status = 'sending'`,
    [id, messageId, response.slice(0, 1000)],
  );
}

/** SMTP refused or timed out: due again after `retrySeconds`, or given up ('failed') when permanent. */
export async function markFailed(
  db: Queryable,
  id: string,
  change: { messageId: string; error: string; response: string | null; retrySeconds: number | null },
) {
  await db.query(
    `UPDATE mail_outbox SET status = CASE WHEN $4::integer IS NULL THEN 'failed' ELSE 'queued' END,
       next_attempt_at = CASE WHEN $4::integer IS NULL THEN next_attempt_at
         ELSE now() + make_interval(secs => $4::integer) END,
       message_id = $2, last_error = $3, smtp_response = $5
     WHERE id = $1 AND status = 'sending'`,
    [
      id,
      change.messageId,
      change.error.slice(0, 1000),
      change.retrySeconds,
      change.response?.slice(0, 1000) ?? null,
    ],
  );
}

export async function findMailByCause(db: Queryable, causeKey: string): Promise<OutboxRow | null> {
  const rows = await db.query<OutboxRow>(`SELECT ${COLUMNS} FROM mail_outbox WHERE cause_key = $1`, [
    causeKey,
  ]);
  return rows[0] ?? null;
}

// Stuck: not sent an hour after it was written (SMTP refusing for that long, or given up).
const STUCK = `status <> 'sent' AND created_at < now() - interval '1 hour'`;

/** For the operators' health view: how many mails are stuck. */
export async function countStuckMail(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM mail_outbox WHERE ${STUCK}`);
  return rows[0]!.n;
}

/** A project's stuck mail, for its operators' dashboard: how many, and since when. */
export async function stuckMailOf(db: Queryable, projectId: string) {
  const rows = await db.query<{ stuck_mail: number; oldest_stuck_mail: Date | null }>(
    `SELECT count(*)::integer AS stuck_mail, min(created_at) AS oldest_stuck_mail
       FROM mail_outbox WHERE project_id = $1 AND ${STUCK}`,
    [projectId],
  );
  return rows[0]!;
}

/** The stuck mails, oldest first, without their data (operators see the cause, not the fan's figures). */
export async function listStuckMail(db: Queryable, limit = 50) {
  return db.query<
    Pick<OutboxRow, 'id' | 'cause_key' | 'template' | 'status' | 'attempts' | 'last_error' | 'created_at'> & {
      last_attempt_at: Date | null;
    }
  >(
    `SELECT id, cause_key, template, status, attempts, last_error, created_at, last_attempt_at
     FROM mail_outbox WHERE ${STUCK} ORDER BY created_at LIMIT $1`,
    [limit],
  );
}

/**
 * A deleted fan's mail (decision 050): rows already sent keep what was sent but not the address;
 * rows not yet sent are dropped (their account is gone), except the 退会 mail itself (`keep`).
 */
export async function forgetMailTo(db: Queryable, addresses: string[], keep: string) {
  if (addresses.length === 0) return;
  await db.query(
    `DELETE FROM mail_outbox WHERE lower(to_address) = ANY($1::text[]) AND status <> 'sent' AND cause_key <> $2`,
    [addresses.map((a) => a.toLowerCase()), keep],
  );
  await db.query(
    `UPDATE mail_outbox SET to_address = '${FORGOTTEN_ADDRESS}' WHERE lower(to_address) = ANY($1::text[]) AND cause_key <> $2`,
    [addresses.map((a) => a.toLowerCase()), keep],
  );
}

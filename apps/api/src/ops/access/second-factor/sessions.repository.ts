import type { Queryable } from '../../../db/db';

export type SessionEnd = 'signOut' | 'maxAge' | 'idle' | 'secondFactorReset' | 'allSessionsEnded';

export interface SessionRow {
  id: string;
  operator_uid: string;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
}

export async function insertSession(
  db: Queryable,
  s: { tokenHash: string; uid: string; projectId: string; now: Date },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO operator_sessions (token_hash, operator_uid, project_id, created_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $4) RETURNING id::text`,
    [s.tokenHash, s.uid, s.projectId, s.now],
  );
  return rows[0]!.id;
}

/**
 * The open session of this token and operator, still young enough and not idle, marked seen now (one
 * statement: two instances cannot both revive an idle one). Null when there is none such.
 */
export async function touchSession(
  db: Queryable,
  s: { tokenHash: string; uid: string; now: Date; bornAfter: Date; seenAfter: Date },
): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `UPDATE operator_sessions SET last_seen_at = greatest(last_seen_at, $3)
     WHERE token_hash = $1 AND operator_uid = $2 AND ended_at IS NULL AND created_at > $4 AND last_seen_at > $5
     RETURNING id::text`,
    [s.tokenHash, s.uid, s.now, s.bornAfter, s.seenAfter],
  );
  return rows[0]?.id ?? null;
}

export async function findSession(db: Queryable, tokenHash: string, uid: string) {
  const rows = await db.query<SessionRow>(
    `SELECT id::text, operator_uid, created_at, last_seen_at, ended_at FROM operator_sessions
     WHERE token_hash = $1 AND operator_uid = $2`,
    [tokenHash, uid],
  );
  return rows[0] ?? null;
}

/** Ends a session (once: a later end keeps the first time and reason). */
export async function endSession(db: Queryable, id: string, reason: SessionEnd, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE operator_sessions SET ended_at = $3, ended_reason = $2 WHERE id = $1 AND ended_at IS NULL RETURNING id`,
    [id, reason, now],
  );
  return rows.length > 0;
}

/** Ends every open session of an operator (a reset, end-sessions): the projects they were open in. */
export async function endAllSessions(db: Queryable, uid: string, reason: SessionEnd, now: Date) {
  const rows = await db.query<{ project_id: string }>(
    `UPDATE operator_sessions SET ended_at = $3, ended_reason = $2
     WHERE operator_uid = $1 AND ended_at IS NULL RETURNING project_id`,
    [uid, reason, now],
  );
  return rows.map((r) => r.project_id);
}

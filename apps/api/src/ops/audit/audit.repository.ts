import type { Queryable } from '../../db/db';
import type { AuditAction } from './audit-actions';

export interface AuditRow {
  id: string;
  /** null: platform-wide, by automation (migration 0032). */
  project_id: string | null;
  operator_uid: string;
  operator_email: string | null;
  action: string;
  target: string | null;
  input: unknown;
  before: unknown;
  after: unknown;
  request_id: string | null;
  occurred_at: Date;
}

export interface NewAudit {
  projectId: string | null;
  operatorUid: string;
  operatorEmail: string | null;
  action: AuditAction;
  target: string | null;
  input: unknown;
  before: unknown;
  after: unknown;
  requestId: string | null;
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/** The row's time is the database's (one clock for every instance and the CLI), never the caller's. */
export async function insertAudit(db: Queryable, a: NewAudit): Promise<void> {
  await db.query(
    `INSERT INTO operator_audit_log (project_id, operator_uid, operator_email, action, target, input, before, after,
       request_id, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9, statement_timestamp())`,
    [
      a.projectId,
      a.operatorUid,
      a.operatorEmail,
      a.action,
      a.target,
      json(a.input) ?? '{}',
      json(a.before),
      json(a.after),
      a.requestId,
    ],
  );
}

/**
 * The project's rows and the platform-wide ones (automation's windows close its fans too), newest
 * first. Each side is read newest first along the (project_id, occurred_at, id) index and cut at the
 * limit before the two are merged, so a long log is never sorted whole.
 */
export async function listAudit(
  db: Queryable,
  projectId: string,
  filter: { limit: number; action?: string | null },
): Promise<AuditRow[]> {
  const side = (where: string) =>
    `(SELECT id, project_id, operator_uid, operator_email, action, target, input, before, after, request_id,
        occurred_at
      FROM operator_audit_log WHERE ${where} AND ($2::text IS NULL OR action = $2)
      ORDER BY occurred_at DESC, id DESC LIMIT $3)`;
  return db.query<AuditRow>(
    `SELECT id::text AS id, project_id, operator_uid, operator_email, action, target, input, before, after,
       request_id, occurred_at
     FROM (${side('project_id = $1')} UNION ALL ${side('project_id IS NULL')}) rows
     ORDER BY occurred_at DESC, rows.id DESC LIMIT $3`,
    [projectId, filter.action ?? null, filter.limit],
  );
}

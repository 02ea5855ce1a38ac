import type { Queryable } from '../db/db';

export interface AuditRow {
  id: string;
  project_id: string;
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
  projectId: string;
  operatorUid: string;
  operatorEmail: string | null;
  action: string;
  target: string | null;
  input: unknown;
  before: unknown;
  after: unknown;
  requestId: string | null;
  occurredAt: Date;
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

export async function insertAudit(db: Queryable, a: NewAudit): Promise<void> {
  await db.query(
    `INSERT INTO operator_audit_log (project_id, operator_uid, operator_email, action, target, input, before, after,
       request_id, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9, $10)`,
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
      a.occurredAt.toISOString(),
    ],
  );
}

export async function listAudit(
  db: Queryable,
  projectId: string,
  filter: { limit: number; action?: string | null },
): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    `SELECT id::text AS id, project_id, operator_uid, operator_email, action, target, input, before, after,
       request_id, occurred_at
     FROM operator_audit_log WHERE project_id = $1 AND ($2::text IS NULL OR action = $2)
     ORDER BY occurred_at DESC, id DESC LIMIT $3`,
    [projectId, filter.action ?? null, filter.limit],
  );
}

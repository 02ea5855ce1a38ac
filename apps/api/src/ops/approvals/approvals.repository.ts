import type { Queryable } from '../../db/db';

export type ApprovalAction = 'grantPoints' | 'refundPointPurchase';

export interface ApprovalRow {
  id: number;
  action: ApprovalAction;
  input: Record<string, unknown>;
  reason: string;
  requested_by: string;
  requested_email: string | null;
  requested_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  outcome: 'approved' | 'rejected' | null;
}

const COLUMNS =
  'id, action, input, reason, requested_by, requested_email, requested_at, decided_by, decided_at, outcome';

export async function insertApproval(
  db: Queryable,
  a: {
    projectId: string;
    action: ApprovalAction;
    input: unknown;
    reason: string;
    requestedBy: string;
    requestedEmail: string | null;
  },
): Promise<ApprovalRow> {
  const rows = await db.query<ApprovalRow>(
    `INSERT INTO operator_approvals (project_id, action, input, reason, requested_by, requested_email)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6) RETURNING ${COLUMNS}`,
    [a.projectId, a.action, JSON.stringify(a.input), a.reason, a.requestedBy, a.requestedEmail],
  );
  return rows[0]!;
}

export function listOpenApprovals(db: Queryable, projectId: string): Promise<ApprovalRow[]> {
  return db.query<ApprovalRow>(
    `SELECT ${COLUMNS} FROM operator_approvals WHERE project_id = $1 AND decided_at IS NULL ORDER BY id LIMIT 100`,
    [projectId],
  );
}

/**
 * Decides an open request of the project, by someone other than who asked; the row locked until the
 * caller's transaction ends, so two approvers cannot both carry it out. Null when there is none.
 */
export async function decideApproval(
  db: Queryable,
  d: { projectId: string; id: number; by: string; outcome: 'approved' | 'rejected' },
): Promise<ApprovalRow | null> {
  const rows = await db.query<ApprovalRow>(
    `UPDATE operator_approvals SET decided_by = $3, decided_at = statement_timestamp(), outcome = $4
     WHERE project_id = $1 AND id = $2 AND decided_at IS NULL AND requested_by <> $3
     RETURNING ${COLUMNS}`,
    [d.projectId, d.id, d.by, d.outcome],
  );
  return rows[0] ?? null;
}

/** Points posted by grants in the last 24 hours (database clock): by one operator, and to one fan. */
export async function grantedToday(
  db: Queryable,
  projectId: string,
  by: { operatorUid: string; fanId: number },
): Promise<{ byOperator: number; toFan: number }> {
  const rows = await db.query<{ by_operator: number; to_fan: number }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE operator_uid = $2), 0)::int AS by_operator,
            coalesce(sum(amount) FILTER (WHERE target = $3), 0)::int AS to_fan
     FROM (SELECT operator_uid, target, (input->>'amount')::int AS amount FROM operator_audit_log
           WHERE project_id = $1 AND action = 'grantPoints' AND (after->>'posted')::boolean
             AND occurred_at > statement_timestamp() - interval '1 day') grants`,
    [projectId, by.operatorUid, `fan:${by.fanId}`],
  );
  return { byOperator: rows[0]!.by_operator, toFan: rows[0]!.to_fan };
}

/** The open request to refund one point purchase, if any (the caller holds the purchase row locked). */
export async function findOpenRefundRequest(
  db: Queryable,
  projectId: string,
  purchaseId: string,
): Promise<ApprovalRow | null> {
  const rows = await db.query<ApprovalRow>(
    `SELECT ${COLUMNS} FROM operator_approvals
     WHERE project_id = $1 AND action = 'refundPointPurchase' AND decided_at IS NULL
       AND input->>'purchaseId' = $2
     ORDER BY id LIMIT 1`,
    [projectId, purchaseId],
  );
  return rows[0] ?? null;
}

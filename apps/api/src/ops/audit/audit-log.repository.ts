import type { Queryable } from '../../db/db';
import type { AuditRow } from './audit.repository';
import type { PageRequest } from '../../db/keyset';
import { keyTime, type Keyed } from '../lists/ops-list';

export interface AuditFilter extends PageRequest {
  operator: { uid: string } | { email: string } | null;
  action: string | null;
  /** Leave out the read rows (read:…): what operators changed. */
  changesOnly: boolean;
  from: Date | null;
  to: Date | null;
}

/**
 * One page of the audit log, newest first: the project's rows and the platform-wide ones
 * (automation's), each side read along its own index range — (project_id, operator_uid | email |
 * action, occurred_at, id) when filtered by one, else (project_id, occurred_at, id) — and cut at the
 * limit before the two are merged, so a long log is never sorted whole.
 */
export function auditLogPage(
  db: Queryable,
  projectId: string,
  f: AuditFilter,
): Promise<(AuditRow & Keyed)[]> {
  const params: unknown[] = [projectId, f.limit];
  const where: string[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.operator && 'uid' in f.operator) add((p) => `operator_uid = ${p}`, f.operator.uid);
  if (f.operator && 'email' in f.operator)
    add((p) => `lower(operator_email) = lower(${p})`, f.operator.email);
  if (f.action) add((p) => `action = ${p}`, f.action);
  if (f.changesOnly) where.push(`action NOT LIKE 'read:%'`);
  if (f.from) add((p) => `occurred_at >= ${p}::timestamptz`, f.from.toISOString());
  if (f.to) add((p) => `occurred_at < ${p}::timestamptz`, f.to.toISOString());
  if (f.after) {
    params.push(...f.after);
    where.push(`(occurred_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`);
  }
  const filters = where.map((w) => ` AND ${w}`).join('');
  const side = (owner: string) =>
    `(SELECT id, project_id, operator_uid, operator_email, action, target, input, before, after, request_id,
        occurred_at
      FROM operator_audit_log WHERE ${owner}${filters} ORDER BY occurred_at DESC, id DESC LIMIT $2)`;
  return db.query<AuditRow & { key_time: string }>(
    `SELECT id::text AS id, project_id, operator_uid, operator_email, action, target, input, before, after,
       request_id, occurred_at, ${keyTime('occurred_at')} AS key_time
     FROM (${side('project_id = $1')} UNION ALL ${side('project_id IS NULL')}) rows
     ORDER BY occurred_at DESC, rows.id DESC LIMIT $2`,
    params,
  );
}

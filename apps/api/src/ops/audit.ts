import type { Queryable } from '../db/db';
import type { OpsContext } from './context';
import { insertAudit } from './audit.repository';

export interface AuditEntry {
  action: string;
  target?: string | null;
  input: unknown;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes the audit row of a successful operator call. Callers pass the transaction that made the
 * change, so the change and its record commit together (or neither does).
 */
export function audit(ctx: OpsContext, db: Queryable, entry: AuditEntry): Promise<void> {
  return insertAudit(db, {
    projectId: ctx.projectId,
    operatorUid: ctx.operator.uid,
    operatorEmail: ctx.operator.email,
    action: entry.action,
    target: entry.target ?? null,
    input: entry.input,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: ctx.requestId,
    occurredAt: ctx.now(),
  });
}

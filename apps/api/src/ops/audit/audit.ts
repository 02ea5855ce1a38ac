import type { Db, Queryable } from '../../db/db';
import type { Operator } from '../ops-context';
import type { AuditAction } from './audit-actions';
import { insertAudit } from './audit.repository';

/**
 * Who acted, where: an operator in the project of their request (OpsContext), or automation with
 * ADMIN_TOKEN on the whole platform (projectId null, ops/maintenance/automation.ts).
 */
export interface AuditActor {
  projectId: string | null;
  operator: Operator;
  requestId: string | null;
  now: () => Date;
}

export interface AuditEntry {
  action: AuditAction;
  target?: string | null;
  input: unknown;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes the audit row of a successful operator call. Callers pass the transaction that made the
 * change, so the change and its record commit together (or neither does).
 */
export function audit(ctx: AuditActor, db: Queryable, entry: AuditEntry): Promise<void> {
  return insertAudit(db, {
    projectId: ctx.projectId,
    operatorUid: ctx.operator.uid,
    operatorEmail: ctx.operator.email,
    action: entry.action,
    target: entry.target ?? null,
    input: storable(entry.input),
    before: storable(entry.before ?? null),
    after: storable(entry.after ?? null),
    requestId: ctx.requestId,
  });
}

/**
 * Writes a new row and its audit entry in one transaction (both commit, or neither): `action` on
 * `<target>:<id>`, with what the operator sent and the row as made (as `shown` keeps it, e.g. without
 * a large image). Answers the row.
 */
export function auditedInsert<Row extends { id: number | string }>(
  ctx: AuditActor & { db: Db },
  entry: { action: AuditAction; target: string; input: unknown; shown?: (row: Row) => unknown },
  insert: (tx: Queryable) => Promise<Row>,
): Promise<Row> {
  return ctx.db.transaction(async (tx) => {
    const row = await insert(tx);
    await audit(ctx, tx, {
      action: entry.action,
      target: `${entry.target}:${row.id}`,
      input: entry.input,
      after: entry.shown ? entry.shown(row) : row,
    });
    return row;
  });
}

// jsonb holds neither NUL nor half a surrogate pair: a refused read's arguments keep them as visible
// escapes (\u0000, \ud800), so the row is written and still shows what was sent.
// eslint-disable-next-line no-control-regex -- NUL is exactly what is escaped
const UNSTORABLE = /\u0000|\p{Surrogate}/gu;

function storable(value: unknown): unknown {
  if (typeof value === 'string')
    return value.replace(UNSTORABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (Array.isArray(value)) return value.map(storable);
  if (value && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value)))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, storable(v)]));
  return value;
}

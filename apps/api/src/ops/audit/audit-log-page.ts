import { z } from 'zod';
import { badInput } from '../../lib/domain-error';
import type { OpsContext } from '../ops-context';
import { parseInput } from '../input/parse-input';
import type { AuditRow } from './audit.repository';
import { opsList, PageArgs, type Keyed } from '../lists/ops-list';
import { auditLogPage } from './audit-log.repository';

export const AUDIT_PAGE = 50;
const list = opsList<AuditRow & Keyed>('audit', ['timestamp', 'bigint'], AUDIT_PAGE, (r) => [
  r.key_time,
  r.id,
]);

const Filter = PageArgs.extend({
  /** An operator's uid, or their e-mail address (any case). */
  operator: z.string().trim().min(1).max(254).nullish(),
  action: z.string().trim().min(1).max(60).nullish(),
  changesOnly: z.boolean().nullish(),
  from: z.date().nullish(),
  to: z.date().nullish(),
});

/**
 * The audit log filtered by operator, action and time (from included, to not), newest first, a page
 * at a time. auditLog(action, limit) stays as it was for the CLI.
 */
export async function listAuditLogPage(ctx: OpsContext, raw: unknown) {
  const f = parseInput(Filter, raw);
  if (f.from && f.to && f.from >= f.to)
    throw badInput('to', 'to は from より後の時刻にしてください (to must be after from)');
  const operator = f.operator
    ? f.operator.includes('@')
      ? { email: f.operator }
      : { uid: f.operator }
    : null;
  return list.read(f, (page) =>
    auditLogPage(ctx.db, ctx.projectId, {
      operator,
      action: f.action ?? null,
      changesOnly: f.changesOnly ?? false,
      from: f.from ?? null,
      to: f.to ?? null,
      ...page,
    }),
  );
}

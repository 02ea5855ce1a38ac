import { z } from 'zod';
import { opsBuilder as b } from '../graphql/builder';
import { time } from '../graphql/fields';
import { listAudit, type AuditRow } from './audit.repository';
import { parseInput } from '../input/parse-input';

export const AuditEntry = b.objectRef<AuditRow>('AuditEntry').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    operatorUid: t.exposeString('operator_uid'),
    operatorEmail: t.exposeString('operator_email', { nullable: true }),
    action: t.exposeString('action'),
    target: t.exposeString('target', { nullable: true }),
    input: t.field({ type: 'JSON', resolve: (a) => a.input }),
    before: t.field({ type: 'JSON', nullable: true, resolve: (a) => a.before }),
    after: t.field({ type: 'JSON', nullable: true, resolve: (a) => a.after }),
    requestId: t.exposeString('request_id', { nullable: true }),
    occurredAt: time(t, 'occurred_at'),
  }),
});

const AuditArgs = z.object({ limit: z.number().int().min(1).max(500), action: z.string().max(60).nullish() });

b.queryFields((t) => ({
  auditLog: t.field({
    type: [AuditEntry],
    description:
      "What operators did in this project, and automation's platform-wide maintenance (operatorUid automation:admin-token), newest first.",
    args: { limit: t.arg.int({ defaultValue: 50 }), action: t.arg.string() },
    resolve: (_r, args, ctx) => listAudit(ctx.db, ctx.projectId, parseInput(AuditArgs, args)),
  }),
}));

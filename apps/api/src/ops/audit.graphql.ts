import { z } from 'zod';
import { opsBuilder as b } from './builder';
import { time } from './fields';
import { listAudit, type AuditRow } from './audit.repository';
import { parseInput } from './input';
import { setUpProject } from './set-up-project';

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

const Me = b.objectRef<{ uid: string; email: string | null; projectId: string }>('Operator').implement({
  fields: (t) => ({
    uid: t.exposeString('uid'),
    email: t.exposeString('email', { nullable: true }),
    projectId: t.exposeString('projectId'),
  }),
});

const Project = b.objectRef<{ id: string; name: string }>('Project').implement({
  fields: (t) => ({ id: t.exposeString('id'), name: t.exposeString('name') }),
});

const AuditArgs = z.object({ limit: z.number().int().min(1).max(500), action: z.string().max(60).nullish() });

b.queryFields((t) => ({
  me: t.field({
    type: Me,
    resolve: (_r, _a, ctx) => ({
      uid: ctx.operator.uid,
      email: ctx.operator.email,
      projectId: ctx.projectId,
    }),
  }),
  auditLog: t.field({
    type: [AuditEntry],
    description:
      "What operators did in this project, and automation's platform-wide maintenance (operatorUid automation:admin-token), newest first.",
    args: { limit: t.arg.int({ defaultValue: 50 }), action: t.arg.string() },
    resolve: (_r, args, ctx) => listAudit(ctx.db, ctx.projectId, parseInput(AuditArgs, args)),
  }),
}));

b.mutationFields((t) => ({
  setUpProject: t.field({
    type: Project,
    description: "Creates (or renames) the header's project: the first call on an empty database.",
    args: { name: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => setUpProject(ctx, args),
  }),
}));

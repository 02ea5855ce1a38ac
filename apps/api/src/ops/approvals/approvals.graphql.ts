import { opsBuilder as b } from '../graphql/builder';
import { time } from '../graphql/fields';
import { listOpenApprovals, type ApprovalRow } from './approvals.repository';
import { decideRequest } from './decide-approval';

const Approval = b.objectRef<ApprovalRow>('ApprovalRequest').implement({
  description: 'A grant or refund above the bounds, waiting for a second operator of the project.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    action: t.exposeString('action', { description: 'grantPoints or refundPointPurchase' }),
    input: t.field({ type: 'JSON', resolve: (r) => r.input }),
    reason: t.exposeString('reason', { description: 'the bound it crossed, e.g. fanDailyCap:3000' }),
    requestedBy: t.exposeString('requested_by'),
    requestedEmail: t.exposeString('requested_email', { nullable: true }),
    requestedAt: time(t, 'requested_at'),
  }),
});

const Decision = b.objectRef<{ id: number; outcome: string; result: unknown }>('ApprovalDecision').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    outcome: t.exposeString('outcome', { description: 'approved (and carried out) or rejected' }),
    result: t.field({ type: 'JSON', nullable: true, resolve: (d) => d.result ?? null }),
  }),
});

b.queryFields((t) => ({
  approvalRequests: t.field({
    type: [Approval],
    description: 'Requests of this project waiting for a second operator, oldest first.',
    resolve: (_r, _a, ctx) => listOpenApprovals(ctx.db, ctx.projectId),
  }),
}));

b.mutationFields((t) => ({
  approveRequest: t.field({
    type: Decision,
    description: "Approves another operator's request and carries it out now.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => decideRequest(ctx, a.id, true),
  }),
  rejectRequest: t.field({
    type: Decision,
    description: "Refuses another operator's request; nothing moves.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => decideRequest(ctx, a.id, false),
  }),
}));

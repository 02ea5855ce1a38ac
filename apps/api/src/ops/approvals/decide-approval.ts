import { notFound } from '../../lib/domain-error';
import { audit } from '../audit/audit';
import type { OpsContext } from '../ops-context';
import { grantPoints } from '../support/grant-points';
import { refundPointPurchase } from '../support/refund-point-purchase';
import { decideApproval } from './approvals.repository';

const CARRY_OUT = { grantPoints, refundPointPurchase } as const;

/**
 * A second operator approves a request (and it is carried out now, in their name, with the request's
 * id recorded) or refuses it. Never the operator who asked. If carrying it out fails (the points spent
 * meanwhile, Stripe out of reach), the request is open again.
 */
export async function decideRequest(ctx: OpsContext, id: number, approve: boolean) {
  const decided = await ctx.db.transaction(async (tx) => {
    const row = await decideApproval(tx, {
      projectId: ctx.projectId,
      id,
      by: ctx.operator.uid,
      outcome: approve ? 'approved' : 'rejected',
    });
    if (!row) throw notFound('承認待ちの申請が見つかりません（申請した本人は承認できません）。');
    await audit(ctx, tx, {
      action: approve ? 'approveRequest' : 'rejectRequest',
      target: `approval:${row.id}`,
      input: { id },
      before: { action: row.action, input: row.input, requestedBy: row.requested_by, reason: row.reason },
    });
    return row;
  });
  if (!approve) return { id: decided.id, outcome: 'rejected', result: null };
  try {
    const result = await CARRY_OUT[decided.action](ctx, decided.input, decided);
    return { id: decided.id, outcome: 'approved', result };
  } catch (error) {
    await ctx.db.query(
      `UPDATE operator_approvals SET decided_by = NULL, decided_at = NULL, outcome = NULL WHERE id = $1`,
      [decided.id],
    );
    throw error;
  }
}

import { ErrorCode } from '@fan/shared';
import { appError, forbidden } from '../../lib/domain-error';
import type { OpsContext } from '../ops-context';
import type { FanRow } from '../support/support.repository';
import { grantedToday, insertApproval, type ApprovalAction, type ApprovalRow } from './approvals.repository';

/**
 * Files the call as a request for a second operator and refuses it for now (APPROVAL_REQUIRED with
 * `approvalId`): nothing moved. The refusal itself is audited like any refused call.
 */
async function awaitSecondOperator(
  ctx: OpsContext,
  action: ApprovalAction,
  input: unknown,
  reason: string,
): Promise<never> {
  const request = await insertApproval(ctx.db, {
    projectId: ctx.projectId,
    action,
    input,
    reason,
    requestedBy: ctx.operator.uid,
    requestedEmail: ctx.operator.email,
  });
  throw appError(
    ErrorCode.ApprovalRequired,
    `上限を超えるため、別のオペレーターの承認が必要です（申請番号 ${request.id}）。`,
    { approvalId: request.id, reason },
  );
}

/**
 * A grant's bounds: never to the operator's own fan account; within 24 hours, at most
 * OPS_GRANT_DAILY_OPERATOR_POINTS by one operator and OPS_GRANT_DAILY_FAN_POINTS to one fan, beyond
 * which a second operator approves (an approved request is not counted again).
 */
export async function checkGrantBounds(
  ctx: OpsContext,
  fan: FanRow,
  input: { amount: number },
  approved: ApprovalRow | null,
): Promise<void> {
  if (fan.firebase_uid === ctx.operator.uid)
    throw forbidden('自分のファンアカウントにはポイントを付与できません。');
  if (approved) return;
  const today = await grantedToday(ctx.db, ctx.projectId, { operatorUid: ctx.operator.uid, fanId: fan.id });
  const { OPS_GRANT_DAILY_OPERATOR_POINTS: byOperator, OPS_GRANT_DAILY_FAN_POINTS: toFan } = ctx.config;
  if (today.byOperator + input.amount > byOperator)
    await awaitSecondOperator(ctx, 'grantPoints', input, `operatorDailyCap:${byOperator}`);
  if (today.toFan + input.amount > toFan)
    await awaitSecondOperator(ctx, 'grantPoints', input, `fanDailyCap:${toFan}`);
}

/** A refund above OPS_REFUND_APPROVAL_YEN waits for a second operator. */
export async function checkRefundBound(
  ctx: OpsContext,
  purchase: { price: number } | null,
  input: unknown,
  approved: ApprovalRow | null,
): Promise<void> {
  const limit = ctx.config.OPS_REFUND_APPROVAL_YEN;
  if (!approved && purchase && purchase.price > limit)
    await awaitSecondOperator(ctx, 'refundPointPurchase', input, `refundAbove:${limit}`);
}

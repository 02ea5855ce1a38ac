import { ErrorCode } from '@fan/shared';
import type { Queryable } from '../../db/db';
import { appError, forbidden } from '../../lib/domain-error';
import type { OpsContext } from '../ops-context';
import type { FanRow } from '../support/support.repository';
import {
  findOpenRefundRequest,
  grantedToday,
  insertApproval,
  type ApprovalAction,
  type ApprovalRow,
} from './approvals.repository';

// An operator's money moves are checked and posted in one transaction (docs/decisions/054): the
// bounds are read under transaction advisory locks, taken always in the same order (the operator's,
// then the fan's), or under the purchase's row lock, and the grant or refund is posted before they
// are released. Every statement goes through the caller's transaction: on PGlite (one connection) a
// query beside it would wait for it forever, and on PostgreSQL a second pooled connection taken
// while holding a lock could wait for a connection that a waiter for that lock holds.

/** Key spaces of pg_advisory_xact_lock(int, int) (727002 is a listener's requests and code attempts). */
const OPERATOR_GRANTS_LOCK = 727043;
const FAN_GRANTS_LOCK = 727044;

/**
 * Serialises the grants that count against one operator's and one fan's daily caps, across instances,
 * until the transaction ends: first the operator's lock, then the fan's, never the other way round, so
 * two grants never wait for each other in a circle. The ledger's balance row is locked after both.
 */
export async function lockGrantBounds(
  tx: Queryable,
  projectId: string,
  operatorUid: string,
  fanId: number,
): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
    OPERATOR_GRANTS_LOCK,
    `${projectId}:${operatorUid}`,
  ]);
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [FAN_GRANTS_LOCK, fanId]);
}

/** A request for a second operator, filed in the caller's transaction (kept when it commits). */
function fileRequest(
  ctx: OpsContext,
  tx: Queryable,
  action: ApprovalAction,
  input: unknown,
  reason: string,
): Promise<ApprovalRow> {
  return insertApproval(tx, {
    projectId: ctx.projectId,
    action,
    input,
    reason,
    requestedBy: ctx.operator.uid,
    requestedEmail: ctx.operator.email,
  });
}

/**
 * The refusal of a call filed for a second operator (APPROVAL_REQUIRED with `approvalId`): nothing
 * moved. Thrown after the transaction that filed the request committed; the refusal itself is audited
 * like any refused call.
 */
export function approvalRequired(request: Pick<ApprovalRow, 'id' | 'reason'>) {
  return appError(
    ErrorCode.ApprovalRequired,
    `上限を超えるため、別のオペレーターの承認が必要です（申請番号 ${request.id}）。`,
    { approvalId: request.id, reason: request.reason },
  );
}

/** A grant to the operator's own fan account is never made, whoever approves it. */
export function refuseOwnAccount(ctx: OpsContext, fan: FanRow): void {
  if (fan.firebase_uid === ctx.operator.uid)
    throw forbidden('自分のファンアカウントにはポイントを付与できません。');
}

/**
 * A grant's bounds, inside the posting transaction under lockGrantBounds: within 24 hours, at most
 * OPS_GRANT_DAILY_OPERATOR_POINTS by one operator and OPS_GRANT_DAILY_FAN_POINTS to one fan, beyond
 * which a second operator approves (an approved request is not checked again, and counts afterwards).
 * Answers the request filed (the caller commits it, posts nothing and throws approvalRequired), or
 * null when the grant may post.
 */
export async function checkGrantBounds(
  ctx: OpsContext,
  tx: Queryable,
  fan: FanRow,
  input: { amount: number },
): Promise<ApprovalRow | null> {
  const today = await grantedToday(tx, ctx.projectId, { operatorUid: ctx.operator.uid, fanId: fan.id });
  const { OPS_GRANT_DAILY_OPERATOR_POINTS: byOperator, OPS_GRANT_DAILY_FAN_POINTS: toFan } = ctx.config;
  if (today.byOperator + input.amount > byOperator)
    return fileRequest(ctx, tx, 'grantPoints', input, `operatorDailyCap:${byOperator}`);
  if (today.toFan + input.amount > toFan)
    return fileRequest(ctx, tx, 'grantPoints', input, `fanDailyCap:${toFan}`);
  return null;
}

/**
 * A refund above OPS_REFUND_APPROVAL_YEN waits for a second operator; checked on the purchase row the
 * caller holds locked (FOR UPDATE), in the refund's transaction. The price bounds it, not what is left
 * to refund, so refunds in Stripe's Dashboard first cannot bring a purchase under the bound. While a
 * request for the purchase is open, asking again answers that one (one request, however many calls).
 * Answers the request (the caller commits it and throws approvalRequired), or null.
 */
export async function checkRefundBound(
  ctx: OpsContext,
  tx: Queryable,
  purchase: { id: string; price: number },
  input: unknown,
): Promise<ApprovalRow | null> {
  const limit = ctx.config.OPS_REFUND_APPROVAL_YEN;
  if (purchase.price <= limit) return null;
  return (
    (await findOpenRefundRequest(tx, ctx.projectId, purchase.id)) ??
    fileRequest(ctx, tx, 'refundPointPurchase', input, `refundAbove:${limit}`)
  );
}

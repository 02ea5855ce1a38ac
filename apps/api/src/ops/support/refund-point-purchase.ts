import { approvalRequired, checkRefundBound } from '../approvals/money-bounds';
import type { ApprovalRow } from '../approvals/approvals.repository';
import type Stripe from 'stripe';
import { recordChargeRefunds } from '../../modules/payments/record-charge-refunds';
import { z } from 'zod';
import { badInput, conflict, notFound } from '../../lib/domain-error';
import { lockBalance } from '../../ledger/ledger.repository';
import { recordPointRefund } from '../../modules/payments/record-point-refund';
import { audit } from '../audit/audit';
import type { OpsContext } from '../ops-context';
import { parseInput } from '../input/parse-input';
import * as repo from './support.repository';

const Refund = z.object({
  purchaseId: z
    .string()
    .trim()
    .regex(repo.PURCHASE_ID, 'a point purchase id (a UUID, as fans(…) lists them)'),
  reason: z.string().trim().min(1).max(200),
});

/**
 * Refunds a card point purchase whose points are unspent: a Stripe Refund of the whole payment and a
 * `refund` entry taking the points back from the paid balance. Refused when the paid balance no longer
 * holds them (spent), for konbini payments (paid back by bank transfer, outside this tool) and twice.
 *
 * The balance row stays locked from the check to the entry, so a spend cannot slip in between; Stripe
 * is called inside that transaction with a key derived from the purchase, so a retry after a failure
 * (whatever committed) reuses the same Refund and posts the entry once. The approval bound is checked
 * under the same purchase row lock: parallel calls are decided one after another, the first files the
 * request and the others answer it; nothing is refunded until a second operator approves.
 */
export async function refundPointPurchase(
  ctx: OpsContext,
  raw: unknown,
  approved: ApprovalRow | null = null,
) {
  const input = parseInput(Refund, raw);
  const outcome = await ctx.db.transaction(async (tx) => {
    const purchase = await repo.findPurchase(tx, ctx.projectId, input.purchaseId, true);
    if (!purchase) throw notFound(`point purchase ${input.purchaseId} not found`);
    if (purchase.stripe_refund_id) throw conflict(`already refunded (${purchase.stripe_refund_id})`);
    if (purchase.status !== 'succeeded' || !purchase.stripe_payment_intent_id)
      throw badInput('purchaseId', `the purchase is ${purchase.status}: only paid purchases are refunded`);
    if (purchase.method !== 'card')
      throw badInput(
        'purchaseId',
        'konbini purchases are refunded by bank transfer, outside this tool; take the points back with an adjustment',
      );
    const key = {
      projectId: ctx.projectId,
      listenerId: purchase.listener_id,
      tierTypeId: purchase.tier_type_id,
    };
    const balance = await lockBalance(tx, key);
    if (balance.paid < purchase.amount)
      throw conflict(
        `the points were spent: the fan holds ${balance.paid} paid points of the ${purchase.amount} bought; nothing was refunded`,
        { reason: 'POINTS_SPENT' },
      );
    if (!approved) {
      const request = await checkRefundBound(ctx, tx, purchase, input);
      // Committed with nothing refunded; the call is refused once it is.
      if (request) return { held: true as const, request };
    }

    const refund = await refundInStripe(ctx.stripe, purchase.id, purchase.stripe_payment_intent_id);
    // A card purchase (konbini ones were refused above).
    const refunded = { ...purchase, project_id: ctx.projectId, method: 'card' as const };
    const posted = (await recordPointRefund(tx, refunded, {
      intentId: purchase.stripe_payment_intent_id,
      refundId: refund.id,
      yen: refund.amount,
      at: ctx.now(),
      points: purchase.amount,
    }))!;
    // With any partial refunds made in Stripe's Dashboard before, whose webhook may not have come yet.
    const chargeId = typeof refund.charge === 'string' ? refund.charge : refund.charge?.id;
    if (chargeId) await recordChargeRefunds(tx, ctx.stripe, refunded, chargeId);
    await audit(ctx, tx, {
      action: 'refundPointPurchase',
      target: `purchase:${purchase.id}`,
      input: approved ? { ...input, approval: approved.id, requestedBy: approved.requested_by } : input,
      before: { purchase, balance },
      after: { stripeRefundId: refund.id, amount: refund.amount, balance: posted.balance },
    });
    return {
      held: false as const,
      purchaseId: purchase.id,
      stripeRefundId: refund.id,
      refundedYen: refund.amount,
      balance: posted.balance,
    };
  });
  if (outcome.held) throw approvalRequired(outcome.request);
  const { held: _held, ...refunded } = outcome;
  return refunded;
}

/**
 * The purchase's Refund in Stripe, made now or — when someone refunded the payment in Stripe's
 * Dashboard a moment before (`charge_already_refunded`) — that one: the refund is recorded once either
 * way, and the Dashboard's `charge.refunded` webhook, waiting on the purchase row this transaction
 * holds, then finds it recorded.
 */
async function refundInStripe(stripe: Stripe, purchaseId: string, intentId: string): Promise<Stripe.Refund> {
  try {
    return await stripe.refunds.create(
      {
        payment_intent: intentId,
        reason: 'requested_by_customer',
        metadata: { point_purchase_id: purchaseId },
      },
      { idempotencyKey: `refund-point-purchase-${purchaseId}` },
    );
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 'charge_already_refunded') throw error;
    const [existing] = (await stripe.refunds.list({ payment_intent: intentId, limit: 1 })).data;
    if (!existing) throw error;
    return existing;
  }
}

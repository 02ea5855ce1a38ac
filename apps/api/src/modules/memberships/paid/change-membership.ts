import { ErrorCode } from '@fan/shared';
import type { Context } from '../../../graphql/context';
import { appError, badInput } from '../../../graphql/errors';
import type { ListenerRow } from '../../listeners/listeners.repository';
import type { ManagePaymentResult } from '../../payments/manage-payment-result';
import { findMembership, updateMembership, type MembershipRow } from '../memberships.repository';
import { convergeMembership } from './converge-membership';
import { latestIntent, SUBSCRIPTION_EXPAND } from './latest-intent';
import { paymentFailed } from './register-paid-membership';
import { requireAction, resolveTarget, type Target } from './resolve-target';

const done: ManagePaymentResult = {
  status: 'succeeded',
  threeDSecureClientSecret: null,
  konbiniPaymentUrl: null,
};

/** The listener's paid membership with the target's creator, locked for the change. */
async function lockedPaid(
  ctx: Context,
  listener: ListenerRow,
  target: Target,
  run: (m: MembershipRow) => Promise<ManagePaymentResult>,
) {
  const membership = await findMembership(ctx.db, listener.id, target.contributorId);
  if (!membership?.stripe_subscription_id) throw badInput('prices', '有料プランに登録していません。');
  return run(membership);
}

/** upgrade_recurring_payment: the higher tier at once; the prorated difference is invoiced now. */
export async function upgradeMembership(ctx: Context, listener: ListenerRow, prices: readonly string[]) {
  const target = await resolveTarget(ctx, listener, prices);
  requireAction(target.view, 'upgrade');
  return lockedPaid(ctx, listener, target, async (membership) => {
    const current = await ctx.stripe.subscriptions.retrieve(membership.stripe_subscription_id!);
    const sub = await ctx.stripe.subscriptions
      .update(
        current.id,
        {
          items: [{ id: current.items.data[0]!.id, price: target.price.stripe_price_id! }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'allow_incomplete',
          expand: SUBSCRIPTION_EXPAND,
        },
        {
          idempotencyKey: `membership-upgrade-${membership.id}-${current.items.data[0]!.price.id}-${target.price.id}`,
        },
      )
      .catch((error: unknown) => Promise.reject(paymentFailed(error)));
    await updateMembership(ctx.db, membership.id, { scheduled_tier_id: null, scheduled_price_id: null });
    await convergeMembership(ctx, sub.id);
    const intent = await latestIntent(ctx.stripe, sub);
    if (intent?.status === 'requires_action')
      return {
        status: 'requires_action',
        threeDSecureClientSecret: intent.client_secret,
        konbiniPaymentUrl: null,
      };
    if (intent && intent.status !== 'succeeded' && membership.payment_method === 'card')
      throw appError(ErrorCode.PaymentFailed, 'お支払いに失敗しました。カード情報をご確認ください。');
    return done;
  });
}

/** downgrade_recurring_payment: Stripe bills the lower price from the next period; until then the tier stays. */
export async function downgradeMembership(ctx: Context, listener: ListenerRow, prices: readonly string[]) {
  const target = await resolveTarget(ctx, listener, prices);
  requireAction(target.view, 'downgrade');
  return lockedPaid(ctx, listener, target, async (membership) => {
    const current = await ctx.stripe.subscriptions.retrieve(membership.stripe_subscription_id!);
    // Scheduled first, so the convergence below keeps the current tier until the period ends.
    await updateMembership(ctx.db, membership.id, {
      scheduled_tier_id: target.price.subscription_tier_id,
      scheduled_price_id: target.price.id,
    });
    await ctx.stripe.subscriptions.update(
      current.id,
      {
        items: [{ id: current.items.data[0]!.id, price: target.price.stripe_price_id! }],
        proration_behavior: 'none',
      },
      {
        idempotencyKey: `membership-downgrade-${membership.id}-${current.items.data[0]!.price.id}-${target.price.id}`,
      },
    );
    await convergeMembership(ctx, current.id);
    return done;
  });
}

/** cancel_payment / resume_payment: cancel at the period end, or undo that before it comes. */
export async function setCancelAtPeriodEnd(
  ctx: Context,
  listener: ListenerRow,
  prices: readonly string[],
  cancel: boolean,
) {
  const target = await resolveTarget(ctx, listener, prices);
  requireAction(target.view, cancel ? 'cancel' : 'resume');
  if (target.view.tier.rank === 0) throw badInput('prices', 'フリープランはプラン画面から解約してください。');
  return lockedPaid(ctx, listener, target, async (membership) => {
    await ctx.stripe.subscriptions.update(membership.stripe_subscription_id!, {
      cancel_at_period_end: cancel,
    });
    await convergeMembership(ctx, membership.stripe_subscription_id!);
    return done;
  });
}

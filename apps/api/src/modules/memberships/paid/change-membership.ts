import { ErrorCode } from '@fan/shared';
import type { Context } from '../../../graphql/context';
import { appError, badInput } from '../../../graphql/errors';
import type { ListenerRow } from '../../listeners/listeners.repository';
import type { ManagePaymentResult } from '../../payments/manage-payment-result';
import type { RequestRow } from '../../requests/requests.repository';
import { findMembership, updateMembership, type MembershipRow } from '../memberships.repository';
import { convergeMembership } from './converge-membership';
import { latestIntent, SUBSCRIPTION_EXPAND } from './latest-intent';
import { paymentFailed } from './register-paid-membership';
import { releaseSchedule } from './release-schedule';
import { scheduleDowngrade } from './schedule-downgrade';
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

/**
 * upgrade_recurring_payment: the higher tier once the prorated difference is paid. With
 * pending_if_incomplete Stripe applies the new price only when that invoice is paid
 * (https://docs.stripe.com/billing/subscriptions/pending-updates): at once for a card that goes
 * through, after the 3-D Secure challenge otherwise (convergence on invoice.paid), never for a
 * decline or a failed challenge. Another billing period restarts the cycle now (Stripe resets the
 * anchor), so the membership's next billing date is the one Stripe now uses.
 */
export async function upgradeMembership(
  ctx: Context,
  listener: ListenerRow,
  prices: readonly string[],
  request: RequestRow,
) {
  const target = await resolveTarget(ctx, listener, prices);
  requireAction(target.view, 'upgrade');
  return lockedPaid(ctx, listener, target, async (membership) => {
    const current = await ctx.stripe.subscriptions.retrieve(membership.stripe_subscription_id!);
    if (current.pending_update)
      throw appError(
        ErrorCode.Conflict,
        '前回のプラン変更のお支払いを処理しています。しばらくお待ちください。',
      );
    // A scheduled downgrade is dropped: its later phase would undo the upgrade.
    await releaseSchedule(ctx.stripe, current);
    await updateMembership(ctx.db, membership.id, { scheduled_tier_id: null, scheduled_price_id: null });
    const sub = await ctx.stripe.subscriptions
      .update(
        current.id,
        {
          items: [{ id: current.items.data[0]!.id, price: target.price.stripe_price_id! }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'pending_if_incomplete',
          expand: SUBSCRIPTION_EXPAND,
        },
        // Per request: the same change tapped again later is a new intent, not a replay.
        { idempotencyKey: `membership-upgrade-${request.id}` },
      )
      .catch((error: unknown) => Promise.reject(paymentFailed(error)));
    await convergeMembership(ctx, sub.id);
    if (!sub.pending_update) return done;
    const intent = await latestIntent(ctx.stripe, sub);
    if (intent?.status === 'requires_action')
      return {
        status: 'requires_action',
        threeDSecureClientSecret: intent.client_secret,
        konbiniPaymentUrl: null,
      };
    // Declined: Stripe keeps the old price; the pending update lapses after 23 hours.
    throw appError(ErrorCode.PaymentFailed, 'お支払いに失敗しました。カード情報をご確認ください。');
  });
}

/**
 * downgrade_recurring_payment: the lower tier from the next billing date, nothing charged now, for
 * any pair of periods: a subscription schedule changes the price at the period end (see
 * scheduleDowngrade). Until then the tier stays; convergence applies it once Stripe has started the
 * new period.
 */
export async function downgradeMembership(
  ctx: Context,
  listener: ListenerRow,
  prices: readonly string[],
  request: RequestRow,
) {
  const target = await resolveTarget(ctx, listener, prices);
  requireAction(target.view, 'downgrade');
  return lockedPaid(ctx, listener, target, async (membership) => {
    const current = await ctx.stripe.subscriptions.retrieve(membership.stripe_subscription_id!);
    // Scheduled first, so the convergence below keeps the current tier until the period ends.
    await updateMembership(ctx.db, membership.id, {
      scheduled_tier_id: target.price.subscription_tier_id,
      scheduled_price_id: target.price.id,
    });
    await scheduleDowngrade(
      ctx.stripe,
      current,
      { stripePriceId: target.price.stripe_price_id!, months: target.price.interval_months },
      `membership-downgrade-${request.id}`,
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
    if (cancel) {
      // Ending at the period end makes a scheduled downgrade moot; Stripe refuses cancelation
      // changes on a subscription its schedule manages.
      await releaseSchedule(
        ctx.stripe,
        await ctx.stripe.subscriptions.retrieve(membership.stripe_subscription_id!),
      );
      await updateMembership(ctx.db, membership.id, { scheduled_tier_id: null, scheduled_price_id: null });
    }
    await ctx.stripe.subscriptions.update(membership.stripe_subscription_id!, {
      cancel_at_period_end: cancel,
    });
    await convergeMembership(ctx, membership.stripe_subscription_id!);
    return done;
  });
}

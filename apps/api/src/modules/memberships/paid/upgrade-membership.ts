import { ErrorCode } from '@fan/shared';
import type { Services } from '../../../services';
import type { RequestStore } from '../../../lib/per-request';
import { appError } from '../../../lib/domain-error';
import { sentParams } from '../../../integrations/stripe/sent-params';
import type { ListenerRow } from '../../listeners/listeners.repository';
import type { RequestRow } from '../../requests/requests.repository';
import { updateMembership } from '../memberships.repository';
import { convergeMembership } from './converge-membership';
import { latestIntent, SUBSCRIPTION_EXPAND } from '../stripe/latest-intent';
import { paymentFailed } from './register-paid-membership';
import { payPendingUpgrade } from './pay-pending-upgrade';
import { prorationDate } from './proration-date';
import { releaseSchedule } from '../stripe/release-schedule';
import { requireAction, resolveTarget } from './resolve-target';
import { requireSameMethod } from './same-method';
import { changeAtPeriodEnd } from './change-at-period-end';
import { CHANGED, withPaidMembership } from './with-paid-membership';

/**
 * upgrade_recurring_payment: the higher tier once the prorated difference is paid. With
 * pending_if_incomplete Stripe applies the new price only when that invoice is paid
 * (https://docs.stripe.com/billing/subscriptions/pending-updates): at once for a card that goes
 * through, after the 3-D Secure challenge otherwise (convergence on invoice.paid), never for a
 * decline or a failed challenge (the same upgrade tapped again then pays the held invoice,
 * pay-pending-upgrade.ts). Another billing period restarts the cycle now (Stripe resets the
 * anchor), so the membership's next billing date is the one Stripe now uses.
 * A konbini member's upgrade starts at the next renewal, on the higher tier's konbini price: Stripe
 * has no pending update for a send_invoice subscription (decision 044).
 */
export async function upgradeMembership(
  services: Services & RequestStore,
  listener: ListenerRow,
  prices: readonly string[],
  request: RequestRow,
  /** The moment the fan's confirmation was prorated at (planChangePreview), if it was shown. */
  confirmed: number,
) {
  const target = await resolveTarget(services, listener, prices);
  requireAction(target, 'upgrade');
  return withPaidMembership(services, listener, target, async (membership) => {
    requireSameMethod(membership, target.price);
    if (membership.payment_method === 'konbini')
      return changeAtPeriodEnd(services, membership, target, `membership-upgrade-${request.id}`, 'upgrade');
    const current = await services.stripe.subscriptions.retrieve(membership.stripe_subscription_id!);
    // A declined upgrade is still held: the same upgrade again pays its invoice, once.
    if (current.pending_update)
      return payPendingUpgrade(services, listener, current, target.price.stripe_price_id!, request);
    // A scheduled downgrade is dropped: its later phase would undo the upgrade.
    await releaseSchedule(services.stripe, current);
    await updateMembership(services.db, membership.id, { scheduled_tier_id: null, scheduled_price_id: null });
    // Per request: the same change tapped again later is a new intent, not a replay.
    const key = `membership-upgrade-${request.id}`;
    const params = await sentParams(services.db, key, {
      items: [{ id: current.items.data[0]!.id, price: target.price.stripe_price_id! }],
      proration_behavior: 'always_invoice' as const,
      proration_date: prorationDate(current.items.data[0]!, confirmed),
      payment_behavior: 'pending_if_incomplete' as const,
      expand: SUBSCRIPTION_EXPAND,
    });
    const sub = await services.stripe.subscriptions
      .update(current.id, params, { idempotencyKey: key })
      .catch((error: unknown) => Promise.reject(paymentFailed(error)));
    await convergeMembership(services, sub.id);
    if (!sub.pending_update) return CHANGED;
    const intent = await latestIntent(services.stripe, sub);
    if (intent?.status === 'requires_action')
      return {
        status: 'requires_action',
        threeDSecureClientSecret: intent.client_secret,
        konbiniPaymentUrl: null,
      };
    // Declined: Stripe keeps the old price; the pending update lapses at the earlier of 23 hours
    // and the period end (its expires_at); the same upgrade again pays it (pay-pending-upgrade.ts).
    throw appError(ErrorCode.PaymentFailed, 'お支払いに失敗しました。カード情報をご確認ください。');
  });
}

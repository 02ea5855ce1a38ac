import type { Services } from '../../../services';
import type { RequestStore } from '../../../lib/per-request';
import type { ListenerRow } from '../../listeners/listeners.repository';
import type { RequestRow } from '../../requests/requests.repository';
import { updateMembership } from '../memberships.repository';
import { convergeMembership } from './converge-membership';
import { requireAction, resolveTarget } from './resolve-target';
import { scheduleDowngrade } from './schedule-downgrade';
import { CHANGED, withPaidMembership } from './with-paid-membership';

/**
 * downgrade_recurring_payment: the lower tier from the next billing date, nothing charged now, for
 * any pair of periods: a subscription schedule changes the price at the period end (see
 * scheduleDowngrade). Until then the tier stays; convergence applies it once Stripe has started the
 * new period.
 */
export async function downgradeMembership(
  services: Services & RequestStore,
  listener: ListenerRow,
  prices: readonly string[],
  request: RequestRow,
) {
  const target = await resolveTarget(services, listener, prices);
  requireAction(target, 'downgrade');
  return withPaidMembership(services, listener, target, async (membership) => {
    const current = await services.stripe.subscriptions.retrieve(membership.stripe_subscription_id!);
    await scheduleDowngrade(
      services,
      current,
      { stripePriceId: target.price.stripe_price_id!, months: target.price.interval_months },
      `membership-downgrade-${request.id}`,
    );
    // Recorded only once Stripe has accepted the schedule: a refused change shows nothing scheduled.
    // The subscription's price changes only at the period end, so a convergence in between keeps
    // the current tier either way.
    await updateMembership(services.db, membership.id, {
      scheduled_tier_id: target.price.subscription_tier_id,
      scheduled_price_id: target.price.id,
    });
    await convergeMembership(services, current.id);
    return CHANGED;
  });
}

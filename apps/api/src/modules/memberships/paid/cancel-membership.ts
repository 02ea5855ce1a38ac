import type { Services } from '../../../services';
import type { RequestStore } from '../../../lib/per-request';
import type { ListenerRow } from '../../listeners/listeners.repository';
import { updateMembership } from '../memberships.repository';
import { convergeMembership } from './converge-membership';
import { releaseSchedule } from '../stripe/release-schedule';
import { resolvePaidTarget } from './resolve-target';
import { CHANGED, withPaidMembership } from './with-paid-membership';

/** cancel_payment: cancel at the period end (resume-membership.ts undoes it before it comes). */
export async function cancelMembership(
  services: Services & RequestStore,
  listener: ListenerRow,
  prices: readonly string[],
) {
  const target = await resolvePaidTarget(services, listener, prices, 'cancel');
  return withPaidMembership(services, listener, target, async (membership) => {
    // Ending at the period end makes a scheduled downgrade moot; Stripe refuses cancelation
    // changes on a subscription its schedule manages.
    await releaseSchedule(
      services.stripe,
      await services.stripe.subscriptions.retrieve(membership.stripe_subscription_id!),
    );
    await updateMembership(services.db, membership.id, {
      scheduled_tier_id: null,
      scheduled_price_id: null,
    });
    await services.stripe.subscriptions.update(membership.stripe_subscription_id!, {
      cancel_at_period_end: true,
    });
    await convergeMembership(services, membership.stripe_subscription_id!);
    return CHANGED;
  });
}

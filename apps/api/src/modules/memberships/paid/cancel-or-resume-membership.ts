import type { Services } from '../../../services';
import type { RequestStore } from '../../../lib/per-request';
import { badInput } from '../../../lib/domain-error';
import type { ListenerRow } from '../../listeners/listeners.repository';
import { updateMembership } from '../memberships.repository';
import { convergeMembership } from './converge-membership';
import { releaseSchedule } from './release-schedule';
import { requireAction, resolveTarget } from './resolve-target';
import { CHANGED, withPaidMembership } from './with-paid-membership';

/** cancel_payment / resume_payment: cancel at the period end, or undo that before it comes. */
export async function setCancelAtPeriodEnd(
  services: Services & RequestStore,
  listener: ListenerRow,
  prices: readonly string[],
  cancel: boolean,
) {
  const target = await resolveTarget(services, listener, prices);
  requireAction(target, cancel ? 'cancel' : 'resume');
  if (target.view.tier.rank === 0) throw badInput('prices', 'フリープランはプラン画面から解約してください。');
  return withPaidMembership(services, listener, target, async (membership) => {
    if (cancel) {
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
    }
    await services.stripe.subscriptions.update(membership.stripe_subscription_id!, {
      cancel_at_period_end: cancel,
    });
    await convergeMembership(services, membership.stripe_subscription_id!);
    return CHANGED;
  });
}

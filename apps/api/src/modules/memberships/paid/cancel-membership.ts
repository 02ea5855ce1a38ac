import type { ListenerRow } from '../../listeners/listeners.repository';
import { updateMembership } from '../memberships.repository';
import { convergeMembership } from './converge-membership';
import { releaseSchedule } from '../stripe/release-schedule';
import { CHANGED, withOwnPaidMembership, type ChangeServices } from './with-paid-membership';
import type { RequestRow } from '../../requests/requests.repository';
import { mailMembershipCanceled } from '../membership-mails';

/**
 * cancel_payment: cancel at the period end (resume-membership.ts undoes it before it comes). The
 * confirmation mail is keyed by the request: a retried or taken-over request writes it once.
 */
export function cancelMembership(
  services: ChangeServices,
  listener: ListenerRow,
  prices: readonly string[],
  request: RequestRow,
) {
  return withOwnPaidMembership(services, listener, prices, 'cancel', async (membership) => {
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
    const canceled = await convergeMembership(services, membership.stripe_subscription_id!);
    if (canceled) await services.db.transaction((tx) => mailMembershipCanceled(tx, request.id, canceled));
    return CHANGED;
  });
}

import type { Services } from '../../../services';
import type { RequestStore } from '../../../lib/per-request';
import { updateMembership, type MembershipRow } from '../memberships.repository';
import { convergeMembership } from './converge-membership';
import type { Target } from './resolve-target';
import { schedulePriceChange } from './schedule-price-change';
import { CHANGED } from './with-paid-membership';
import { mailPlanChanged } from '../membership-mails';

/**
 * The target price from the next billing date, nothing charged now: a downgrade, and a konbini
 * member's upgrade (docs/decisions/044-konbini-plan-changes.md). Until then the tier stays;
 * convergence applies it once Stripe has started the new period.
 */
export async function changeAtPeriodEnd(
  services: Services & RequestStore,
  membership: MembershipRow,
  target: Target,
  /** Per request: a repeat of the same tap replays; a later tap is a new change. */
  key: string,
  kind: 'downgrade' | 'upgrade',
) {
  const current = await services.stripe.subscriptions.retrieve(membership.stripe_subscription_id!);
  await schedulePriceChange(
    services,
    current,
    { stripePriceId: target.price.stripe_price_id!, months: target.price.interval_months },
    key,
  );
  // Recorded only once Stripe has accepted the schedule: a refused change shows nothing scheduled.
  // The subscription's price changes only at the period end, so a convergence in between keeps
  // the current tier either way.
  // Its confirmation mail is written with the record, once per request (a replay writes nothing new).
  await services.db.transaction(async (tx) => {
    await updateMembership(tx, membership.id, {
      scheduled_tier_id: target.price.subscription_tier_id,
      scheduled_price_id: target.price.id,
    });
    await mailPlanChanged(tx, key, membership, target.price, kind);
  });
  await convergeMembership(services, current.id);
  return CHANGED;
}

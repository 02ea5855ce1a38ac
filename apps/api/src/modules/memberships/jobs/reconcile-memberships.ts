import type { Services } from '../../../services';
import { findCustomer } from '../../customers/customers.repository';
import { convergeMembership } from '../paid/converge-membership';
import {
  staleMemberships,
  touchMembership,
  updateMembership,
  type MembershipRow,
} from '../memberships.repository';
import { findSubscriptionByMetadata } from '../../../integrations/stripe/find-by-metadata';

/**
 * The reconciler's `memberships` job: paid registrations left pending past the request lease, and
 * periods that ended without their renewal reaching us, are brought to their Stripe subscription's
 * state. A registration Stripe never saw is dropped: the fan keeps the tier they had.
 */
export const membershipsJob = { name: 'memberships', run: reconcileMemberships } as const;

async function reconcileMemberships(services: Pick<Services, 'db' | 'stripe' | 'config'>) {
  const counts = { checked: 0, dropped: 0 };
  for (const membership of await staleMemberships(services.db, services.config.REQUEST_LEASE_SECONDS)) {
    counts.checked++;
    if (await reconcileMembership(services, membership)) counts.dropped++;
    await touchMembership(services.db, membership.id);
  }
  return counts;
}

/** true when a registration that never reached Stripe was dropped. */
async function reconcileMembership(
  services: Pick<Services, 'db' | 'stripe' | 'config'>,
  membership: MembershipRow,
) {
  if (membership.stripe_subscription_id)
    await convergeMembership(services, membership.stripe_subscription_id);
  if (!membership.pending_tier_id) return false;
  if (membership.pending_stripe_subscription_id) {
    await convergeMembership(services, membership.pending_stripe_subscription_id);
    return false;
  }
  const customer = (await findCustomer(services.db, membership.listener_id))?.stripe_customer_id;
  const sub =
    customer && membership.registration_request_id
      ? await findSubscriptionByMetadata(
          services.stripe,
          customer,
          'request_id',
          membership.registration_request_id,
        )
      : null;
  if (sub) {
    await updateMembership(services.db, membership.id, { pending_stripe_subscription_id: sub.id });
    await convergeMembership(services, sub.id);
    return false;
  }
  await updateMembership(services.db, membership.id, {
    pending_tier_id: null,
    pending_price_id: null,
    pending_method: null,
    pending_since: null,
  });
  return true;
}

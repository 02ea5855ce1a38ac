import type { Services } from '../../../services';
import type { RequestStore } from '../../../lib/per-request';
import type { ListenerRow } from '../../listeners/listeners.repository';
import type { RequestRow } from '../../requests/requests.repository';
import { changeAtPeriodEnd } from './change-at-period-end';
import { requireAction, resolveTarget } from './resolve-target';
import { requireSameMethod } from './same-method';
import { withPaidMembership } from './with-paid-membership';

/**
 * downgrade_recurring_payment: the lower tier from the next billing date, nothing charged now, for
 * any pair of periods: a subscription schedule changes the price at the period end
 * (schedule-price-change.ts), onto a price of the membership's own payment method.
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
    requireSameMethod(membership, target.price);
    return changeAtPeriodEnd(services, membership, target, `membership-downgrade-${request.id}`, 'downgrade');
  });
}

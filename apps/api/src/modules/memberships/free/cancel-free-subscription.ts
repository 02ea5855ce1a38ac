import type { Services } from '../../../services';
import { badInput } from '../../../lib/domain-error';
import type { ListenerRow } from '../../listeners/listeners.repository';
import { findFreeTier } from '../../catalog/tiers.repository';
import { findMembership, updateMembership } from '../memberships.repository';

/** Leaves a creator's free tier. A paid membership is cancelled through cancel_payment instead. */
export async function cancelFreeSubscription(
  services: Services,
  listener: ListenerRow,
  contributorId: number,
) {
  return services.db.transaction(async (tx) => {
    const membership = await findMembership(tx, listener.id, contributorId, true);
    if (!membership || membership.status !== 'active') return null; // already left: a repeated tap
    const free = await findFreeTier(tx, contributorId);
    if (membership.tier_id !== free?.id || membership.pending_tier_id)
      throw badInput('contributorId', '有料プランはプラン画面から解約してください。');
    await updateMembership(tx, membership.id, { status: 'ended' });
    return null;
  });
}

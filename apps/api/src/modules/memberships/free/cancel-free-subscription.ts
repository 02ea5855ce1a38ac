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
    if (membership.tier_id !== free?.id)
      throw badInput('contributorId', '有料プランはプラン画面から解約してください。');
    // The pending registration would land on a membership that no longer exists. The plans screen
    // does not offer 解約する meanwhile (the tier's actions, packages/shared).
    if (membership.pending_tier_id)
      throw badInput(
        'contributorId',
        '有料プランのお支払い手続き中のため、フリープランは解約できません。お支払いが完了するか、手続きが取り消されてからお試しください。',
      );
    await updateMembership(tx, membership.id, { status: 'ended' });
    return null;
  });
}

import type { Services } from '../../../services';
import { badInput, notFound } from '../../../lib/domain-error';
import type { ListenerRow } from '../../listeners/listeners.repository';
import { findContributor } from '../../catalog/creators.repository';
import { findFreeTier } from '../../catalog/tiers.repository';
import { activateFreeMembership, findMembership, type MembershipRow } from '../memberships.repository';

/**
 * Joins a creator's free tier (or returns the membership the listener already has). Used on its own
 * and before a paid registration, which needs a membership row to hang the subscription on.
 * `refuseArchived`: a join for its own sake takes no new members on an archived creator or free tier
 * (decision 020); a paid registration only needs the row and checks its own tier.
 */
export async function ensureFreeMembership(
  services: Services,
  listener: ListenerRow,
  contributorId: number,
  { refuseArchived = false } = {},
): Promise<MembershipRow> {
  const contributor = await findContributor(services.db, listener.project_id, contributorId);
  if (!contributor) throw notFound('クリエイターが見つかりません。');
  const free = await findFreeTier(services.db, contributorId);
  if (!free) throw notFound('フリープランが見つかりません。');
  if (refuseArchived && free.archived) throw badInput('contributorId', 'このプランは受付を終了しました。');
  return services.db.transaction((tx) =>
    activateFreeMembership(tx, {
      projectId: listener.project_id,
      listenerId: listener.id,
      contributorId,
      freeTierId: free.id,
    }),
  );
}

/** createFreeSubscription: allowed only when the listener is not already a member of this creator. */
export async function createFreeSubscription(
  services: Services,
  listener: ListenerRow,
  contributorId: number,
) {
  const existing = await findMembership(services.db, listener.id, contributorId);
  if (existing?.status === 'active') {
    const free = await findFreeTier(services.db, contributorId);
    // A second tap on the same button: the free membership exists, nothing to do.
    if (existing.tier_id === free?.id) return existing;
    throw badInput('contributorId', 'すでに有料プランに登録しています。');
  }
  return ensureFreeMembership(services, listener, contributorId, { refuseArchived: true });
}

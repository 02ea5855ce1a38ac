import { willBeExpiredSoon } from '@fan/shared';
import type { Queryable } from '../../db/db';
import { listContributors, type ContributorRow, type PriceRow } from './catalog.repository';
import { durationsOf, listMemberships, type MembershipRow } from './memberships.repository';
import { loadTierViews, type TierView } from './tier-view';

/** A membership with everything its member card and rows show. */
export interface MembershipView {
  membership: MembershipRow;
  contributor: ContributorRow;
  currentTier: TierView;
  currentPrice: PriceRow | null;
  scheduledTier: TierView | null;
  duration: number;
  totalDuration: number;
  willBeExpiredSoon: boolean;
}

/** The listener's active memberships (all, or of some creators), in a fixed number of queries. */
export async function loadMembershipViews(
  db: Queryable,
  listener: { id: number; project_id: string },
  now: Date,
  contributorIds?: number[],
): Promise<MembershipView[]> {
  const memberships = await listMemberships(db, listener.id, contributorIds);
  if (memberships.length === 0) return [];
  const ids = memberships.map((m) => m.contributor_id);
  const [contributors, tiers, durations] = await Promise.all([
    listContributors(db, listener.project_id),
    loadTierViews(db, listener.id, ids),
    durationsOf(db, memberships),
  ]);
  return memberships.map((membership) => {
    const tierOf = (id: number | null) => tiers.find((t) => t.tier.id === id) ?? null;
    const current = tierOf(membership.tier_id)!;
    const d = durations.get(membership.id) ?? { total: 0, plan: 0 };
    return {
      membership,
      contributor: contributors.find((c) => c.id === membership.contributor_id)!,
      currentTier: current,
      currentPrice: current.prices.find((p) => p.id === membership.price_id) ?? null,
      scheduledTier: tierOf(membership.scheduled_tier_id),
      duration: d.plan,
      totalDuration: d.total,
      willBeExpiredSoon: willBeExpiredSoon(
        membership.cancel_at_period_end,
        membership.current_period_end,
        now,
      ),
    };
  });
}

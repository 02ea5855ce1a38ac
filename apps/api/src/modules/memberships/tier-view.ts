import { membershipActions, type MembershipActions } from '@fan/shared';
import type { Queryable } from '../../db/db';
import { listPricesOf, listTiersOf, type PriceRow, type TierRow } from './catalog.repository';
import { listMemberships, type MembershipRow } from './memberships.repository';

/** A tier as one viewer sees it: its prices and its state relative to the viewer's membership. */
export interface TierView {
  tier: TierRow;
  prices: PriceRow[];
  membership: MembershipRow | null;
  currentTier: boolean;
  upgradeTier: boolean;
  downgradeTier: boolean;
  currentTierLevel: string;
  konbiniPaymentPending: boolean;
  paidPlatform: 'ios' | 'other' | null;
  actions: MembershipActions;
}

export function buildTierView(
  tier: TierRow,
  prices: PriceRow[],
  siblings: TierRow[],
  membership: MembershipRow | null,
): TierView {
  const current = membership ? (siblings.find((t) => t.id === membership.tier_id) ?? null) : null;
  const currentRank = current?.rank ?? -1;
  const paidCurrent = currentRank > 0;
  const flags = {
    isFree: tier.rank === 0,
    currentTier: current?.id === tier.id,
    restrictedTier: tier.restricted,
    upgradeTier: paidCurrent && tier.rank > currentRank,
    // The tier a downgrade is already scheduled to is not offered again.
    downgradeTier:
      paidCurrent && tier.rank > 0 && tier.rank < currentRank && membership?.scheduled_tier_id !== tier.id,
    paidPlatform: membership ? (membership.platform === 'ios' ? ('ios' as const) : ('other' as const)) : null,
  };
  return {
    tier,
    prices,
    membership,
    ...flags,
    currentTierLevel: current?.level ?? 'none',
    konbiniPaymentPending: membership?.pending_method === 'konbini' && membership.pending_tier_id === tier.id,
    actions: membershipActions(flags, {
      hasMembership: membership !== null,
      hasActivePaid: paidCurrent,
      isCanceled: membership?.cancel_at_period_end ?? false,
      konbiniPending: membership?.pending_method === 'konbini',
    }),
  };
}

/** Every tier of the given creators as the listener sees them, in three queries whatever the count. */
export async function loadTierViews(
  db: Queryable,
  listenerId: number,
  contributorIds: number[],
): Promise<TierView[]> {
  const [tiers, memberships] = await Promise.all([
    listTiersOf(db, contributorIds),
    listMemberships(db, listenerId, contributorIds),
  ]);
  const prices = await listPricesOf(
    db,
    tiers.map((t) => t.id),
  );
  return tiers.map((tier) => {
    const siblings = tiers.filter((t) => t.contributor_id === tier.contributor_id);
    const membership = memberships.find((m) => m.contributor_id === tier.contributor_id) ?? null;
    return buildTierView(
      tier,
      prices.filter((p) => p.subscription_tier_id === tier.id),
      siblings,
      membership,
    );
  });
}

import { willBeExpiredSoon } from '@fan/shared';
import type { ViewServices } from './view-services';
import type { KeysetPage } from '../../../db/keyset';
import type { ContributorRow } from '../../catalog/creators.repository';
import { findPrices, type TierPriceRow } from '../../catalog/tiers.repository';
import {
  listMembershipCards,
  type MembershipCardOrder,
  type MembershipCardRow,
} from '../memberships.repository';
import { loadTierViews, type TierView } from './tier-view';
import { listenerPageCache } from './listener-page-cache';

/** A membership with everything its member card and rows show. */
export interface MembershipView {
  membership: MembershipCardRow;
  contributor: ContributorRow;
  currentTier: TierView;
  currentPrice: TierPriceRow | null;
  scheduledTier: TierView | null;
  duration: number;
  totalDuration: number;
  willBeExpiredSoon: boolean;
}

type ViewContext = ViewServices;

/**
 * One page of the listener's active memberships, in `order` (newest first), as member cards. With
 * the membership version read with the listener row in this request (queries only), the rows may
 * come from the instance's listener-page cache.
 */
export async function pageMembershipViews(
  ctx: ViewContext,
  listenerId: number,
  now: Date,
  page: KeysetPage,
  order: MembershipCardOrder = 'newest',
  membershipVersion?: string,
): Promise<MembershipView[]> {
  const load = () => listMembershipCards(ctx.db, { listenerId, page, order });
  const rows = await listenerPageCache(ctx).get(
    {
      listenerId,
      membershipVersion,
      page: ['cards', order, page.limit, page.inverted, page.after, page.before],
    },
    load,
  );
  return viewsOf(ctx, listenerId, now, rows);
}

/** The listener's active memberships with some creators (a card, a profile, a mutation's answer). */
export async function loadMembershipViews(
  ctx: ViewContext,
  listener: { id: number },
  now: Date,
  contributorIds: number[],
): Promise<MembershipView[]> {
  const rows = await listMembershipCards(ctx.db, {
    listenerId: listener.id,
    contributorIds,
    page: { limit: contributorIds.length, inverted: false },
  });
  return viewsOf(ctx, listener.id, now, rows);
}

/** The page's rows with their tiers: the catalogue of the page's creators only, through the loader. */
async function viewsOf(
  ctx: ViewContext,
  listenerId: number,
  now: Date,
  rows: MembershipCardRow[],
): Promise<MembershipView[]> {
  if (rows.length === 0) return [];
  const byContributor = new Map(rows.map((m) => [m.contributor_id, m]));
  const tiers = await loadTierViews(ctx, listenerId, [...byContributor.keys()], byContributor);
  const tierOf = new Map(tiers.map((v) => [v.tier.id, v]));
  const replaced = await replacedPrices(ctx, rows, tierOf);
  return rows.map((membership) => {
    const current = tierOf.get(membership.tier_id)!;
    return {
      membership,
      contributor: {
        id: membership.contributor_id,
        name: membership.contributor_name,
        english_name: membership.contributor_english_name,
        icon: membership.contributor_icon,
        slug: membership.contributor_slug,
      },
      currentTier: current,
      currentPrice:
        current.prices.find((p) => p.id === membership.price_id) ??
        replaced.get(membership.price_id ?? -1) ??
        null,
      scheduledTier:
        membership.scheduled_tier_id === null ? null : (tierOf.get(membership.scheduled_tier_id) ?? null),
      duration: membership.plan_months,
      totalDuration: membership.total_months,
      willBeExpiredSoon: willBeExpiredSoon(
        membership.cancel_at_period_end,
        membership.current_period_end,
        now,
      ),
    };
  });
}

/**
 * The prices members still pay that an operator has since replaced (archived): the catalogue lists
 * only live prices, but the member's own price names their plan (cancel, resume, renewal date).
 * One statement, and only when a page has such a member.
 */
async function replacedPrices(
  ctx: ViewContext,
  rows: MembershipCardRow[],
  tierOf: Map<number, TierView>,
): Promise<Map<number, TierPriceRow>> {
  const missing = rows.flatMap((m) =>
    m.price_id !== null && !tierOf.get(m.tier_id)?.prices.some((p) => p.id === m.price_id)
      ? [m.price_id]
      : [],
  );
  return new Map((await findPrices(ctx.db, missing)).map((p) => [p.id, p]));
}

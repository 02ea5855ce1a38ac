import {
  membershipActions,
  normalizeTierLevel,
  type MembershipActions,
  type MembershipLevel,
} from '@fan/shared';
import type { ViewServices } from './view-services';
import type { TierPriceRow, TierRow } from '../../catalog/tiers.repository';
import { catalogLoader } from '../../catalog/catalog-loader';
import { listMembershipsWith, type MembershipCardRow, type MembershipRow } from '../memberships.repository';

/** A tier as one viewer sees it: its prices and its state relative to the viewer's membership. */
export interface TierView {
  tier: TierRow;
  prices: TierPriceRow[];
  membership: MembershipRow | null;
  currentTier: boolean;
  upgradeTier: boolean;
  downgradeTier: boolean;
  currentTierLevel: MembershipLevel;
  konbiniPaymentPending: boolean;
  paidPlatform: 'ios' | 'other' | null;
  /** A renewal of the viewer's membership with this creator is unpaid (no upgrade meanwhile). */
  renewalUnpaid: boolean;
  actions: MembershipActions;
}

export function buildTierView(
  tier: TierRow,
  prices: TierPriceRow[],
  siblings: TierRow[],
  membership: MembershipRow | null,
  renewalUnpaid: boolean,
): TierView {
  const current = membership ? (siblings.find((t) => t.id === membership.tier_id) ?? null) : null;
  const currentRank = current?.rank ?? -1;
  const paidCurrent = currentRank > 0;
  // An archived tier (or creator) is offered to nobody; the members on it keep it (decision 020).
  const offered = !tier.archived;
  const flags = {
    isFree: tier.rank === 0,
    currentTier: current?.id === tier.id,
    restrictedTier: tier.restricted,
    // The tier a change is already scheduled to (a konbini member's upgrade, a downgrade) is not
    // offered again.
    upgradeTier:
      offered && paidCurrent && tier.rank > currentRank && membership?.scheduled_tier_id !== tier.id,
    downgradeTier:
      offered &&
      paidCurrent &&
      tier.rank > 0 &&
      tier.rank < currentRank &&
      membership?.scheduled_tier_id !== tier.id,
    paidPlatform: membership ? (membership.platform === 'ios' ? ('ios' as const) : ('other' as const)) : null,
  };
  const konbiniPaymentPending =
    membership?.pending_method === 'konbini' && membership.pending_tier_id === tier.id;
  const actions = membershipActions(flags, {
    hasMembership: membership !== null,
    hasActivePaid: paidCurrent,
    isCanceled: membership?.cancel_at_period_end ?? false,
    konbiniPending: membership?.pending_method === 'konbini',
    // cancelFreeSubscription refuses while one is pending (free/cancel-free-subscription.ts).
    registrationPending: membership?.pending_tier_id != null,
    renewalUnpaid,
  });
  return {
    tier,
    prices,
    membership,
    ...flags,
    currentTierLevel: current ? normalizeTierLevel(current.level) : 'none',
    konbiniPaymentPending,
    renewalUnpaid,
    actions: offered || flags.currentTier ? actions : { ...actions, register: false, hidden: true },
  };
}

/**
 * Every tier of the given creators as the listener sees them: the catalogue through the request's
 * loader (`fresh`: from the database, not the instance's cache), the listener's memberships with
 * those creators by index (or the member cards the caller has).
 *
 * Whether a renewal is unpaid comes with the membership rows, never in a statement of its own: a
 * card row carries its open renewal (listMembershipCards; cached under the membership version,
 * which a write to unpaid_renewals moves, migration 0031), the index read an EXISTS column. A read
 * of its own here, after the listener-page cache had left the home read no statement besides the
 * listener row, took it from 0.92 to 0.36 of bare Yoga (issue 47, decision 035).
 */
export async function loadTierViews(
  ctx: ViewServices,
  listenerId: number,
  contributorIds: number[],
  known?: Map<number, MembershipCardRow>,
  fresh = false,
): Promise<TierView[]> {
  const [catalogs, memberships] = await Promise.all([
    catalogLoader(ctx, fresh).loadMany(contributorIds),
    known
      ? new Map([...known].map(([id, m]) => [id, { row: m, renewalUnpaid: m.unpaid_renewal !== null }]))
      : listMembershipsWith(ctx.db, listenerId, contributorIds).then(
          (rows) =>
            new Map(
              rows
                .filter((m) => m.status === 'active')
                .map((m) => [m.contributor_id, { row: m, renewalUnpaid: m.renewal_unpaid }]),
            ),
        ),
  ]);
  return contributorIds.flatMap((id, i) => {
    const catalog = catalogs[i]!;
    if (catalog instanceof Error) throw catalog;
    const membership = memberships.get(id);
    return catalog.tiers.map((tier) =>
      buildTierView(
        tier,
        catalog.pricesOf.get(tier.id) ?? [],
        catalog.tiers,
        membership?.row ?? null,
        membership?.renewalUnpaid ?? false,
      ),
    );
  });
}

/**
 * The tiers a listener is shown: archived ones only when they are the listener's own (current,
 * scheduled, or awaiting their konbini payment) (decision 020).
 */
export function shownTierViews(views: TierView[]): TierView[] {
  return views.filter(
    (v) =>
      !v.tier.archived ||
      v.currentTier ||
      v.konbiniPaymentPending ||
      v.membership?.scheduled_tier_id === v.tier.id,
  );
}

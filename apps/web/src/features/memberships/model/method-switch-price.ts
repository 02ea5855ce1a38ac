import type { PlanMembership, PlanTier } from '../../../entities/membership/plan-documents';

/**
 * The price a renewing member's current tier switches to when they pay the other way (konbini ↔
 * card) from the next renewal: the same tier and period, the other method (decision 044). null when
 * the server would refuse it: not the current renewing paid tier, a plan change scheduled, a renewal
 * unpaid, or no such price.
 */
export function methodSwitchPrice(tier: PlanTier, membership: PlanMembership | null): string | null {
  if (!membership || !tier.currentTier || tier.isFree || !tier.actions.cancel) return null;
  if (membership.scheduledTier || membership.unpaidRenewal || !membership.currentPrice) return null;
  const toKonbini = membership.paymentMethod !== 'konbini';
  const interval = membership.currentPrice.interval;
  const price = tier.subscriptionPricesConnection.nodes.find(
    (p) => p.konbini === toKonbini && p.interval === interval,
  );
  return price?.stripePriceId ?? null;
}

import type { PlanMembership, PlanTier } from '../../../entities/membership/plan-documents';

export type TierBadge = 'current' | 'pending' | 'canceled' | 'scheduled';

/** The state badge of a tier card: waiting for konbini, canceled, current, or a scheduled downgrade. */
export function tierBadge(tier: PlanTier, m: PlanMembership | null): TierBadge | null {
  if (tier.konbiniPaymentPending) return 'pending';
  if (tier.currentTier) return m?.isCanceled && !tier.isFree ? 'canceled' : 'current';
  // Canceling ends the membership at the period end: a scheduled change no longer applies.
  if (!m?.isCanceled && m?.scheduledTier?.databaseId === tier.databaseId) return 'scheduled';
  return null;
}

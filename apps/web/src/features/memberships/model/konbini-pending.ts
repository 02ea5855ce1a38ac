import type { PlanMembership, PlanTier } from '../../../entities/membership/plan-documents';

/** A konbini payment for one of this creator's paid tiers is awaited (the register button warns first). */
export function konbiniPending(m: PlanMembership | null, tiers: readonly PlanTier[]): boolean {
  return (m?.konbiniPaymentPending ?? false) || tiers.some((t) => t.konbiniPaymentPending);
}

import { membershipActions, type MembershipActions, type MembershipFlags } from '@fan/shared';
import type { PlanMembership, PlanTier } from '../api/membership-plan-documents';

/** The membership side of the matrix, from subscriptionMembership(contributorId) and the tiers. */
export function membershipFlagsOf(m: PlanMembership | null, tiers: readonly PlanTier[]): MembershipFlags {
  return {
    hasMembership: m !== null,
    hasActivePaid: m !== null && !m.currentTier.isFree,
    isCanceled: m?.isCanceled ?? false,
    konbiniPending: (m?.konbiniPaymentPending ?? false) || tiers.some((t) => t.konbiniPaymentPending),
  };
}

/** Spec section 4 action matrix for one tier card, computed with the shared rule. */
export function tierActions(tier: PlanTier, flags: MembershipFlags): MembershipActions {
  return membershipActions(
    {
      isFree: tier.isFree,
      currentTier: tier.currentTier,
      restrictedTier: tier.restrictedTier,
      upgradeTier: tier.upgradeTier,
      downgradeTier: tier.downgradeTier,
      paidPlatform: tier.paidPlatform,
    },
    flags,
  );
}

import type { PlanMembership, PlanTier } from '../../../entities/membership/plan-documents';

/**
 * The current free tier offers no 解約する while a paid registration awaits its payment (the API
 * refuses cancelFreeSubscription then): the card says why instead of leaving the fan to guess.
 */
export function freeCancelBlocked(tier: PlanTier, membership: PlanMembership | null): boolean {
  return (
    tier.isFree && tier.currentTier && !tier.actions.cancel && (membership?.registrationPending ?? false)
  );
}

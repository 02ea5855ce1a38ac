/** A renewal payment's state as the API reads it from Stripe's invoice (decision 043). */
export type RenewalPaymentStatus = 'paid' | 'declined' | 'requires_action' | 'processing';

/** What the fan is told: one outcome for the renewals paid together. */
export type RenewalPaymentOutcome = 'paid' | 'declined' | 'authFailed' | 'processing';

/**
 * Any renewal not settled yet keeps the whole payment `processing` (the app asks again); settled, a
 * decline outweighs a 3-D Secure left unconfirmed, which outweighs paid.
 */
export function paymentOutcome(statuses: readonly RenewalPaymentStatus[]): RenewalPaymentOutcome {
  if (statuses.includes('processing')) return 'processing';
  if (statuses.includes('declined')) return 'declined';
  if (statuses.includes('requires_action')) return 'authFailed';
  return 'paid';
}

/** Waits between the API's checks: soon at first, then every 5 s, with no fixed end. */
export function checkDelayMs(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 5000);
}

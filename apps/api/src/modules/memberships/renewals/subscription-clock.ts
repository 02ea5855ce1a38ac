import type Stripe from 'stripe';

/**
 * Now on a subscription's clock: Stripe's time (`now`), or the frozen time of the test clock the
 * subscription runs on (development and the journeys; never in live mode). Deadlines and reminders
 * are read on it, so a test clock advanced for one fan moves that fan's dates only.
 */
export async function subscriptionNow(stripe: Stripe, clock: string | null, now: () => Date): Promise<Date> {
  if (!clock) return now();
  return new Date((await stripe.testHelpers.testClocks.retrieve(clock)).frozen_time * 1000);
}

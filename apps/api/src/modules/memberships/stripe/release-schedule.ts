import type Stripe from 'stripe';

/**
 * Drops a downgrade scheduled on Stripe (a subscription schedule whose next phase has the lower
 * price): the subscription keeps its current price and billing. Upgrades and cancelations do this
 * first, since Stripe refuses cancelation changes on a scheduled subscription and a later phase
 * would otherwise undo an upgrade.
 */
export async function releaseSchedule(stripe: Stripe, sub: Stripe.Subscription): Promise<void> {
  const id = typeof sub.schedule === 'string' ? sub.schedule : sub.schedule?.id;
  if (!id) return;
  const schedule = await stripe.subscriptionSchedules.retrieve(id);
  if (schedule.status === 'active' || schedule.status === 'not_started')
    await stripe.subscriptionSchedules.release(id);
}

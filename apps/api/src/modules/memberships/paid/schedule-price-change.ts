import type Stripe from 'stripe';
import type { Services } from '../../../services';
import { sentParams } from '../../../integrations/stripe/sent-params';

/**
 * A price change at the next billing date (a downgrade; a konbini member's upgrade), the way Stripe
 * recommends a change at the period end: a
 * subscription schedule whose first phase keeps the current price until current_period_end and whose
 * second phase has the new price (https://docs.stripe.com/billing/subscriptions/subscription-schedules).
 * Updating the subscription's price directly would, for another billing period, reset the billing
 * cycle and invoice now (https://docs.stripe.com/billing/subscriptions/change-price#billing-periods).
 * The schedule lives on Stripe, so any API instance (or none) carries it out; end_behavior release
 * leaves a plain subscription on the new price afterwards.
 */
export async function schedulePriceChange(
  { db, stripe }: Pick<Services, 'db' | 'stripe'>,
  sub: Stripe.Subscription,
  price: { stripePriceId: string; months: number },
  /** Per request: a repeat of the same tap replays; a later tap is a new change. */
  key: string,
): Promise<Stripe.SubscriptionSchedule> {
  const item = sub.items.data[0]!;
  const existing = typeof sub.schedule === 'string' ? sub.schedule : sub.schedule?.id;
  const schedule = existing
    ? await stripe.subscriptionSchedules.retrieve(existing)
    : await stripe.subscriptionSchedules
        .create({ from_subscription: sub.id }, { idempotencyKey: `${key}-schedule` })
        .catch(async (error: unknown) => {
          // Another request attached a schedule first: use that one.
          const again = await stripe.subscriptions.retrieve(sub.id);
          const id = typeof again.schedule === 'string' ? again.schedule : again.schedule?.id;
          if (!id) throw error;
          return stripe.subscriptionSchedules.retrieve(id);
        });
  // The first phase is the one in effect now, with its start unchanged: Stripe refuses to move the
  // current phase's start, and a schedule whose earlier downgrade already took effect is in a later
  // phase than its first (a second change, periods later). A change scheduled earlier is replaced.
  const phasesKey = `${key}-phases`;
  const params = await sentParams(db, phasesKey, {
    end_behavior: 'release' as const,
    proration_behavior: 'none' as const,
    phases: [
      {
        items: [{ price: item.price.id }],
        start_date:
          schedule.current_phase?.start_date ?? schedule.phases[0]?.start_date ?? item.current_period_start,
        end_date: item.current_period_end,
      },
      {
        items: [{ price: price.stripePriceId }],
        duration: { interval: 'month', interval_count: price.months },
      },
    ],
  });
  return stripe.subscriptionSchedules.update(schedule.id, params, { idempotencyKey: phasesKey });
}

import type Stripe from 'stripe';
import { cancelSubscription } from '../memberships/stripe/cancel-subscription';

const ENDED: Stripe.Subscription.Status[] = ['canceled', 'incomplete_expired'];

/**
 * Every automatically charged subscription of the customer renews on `card`. Subscriptions are
 * created with their own default_payment_method, which Stripe uses before the customer's default
 * (https://docs.stripe.com/api/subscriptions/object#subscription_object-default_payment_method):
 * changing only the customer's default would leave renewals on the old card, which is detached
 * next and then fails. We keep pinning (a subscription never silently moves to another card) and
 * move each one here, before the old card is detached.
 */
export async function moveSubscriptionsToCard(
  stripe: Stripe,
  customerId: string,
  card: string,
): Promise<{ abandoned: string[] }> {
  const abandoned: string[] = [];
  for await (const sub of stripe.subscriptions.list({ customer: customerId, limit: 100 })) {
    if (sub.collection_method !== 'charge_automatically' || ENDED.includes(sub.status)) continue;
    // A registration whose first payment never went through (3-D Secure failed or abandoned) is
    // pinned to the card being replaced, and Stripe refuses to move it: "A subscription in this
    // status can only have metadata and default_source updated"
    // (https://docs.stripe.com/api/subscriptions/object#subscription_object-status). With the old
    // card detached next it could never be paid: it is canceled (docs/decisions/039), so the pending
    // registration ends now rather than in 23 hours and the fan registers again on the new card.
    if (sub.status === 'incomplete') {
      await cancelSubscription(stripe, sub.id);
      abandoned.push(sub.id);
      continue;
    }
    const current =
      typeof sub.default_payment_method === 'string'
        ? sub.default_payment_method
        : sub.default_payment_method?.id;
    if (current !== card) await stripe.subscriptions.update(sub.id, { default_payment_method: card });
    await moveScheduleToCard(stripe, sub, card);
  }
  return { abandoned };
}

/**
 * A scheduled downgrade's schedule applies its own default_settings.default_payment_method when its
 * next phase starts (https://docs.stripe.com/api/subscription_schedules/object#subscription_schedule_object-default_settings):
 * left on the old card, the subscription would be moved back onto it, detached by then, at the
 * very renewal the downgrade takes effect.
 */
async function moveScheduleToCard(stripe: Stripe, sub: Stripe.Subscription, card: string) {
  const id = typeof sub.schedule === 'string' ? sub.schedule : sub.schedule?.id;
  if (!id) return;
  const schedule = await stripe.subscriptionSchedules.retrieve(id);
  if (schedule.status !== 'active' && schedule.status !== 'not_started') return;
  const current = schedule.default_settings.default_payment_method;
  if ((typeof current === 'string' ? current : current?.id) === card) return;
  await stripe.subscriptionSchedules.update(id, { default_settings: { default_payment_method: card } });
}

import type Stripe from 'stripe';
import { badInput } from '../../../lib/domain-error';

/** How long the amount a fan confirmed stays valid: older confirmations are asked again. */
const CONFIRMATION_SECONDS = 3600;

/**
 * The moment an upgrade is prorated from. The confirmation shows Stripe's preview at this moment
 * and the change sends the same `proration_date`, so the fan pays exactly the amount they confirmed
 * (特定商取引法's final confirmation), not one a few seconds of proration later
 * (https://docs.stripe.com/billing/subscriptions/prorations#preview-proration). Kept inside the
 * current period, as Stripe requires.
 */
export function prorationDate(item: Stripe.SubscriptionItem, at: number): number {
  return Math.min(Math.max(at, item.current_period_start), item.current_period_end - 1);
}

/**
 * The confirmed moment a client sends back: no later than now (a later one would prorate less than
 * was shown) and no older than an hour.
 */
export function confirmedAt(requested: number | null | undefined, now: Date): number {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (requested === null || requested === undefined) return nowSeconds;
  if (
    !Number.isInteger(requested) ||
    requested > nowSeconds + 60 ||
    requested < nowSeconds - CONFIRMATION_SECONDS
  )
    throw badInput(
      'prorationDate',
      'お支払い金額の確認から時間が経ちました。画面を更新して、もう一度ご確認ください。',
    );
  return requested;
}

import type Stripe from 'stripe';
import type { Sandbox } from '../sandbox.ts';

// Credit prorations in flexible billing mode: "When an update to a subscription generates a credit
// proration, these prorations use the original debited amount instead of current subscription
// values. If the time period being credited was originally billed across multiple debits, Stripe
// generates multiple credit prorations: one for each"
// (https://docs.stripe.com/billing/subscriptions/billing-mode/compare#credit-proration-calculations).
// Classic mode credits the item's current price instead (subscription-changes.ts).

export interface Credit {
  amount: number;
  period: { start: number; end: number };
}

const BILLED: Stripe.Invoice.Status[] = ['draft', 'open', 'paid'];

function itemLines(sb: Sandbox, sub: Stripe.Subscription, item: Stripe.SubscriptionItem) {
  return Object.values(sb.state.invoices)
    .filter(
      (inv) =>
        inv.parent?.subscription_details?.subscription === sub.id && BILLED.includes(inv.status ?? 'draft'),
    )
    .flatMap((inv) => inv.lines.data)
    .filter(
      (l) =>
        l.parent?.subscription_item_details?.subscription_item === item.id &&
        l.pricing?.price_details?.price === item.price.id &&
        l.period.start < item.current_period_end &&
        l.period.end > item.current_period_start,
    );
}

/**
 * The credits for `item`'s time from `at` on, one per debit of its current period, each in
 * proportion to what that debit charged; time a later credit already gave back is not credited
 * again. null when no debit is found (a subscription billed before the sandbox kept its invoices'
 * lines): the caller credits the current price.
 */
export function debitedCredits(
  sb: Sandbox,
  sub: Stripe.Subscription,
  item: Stripe.SubscriptionItem,
  at: number,
): Credit[] | null {
  const lines = itemLines(sb, sub, item);
  const debits = lines.filter((l) => l.amount > 0);
  if (debits.length === 0) return null;
  const credited = lines.filter((l) => l.amount < 0);
  return debits.flatMap((d) => {
    const { start, end } = d.period;
    // An earlier credit of this debit's time (it starts within the debit's period) ends it there.
    const until = Math.min(
      end,
      ...credited.filter((c) => c.period.start >= start && c.period.start < end).map((c) => c.period.start),
    );
    const from = Math.max(at, start);
    if (until <= from || end <= start) return [];
    return [
      {
        amount: Math.round((d.amount * (until - from)) / (end - start)),
        period: { start: from, end: until },
      },
    ];
  });
}

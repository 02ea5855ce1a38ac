import type Stripe from 'stripe';
import {
  createInvoice,
  customerId,
  defaultPaymentMethod,
  endsWithPeriod,
  invoicePaymentIntent,
  renewalLines,
  subExtraOf,
  subscriptionOfInvoice,
} from './billing.ts';
import { attemptInvoicePayment, endSubscription, overdueSteps } from './collection.ts';
import { draftSteps } from './draft-invoices.ts';
import { expireKonbini, isKonbiniPending, payKonbini } from './resources/konbini-vouchers.ts';
import { expirePendingUpdate } from './resources/subscription-changes.ts';
import { transitionSchedule } from './resources/subscription-schedules.ts';
import type { Sandbox } from './sandbox.ts';
import { upcomingSteps } from './upcoming-renewals.ts';

// Everything that happens with time: renewals and their notice some days before (upcoming-renewals.ts), drafts finalizing an hour later, payment retries, konbini voucher expiry, incomplete
// subscriptions expiring after 23 hours, pending updates expiring, overdue send_invoice invoices.

/** An incomplete subscription expires 23 hours after its creation. */
const INCOMPLETE_TTL = 23 * 3600;

/**
 * Starts the next period and bills it with a draft, which Stripe finalizes and collects about an
 * hour later (draft-invoices.ts): "When a subscription renews, Stripe creates a draft invoice ...
 * about one hour later Stripe finalizes it and attempts payment"
 * (https://docs.stripe.com/billing/subscriptions/webhooks#successful-invoice-finalization).
 */
export function renewSubscription(sb: Sandbox, sub: Stripe.Subscription): void {
  const item = sub.items.data[0];
  if (!item) return;
  if (endsWithPeriod(sub, item)) {
    endSubscription(sb, sub, 'canceled', 'cancellation_requested');
    return;
  }
  // A subscription schedule's next phase (e.g. a downgrade at the period end) starts now.
  if (!transitionSchedule(sb, sub, item.current_period_end)) return;
  const extra = subExtraOf(sb, sub);
  const previous = { items: JSON.parse(JSON.stringify(sub.items)) as unknown };
  const lines = renewalLines(sb, sub.items.data, extra.anchorDay);
  sub.items.data.forEach((it, i) => {
    const period = lines[i]?.period;
    if (!period) return;
    it.current_period_start = period.start;
    it.current_period_end = period.end;
  });
  const pending = sb.state.subExtra[sub.id]?.pendingProrations ?? [];
  lines.push(...pending);
  extra.pendingProrations = [];
  sb.changed();
  sb.emit('customer.subscription.updated', sub, previous, customerId(sub));
  const inv = createInvoice(sb, sub, 'subscription_cycle', lines);
  sub.latest_invoice = inv.id;
  sb.changed();
}

/** Everything that is due in one time scope (a test clock id, or null for global time). */
export function nextDue(
  sb: Sandbox,
  scope: string | null,
  until: number,
): { at: number; run: () => void } | undefined {
  let best: { at: number; run: () => void } | undefined;
  const consider = (at: number, run: () => void) => {
    if (at <= until && (!best || at < best.at)) best = { at, run };
  };
  const inScope = (cus: string | null) => (cus ? (sb.testClockOf(cus) ?? null) : null) === scope;
  for (const sub of Object.values(sb.state.subscriptions)) {
    if (!inScope(customerId(sub))) continue;
    const item = sub.items.data[0];
    if ((sub.status === 'active' || sub.status === 'past_due') && item) {
      consider(item.current_period_end, () => renewSubscription(sb, sub));
    }
    upcomingSteps(sb, sub, consider);
    if (sub.pending_update) {
      consider(sub.pending_update.expires_at, () => expirePendingUpdate(sb, sub));
    }
    if (sub.status === 'incomplete' && sub.collection_method === 'charge_automatically') {
      consider(sub.created + INCOMPLETE_TTL, () =>
        endSubscription(sb, sub, 'incomplete_expired', 'payment_failed'),
      );
    }
  }
  for (const inv of Object.values(sb.state.invoices)) {
    if (inv.status === 'draft' && inScope(customerId(inv))) draftSteps(sb, inv, consider);
    if (inv.status === 'open' && inScope(customerId(inv))) overdueSteps(sb, inv, consider);
    // Retries run only while automatic collection is on (auto_advance).
    if (
      inv.status === 'open' &&
      inv.auto_advance &&
      inv.next_payment_attempt !== null &&
      inScope(customerId(inv))
    ) {
      const at = inv.next_payment_attempt;
      consider(at, () => {
        const sub = subscriptionOfInvoice(sb, inv);
        const extra = sub ? sb.state.subExtra[sub.id] : undefined;
        if (extra && extra.retriesLeft !== undefined) extra.retriesLeft -= 1;
        inv.next_payment_attempt = null;
        // Retries charge the payment method that is the default now (subscription's, then customer's).
        const pi = invoicePaymentIntent(sb, inv);
        const current = sub ? defaultPaymentMethod(sb, sub) : null;
        if (pi && current && pi.status === 'requires_payment_method') pi.payment_method = current;
        attemptInvoicePayment(sb, inv, false);
      });
    }
  }
  for (const pi of Object.values(sb.state.paymentIntents)) {
    const exp = pi.next_action?.konbini_display_details?.expires_at;
    if (exp !== undefined && isKonbiniPending(pi) && inScope(customerId(pi)))
      consider(exp + 1, () => expireKonbini(sb, pi));
    const paysAt = sb.state.piExtra[pi.id]?.konbiniPaysAt;
    if (paysAt !== undefined && isKonbiniPending(pi) && inScope(customerId(pi)))
      consider(paysAt, () => payKonbini(sb, pi));
  }
  return best;
}

/** Runs due work in time order up to `target`, moving the scope's clock along. */
export function runUntil(
  sb: Sandbox,
  scope: string | null,
  target: number,
  setTime: (t: number) => void,
): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const due = nextDue(sb, scope, target);
    if (!due) break;
    setTime(due.at);
    due.run();
  }
  setTime(target);
}

import type Stripe from 'stripe';
import {
  createInvoice,
  finalizeInvoice,
  invoicePaymentIntent,
  productName,
  setSubStatus,
  subExtraOf,
  voidInvoice,
} from '../billing.ts';
import { attemptInvoicePayment } from '../collection.ts';
import { addInterval } from '../clock.ts';
import { cardError, invalidRequest, StripeApiError } from '../http/errors.ts';
import { int, type Params } from '../http/form.ts';
import { checkKonbiniOnlyInvoice } from '../konbini-limits.ts';
import type { Sandbox } from '../sandbox.ts';
import type { Line } from '../store.ts';
import type { ItemChange } from './subscription-items.ts';
import { isFlexible } from './billing-mode.ts';
import { debitedCredits } from './flexible-credits.ts';

// Price changes on an existing subscription, as Stripe documents them:
// - https://docs.stripe.com/billing/subscriptions/change-price#billing-periods: the same billing
//   period keeps the billing dates; another period (1 month -> 12 months) resets the billing cycle
//   anchor to now and invoices at once (with the unused time credited unless proration is 'none').
// - https://docs.stripe.com/billing/subscriptions/prorations: proration_behavior create_prorations
//   (next invoice), always_invoice (invoice now), none.
// - https://docs.stripe.com/api/subscriptions/update#update_subscription-payment_behavior and
//   https://docs.stripe.com/billing/subscriptions/pending-updates: what happens when the invoice an
//   update creates cannot be paid.

/** Pending updates last 23 hours at most (https://docs.stripe.com/billing/subscriptions/pending-updates). */
export const PENDING_UPDATE_TTL = 23 * 3600;

/**
 * When a pending update made at `now` lapses: "This time is set to either the trial end time or the
 * current period end, whichever comes first. If these times are greater than 23 hours from the time
 * the update is made, the expired_at time is calculated to 23 hours after the update call was made"
 * (https://docs.stripe.com/billing/subscriptions/pending-updates-reference#expiration). The sandbox
 * models no trials: the earlier of the current period end and 23 hours.
 */
export function pendingUpdateExpiry(sub: Stripe.Subscription, now: number): number {
  const periodEnd = sub.items.data[0]?.current_period_end ?? Infinity;
  return Math.min(periodEnd, now + PENDING_UPDATE_TTL);
}

/** https://docs.stripe.com/billing/subscriptions/pending-updates-reference (+ metadata since 2026-05-27). */
const PENDING_PARAMS = new Set([
  'expand',
  'payment_behavior',
  'proration_behavior',
  'proration_date',
  'billing_cycle_anchor',
  'items',
  'trial_end',
  'trial_from_plan',
  'add_invoice_items',
  'metadata',
]);

/**
 * pending_if_incomplete is for charge_automatically subscriptions only: "You can use pending updates
 * if the subscription's collection_method is charge_automatically and the payment method is one of
 * the following: Card, ..." (https://docs.stripe.com/billing/subscriptions/pending-updates#before-you-begin).
 * Stripe's exact answer for send_invoice is not documented; the sandbox refuses the request (400,
 * nothing changed) rather than guess a lenient fallback.
 */
export function checkPendingParams(sub: Stripe.Subscription, p: Params): void {
  if (sub.collection_method === 'send_invoice')
    throw invalidRequest(
      'Pending updates (`payment_behavior=pending_if_incomplete`) are not supported for subscriptions with `collection_method=send_invoice`.',
      'payment_behavior',
    );
  for (const key of Object.keys(p)) {
    if (!PENDING_PARAMS.has(key))
      throw invalidRequest(
        `When \`payment_behavior\` is \`pending_if_incomplete\`, only these parameters can be updated: ${[...PENDING_PARAMS].join(', ')}. \`${key}\` cannot.`,
        key,
      );
  }
}

/**
 * `proration_date`: prorations are computed as of that time, so an update can charge exactly what
 * a preview showed. It must lie within the current period
 * (https://docs.stripe.com/api/invoices/create_preview#create_create_preview-subscription_details-proration_date).
 */
export function prorationDateParam(
  sub: Stripe.Subscription,
  p: Params | undefined,
  param: string,
  now: number,
): number {
  const given = int(p, 'proration_date');
  if (given === undefined) return now;
  const item = sub.items.data[0];
  if (item && (given < item.current_period_start || given > item.current_period_end))
    throw invalidRequest(
      `\`proration_date\` must be within the current billing period (${item.current_period_start} to ${item.current_period_end}).`,
      param,
    );
  return given;
}

const period = (price: Stripe.Price) =>
  `${price.recurring?.interval_count ?? 1}-${price.recurring?.interval ?? 'month'}`;

/** Whether the change moves the subscription to another billing period (interval and count). */
export function changesPeriod(changes: ItemChange[]): boolean {
  const before = changes.flatMap((c) => (c.old ? [period(c.old.price)] : []));
  const after = changes.flatMap((c) => (c.next ? [period(c.next.price)] : []));
  return after.some((a) => !before.includes(a)) || (before[0] !== undefined && after[0] !== before[0]);
}

function line(
  sb: Sandbox,
  it: Stripe.SubscriptionItem,
  amount: number,
  description: string,
  proration: boolean,
  span: { start: number; end: number },
): Line {
  return {
    price: it.price,
    quantity: it.quantity ?? 1,
    amount,
    description,
    proration,
    period: span,
    subscriptionItem: it.id,
  };
}

/**
 * Credit for the unused rest of the old period, and (same period only) the new price's remaining
 * time, both from `at` (now, or the update's `proration_date`) to the period end.
 */
function prorations(
  sb: Sandbox,
  sub: Stripe.Subscription,
  changes: ItemChange[],
  at: number,
  newPeriod: boolean,
): Line[] {
  const out: Line[] = [];
  for (const { old, next } of changes) {
    if (old && next && old.price.id === next.price.id) continue;
    const ref = old ?? next!;
    const { current_period_start: start, current_period_end: end } = ref;
    const fraction = end > start ? Math.max(0, end - at) / (end - start) : 0;
    if (fraction <= 0) continue;
    if (old) {
      // Flexible mode credits what was debited (flexible-credits.ts); classic the current price.
      const classic = {
        amount: Math.round((old.price.unit_amount ?? 0) * (old.quantity ?? 1) * fraction),
        period: { start: at, end },
      };
      const credits = (isFlexible(sub) && debitedCredits(sb, sub, old, at)) || [classic];
      for (const c of credits)
        out.push(line(sb, old, -c.amount, `Unused time on ${productName(sb, old.price)}`, true, c.period));
    }
    if (next && !newPeriod) {
      const amount = Math.round((next.price.unit_amount ?? 0) * (next.quantity ?? 1) * fraction);
      out.push(
        line(sb, next, amount, `Remaining time on ${productName(sb, next.price)}`, true, { start: at, end }),
      );
    }
  }
  return out;
}

/** What an item change does, computed without touching the subscription (update and preview share it). */
export interface ChangePlan {
  /** The change moves to another billing period: a new period starts now. */
  newPeriod: boolean;
  /** The items after the change, with their (possibly new) periods. */
  items: Stripe.SubscriptionItem[];
  /** With `invoiceNow`, the lines of the invoice created now; otherwise prorations for the next renewal. */
  lines: Line[];
  invoiceNow: boolean;
}

export function planChange(
  sb: Sandbox,
  sub: Stripe.Subscription,
  changes: ItemChange[],
  prorationBehavior: string,
  now: number,
  prorationDate = now,
): ChangePlan {
  const newPeriod = changesPeriod(changes);
  const items = changes.flatMap((c) =>
    c.next ? [JSON.parse(JSON.stringify(c.next)) as Stripe.SubscriptionItem] : [],
  );
  const lines: Line[] = [];
  if (newPeriod) {
    // Another billing period: a new period starts now and is invoiced now.
    for (const it of items) {
      const rec = it.price.recurring;
      it.current_period_start = now;
      it.current_period_end = addInterval(now, rec?.interval ?? 'month', rec?.interval_count ?? 1);
    }
    if (prorationBehavior !== 'none') lines.push(...prorations(sb, sub, changes, prorationDate, true));
    lines.push(...(sb.state.subExtra[sub.id]?.pendingProrations ?? []));
    for (const it of items) {
      const amount = (it.price.unit_amount ?? 0) * (it.quantity ?? 1);
      lines.push(
        line(sb, it, amount, `${it.quantity ?? 1} × ${productName(sb, it.price)}`, false, {
          start: it.current_period_start,
          end: it.current_period_end,
        }),
      );
    }
  } else if (prorationBehavior !== 'none') {
    lines.push(...prorations(sb, sub, changes, prorationDate, false));
  }
  const invoiceNow = newPeriod || (prorationBehavior === 'always_invoice' && lines.length > 0);
  return { newPeriod, items, lines, invoiceNow };
}

/** A konbini-only subscription's invoices, now and at renewals, must be payable by konbini. */
export function checkKonbiniChange(sub: Stripe.Subscription, plan: ChangePlan): void {
  const types = sub.payment_settings?.payment_method_types ?? null;
  const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);
  checkKonbiniOnlyInvoice(
    types,
    sum(plan.items.map((it) => (it.price.unit_amount ?? 0) * (it.quantity ?? 1))),
    'items',
  );
  if (plan.invoiceNow) checkKonbiniOnlyInvoice(types, sum(plan.lines.map((l) => l.amount)), 'items');
}

/**
 * Applies a planned change to `sub`, invoicing as Stripe would, and handles payment_behavior when
 * that invoice is not paid. Throws (changing nothing) for error_if_incomplete.
 */
export function changeItems(
  sb: Sandbox,
  sub: Stripe.Subscription,
  plan: ChangePlan,
  p: { paymentBehavior: string; offSession: boolean },
  now: number,
): void {
  const extra = subExtraOf(sb, sub);
  const { newPeriod, items: nextItems, lines } = plan;
  if (!plan.invoiceNow) {
    if (lines.length > 0) extra.pendingProrations = [...(extra.pendingProrations ?? []), ...lines];
    sub.items.data = nextItems;
    return;
  }

  const snapshot = {
    items: sub.items.data,
    anchor: sub.billing_cycle_anchor,
    anchorDay: extra.anchorDay,
    cancelAt: sub.cancel_at,
    latest: sub.latest_invoice,
    pendingProrations: extra.pendingProrations,
  };
  const apply = () => {
    sub.items.data = nextItems;
    if (newPeriod) {
      sub.billing_cycle_anchor = now;
      extra.anchorDay = new Date(now * 1000).getUTCDate();
      if (sub.cancel_at_period_end) sub.cancel_at = nextItems[0]?.current_period_end ?? sub.cancel_at;
    }
  };
  apply();
  extra.pendingProrations = [];
  const inv = createInvoice(sb, sub, 'subscription_update', lines);
  sub.latest_invoice = inv.id;
  // A net credit goes to the customer's balance when the invoice is finalized (customer-balance.ts).
  if (p.paymentBehavior === 'pending_if_incomplete' && inv.amount_due > 0) {
    // Held until the invoice is paid: the subscription keeps cycling as before meanwhile.
    sub.items.data = snapshot.items;
    sub.billing_cycle_anchor = snapshot.anchor;
    extra.anchorDay = snapshot.anchorDay;
    sub.cancel_at = snapshot.cancelAt;
    extra.pendingUpdate = { invoice: inv.id, items: nextItems, anchor: newPeriod ? now : null };
    sub.pending_update = {
      billing_cycle_anchor: newPeriod ? now : null,
      expires_at: pendingUpdateExpiry(sub, now),
      subscription_items: nextItems,
      trial_end: null,
      trial_from_plan: null,
    } as Stripe.Subscription.PendingUpdate;
  }
  finalizeInvoice(sb, inv, sub);
  if (inv.status === 'paid' || sub.collection_method !== 'charge_automatically') return;
  if (p.paymentBehavior === 'default_incomplete') {
    // The invoice's PaymentIntent waits for the caller to confirm it.
    if (sub.status === 'active') setSubStatus(sb, sub, 'past_due');
    return;
  }
  // `off_session` defaults to false: the customer is there to pass 3-D Secure
  // (https://docs.stripe.com/api/subscriptions/update#update_subscription-off_session).
  attemptInvoicePayment(sb, inv, false, !p.offSession);
  if (inv.status === 'paid') return;
  if (p.paymentBehavior === 'error_if_incomplete') {
    // The error shows the attempt as it failed (voiding then cancels the intent).
    const pi = invoicePaymentIntent(sb, inv);
    const error = paymentError(pi && (JSON.parse(JSON.stringify(pi)) as Stripe.PaymentIntent));
    voidInvoice(sb, inv);
    sub.items.data = snapshot.items;
    sub.billing_cycle_anchor = snapshot.anchor;
    extra.anchorDay = snapshot.anchorDay;
    sub.cancel_at = snapshot.cancelAt;
    sub.latest_invoice = snapshot.latest;
    extra.pendingProrations = snapshot.pendingProrations;
    sb.changed();
    throw error;
  }
  if (p.paymentBehavior === 'allow_incomplete' && sub.status === 'active') setSubStatus(sb, sub, 'past_due');
}

/** error_if_incomplete: Stripe answers 402 with the card error (a challenge counts as one). */
function paymentError(pi: Stripe.PaymentIntent | undefined): StripeApiError {
  const err = pi?.last_payment_error;
  if (err?.type === 'card_error')
    return cardError(err.code ?? 'card_declined', err.message ?? 'Your card was declined.', {
      ...(err.decline_code ? { decline_code: err.decline_code } : {}),
      payment_intent: pi,
    });
  if (pi?.status === 'requires_action')
    return cardError(
      'authentication_required',
      'Your card was declined. This transaction requires authentication.',
      {
        decline_code: 'authentication_required',
        payment_intent: pi,
      },
    );
  return cardError('card_declined', err?.message ?? 'Your card was declined.', { payment_intent: pi });
}

/**
 * The pending update expired unpaid: the change is discarded. The sandbox also voids its invoice so
 * it can no longer be paid for a change that will not happen.
 */
export function expirePendingUpdate(sb: Sandbox, sub: Stripe.Subscription): void {
  const extra = sb.state.subExtra[sub.id];
  const pending = extra?.pendingUpdate;
  const previous = { pending_update: sub.pending_update };
  sub.pending_update = null;
  if (extra) delete extra.pendingUpdate;
  const inv = pending ? sb.state.invoices[pending.invoice] : undefined;
  if (inv && inv.status === 'open') voidInvoice(sb, inv);
  sb.changed();
  const cus = typeof sub.customer === 'string' ? sub.customer : null;
  sb.emit('customer.subscription.pending_update_expired', sub, previous, cus);
  sb.emit('customer.subscription.updated', sub, previous, cus);
}

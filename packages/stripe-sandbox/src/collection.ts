import type Stripe from 'stripe';
import {
  customerId,
  defaultPaymentMethod,
  invoicePaymentIntent,
  markInvoicePaid,
  setSubStatus,
  subExtraOf,
  subscriptionOfInvoice,
  voidInvoice,
} from './billing.ts';
import { cardOutcome } from './charge.ts';
import { invalidRequest } from './http/errors.ts';
import { handleInvoicePayments } from './invoice-payments.ts';
import { unusablePaymentMethod } from './payment-method-use.ts';
import { applyCardOutcome } from './resources/payment-outcomes.ts';
import { sendMail } from './inbox.ts';
import type { Sandbox } from './sandbox.ts';
import type { FinalAction } from './settings.ts';
import { DRAFT_HOUR } from './invoice-clock.ts';

// Automatic collection of open invoices: payment attempts, what a failure does (retries after the
// account's card_retry_days, then its final action), ending a subscription (which stops its
// invoices' collection), overdue send_invoice invoices, and `auto_advance`, which switches all of it
// off and on for one invoice.

// What a payment attempt on an invoice leads to, told by the PaymentIntent code (invoice-payments.ts).
handleInvoicePayments({
  succeeded: onInvoicePaymentSucceeded,
  failed: onInvoicePaymentFailed,
  actionRequired: onInvoiceActionRequired,
});

/**
 * Invoices being paid by a manual attempt after their first (invoices.pay while open). "Any payment
 * attempt counts as the first attempt, and subsequently only automatic retries increment the
 * attempt count. In other words, manual payment attempts after the first attempt do not affect the
 * retry schedule" (https://docs.stripe.com/api/invoices/object#invoice_object-attempt_count): such an
 * attempt counts no attempt, and its failure leaves `next_payment_attempt` and the final action as
 * they were (a renewal waiting for 3-D Secure, which has no retry, still has none).
 */
const manualAttempts = new Set<string>();

/** Runs `attempt`, a manual payment attempt on `inv` (invoices.pay), under the rule above. */
export function payManually(inv: Stripe.Invoice, attempt: () => void): void {
  if (inv.attempt_count === 0) return attempt();
  manualAttempts.add(inv.id);
  try {
    attempt();
  } finally {
    manualAttempts.delete(inv.id);
  }
}

/** Counts an attempt on the invoice, unless it is a manual one after the first. */
function countAttempt(inv: Stripe.Invoice): void {
  inv.attempted = true;
  if (!manualAttempts.has(inv.id)) inv.attempt_count += 1;
}

/** Tries to collect a charge_automatically invoice with the default card, off-session. */
export function attemptInvoicePayment(
  sb: Sandbox,
  inv: Stripe.Invoice,
  throwOnDecline: boolean,
  onSession = false,
): void {
  const pi = invoicePaymentIntent(sb, inv);
  if (!pi || inv.status !== 'open') return;
  const sub = subscriptionOfInvoice(sb, inv);
  if (typeof pi.payment_method !== 'string') {
    const pm = sub ? defaultPaymentMethod(sb, sub) : null;
    if (!pm) {
      countAttempt(inv);
      if (throwOnDecline) {
        throw invalidRequest(
          'This customer has no attached payment source or default payment method.',
          undefined,
          'resource_missing',
        );
      }
      onInvoicePaymentFailed(sb, inv.id);
      return;
    }
    pi.payment_method = pm;
  }
  if (!['requires_payment_method', 'requires_confirmation'].includes(pi.status)) return;
  countAttempt(inv);
  sb.state.piExtra[pi.id] = { ...sb.state.piExtra[pi.id], authenticated: false };
  const pm = sb.state.paymentMethods[pi.payment_method];
  const unusable = pm ? unusablePaymentMethod(sb, pm, customerId(inv)) : null;
  if (unusable) {
    // A detached (or foreign) card is not charged: the attempt fails like a decline would.
    failUnusable(sb, inv, pi, unusable.body.message);
    if (throwOnDecline) throw unusable;
    return;
  }
  applyCardOutcome(
    sb,
    pi,
    cardOutcome(sb, pi.payment_method, onSession ? 'on_session' : 'invoice', false),
    throwOnDecline,
  );
}

function failUnusable(sb: Sandbox, inv: Stripe.Invoice, pi: Stripe.PaymentIntent, message: string): void {
  pi.status = 'requires_payment_method';
  pi.next_action = null;
  pi.last_payment_error = { type: 'invalid_request_error', message };
  sb.changed();
  sb.emit('payment_intent.payment_failed', pi, undefined, customerId(inv));
  onInvoicePaymentFailed(sb, inv.id);
}

function onInvoicePaymentSucceeded(sb: Sandbox, invoiceId: string): void {
  const inv = sb.state.invoices[invoiceId];
  if (inv && inv.status === 'open') markInvoicePaid(sb, inv);
}

function onInvoiceActionRequired(sb: Sandbox, invoiceId: string): void {
  const inv = sb.state.invoices[invoiceId];
  if (!inv) return;
  sb.emit('invoice.payment_action_required', inv, undefined, customerId(inv));
  const sub = subscriptionOfInvoice(sb, inv);
  if (inv.billing_reason === 'subscription_cycle') mailRenewalProblem(sb, inv, 'payment_action_required');
  if (sub && sub.status === 'active' && inv.billing_reason === 'subscription_cycle')
    setSubStatus(sb, sub, 'past_due');
}

/**
 * The customer e-mails of Revenue recovery (https://docs.stripe.com/billing/revenue-recovery/customer-emails):
 * a failed card renewal, and a renewal whose bank asks for 3-D Secure, with the link to fix it.
 */
function mailRenewalProblem(
  sb: Sandbox,
  inv: Stripe.Invoice,
  kind: 'payment_failed' | 'payment_action_required',
): void {
  const cus = sb.state.customers[customerId(inv) ?? ''];
  if (!sb.state.settings.failed_payment_emails || !cus?.email) return;
  const amount = `¥${inv.amount_due.toLocaleString('ja-JP')}`;
  sendMail(sb, {
    to: cus.email,
    kind,
    subject:
      kind === 'payment_failed'
        ? `お支払いに失敗しました (${amount})`
        : `お支払いの確認が必要です (${amount})`,
    body:
      kind === 'payment_failed'
        ? 'ご登録のカードでのお支払いができませんでした。カード情報を更新してください。'
        : 'カード会社による本人認証が必要です。下記のページからお支払いを確認してください。',
    links: [
      (kind === 'payment_failed' ? sb.state.settings.payment_update_link : null) ??
        inv.hosted_invoice_url ??
        '',
    ],
    customer: cus.id,
  });
}

function onInvoicePaymentFailed(sb: Sandbox, invoiceId: string): void {
  const inv = sb.state.invoices[invoiceId];
  if (!inv || inv.status !== 'open') return;
  const sub = subscriptionOfInvoice(sb, inv);
  if (inv.collection_method === 'send_invoice') {
    // A lapsed konbini voucher fails only that attempt: the invoice stays open (the customer can
    // pick konbini again on the hosted page) and the due date drives the subscription's status.
    sb.emit('invoice.payment_failed', inv, undefined, customerId(inv));
    return;
  }
  const now = sb.now(customerId(inv));
  const retryDays = sb.state.settings.card_retry_days;
  // A manual attempt after the first leaves the retry schedule (and the final action) alone.
  const scheduled = !manualAttempts.has(inv.id);
  if (sub && inv.billing_reason === 'subscription_cycle' && inv.auto_advance && scheduled) {
    const extra = subExtraOf(sb, sub);
    extra.retriesLeft ??= retryDays.length;
    const step = retryDays[retryDays.length - extra.retriesLeft];
    inv.next_payment_attempt = step !== undefined && extra.retriesLeft > 0 ? now + step * 86400 : null;
  }
  sb.changed();
  sb.emit('invoice.payment_failed', inv, undefined, customerId(inv));
  if (inv.billing_reason === 'subscription_cycle') mailRenewalProblem(sb, inv, 'payment_failed');
  if (sub && sub.status === 'active' && inv.billing_reason === 'subscription_cycle')
    setSubStatus(sb, sub, 'past_due');
  // No dunning for an invoice whose automatic collection is off (auto_advance: false).
  if (
    sub &&
    inv.billing_reason === 'subscription_cycle' &&
    inv.auto_advance &&
    scheduled &&
    inv.next_payment_attempt === null &&
    sub.status === 'past_due'
  ) {
    applyFinalAction(sb, sub, sb.state.settings.card_final_action);
  }
}

/** The account's choice once collection has failed for good: cancel, mark unpaid, or leave past_due. */
function applyFinalAction(sb: Sandbox, sub: Stripe.Subscription, action: FinalAction): void {
  if (action === 'cancel') endSubscription(sb, sub, 'canceled', 'payment_failed');
  else if (action === 'unpaid') setSubStatus(sb, sub, 'unpaid');
}

export function endSubscription(
  sb: Sandbox,
  sub: Stripe.Subscription,
  status: 'canceled' | 'incomplete_expired',
  reason: Stripe.Subscription.CancellationDetails.Reason,
): void {
  const now = sb.now(customerId(sub));
  sub.status = status;
  sub.canceled_at ??= now;
  sub.ended_at = now;
  sub.cancellation_details = {
    comment: null,
    feedback: null,
    feedback_option: null,
    reason,
  } as Stripe.Subscription.CancellationDetails;
  for (const inv of Object.values(sb.state.invoices)) {
    if (
      inv.status === 'open' &&
      subscriptionOfInvoice(sb, inv)?.id === sub.id &&
      status === 'incomplete_expired'
    )
      voidInvoice(sb, inv);
    // Cancelling stops automatic collection but leaves finalized invoices open and payable
    // (https://docs.stripe.com/api/subscriptions/cancel). A cancel request also stops it for the
    // customer's other invoices (stopCustomerCollection, called by the request handlers).
    if (inv.status === 'open' && subscriptionOfInvoice(sb, inv)?.id === sub.id)
      setAutoAdvance(sb, inv, false);
  }
  sb.changed();
  sb.emit('customer.subscription.deleted', sub, undefined, customerId(sub));
}

/**
 * send_invoice: past_due once an invoice is unpaid at its due date, then the configured final
 * action that many days later (https://docs.stripe.com/api/subscriptions/object#subscription_object-status).
 */
export function overdueSteps(
  sb: Sandbox,
  inv: Stripe.Invoice,
  consider: (at: number, run: () => void) => void,
) {
  if (inv.collection_method !== 'send_invoice' || inv.due_date === null || !inv.auto_advance) return;
  const sub = subscriptionOfInvoice(sb, inv);
  if (!sub) return;
  if (sub.status === 'active') consider(inv.due_date, () => setSubStatus(sb, sub, 'past_due'));
  const { send_invoice_days_past_due: days, send_invoice_final_action: action } = sb.state.settings;
  if (sub.status === 'past_due' && action !== 'past_due')
    consider(inv.due_date + days * 86400, () => applyFinalAction(sb, sub, action));
}

/**
 * "By default, upon subscription cancellation, Stripe stops automatic collection of all finalized
 * invoices for the customer" (https://docs.stripe.com/api/subscriptions/cancel): every open invoice
 * of the customer, whatever its subscription, gets `auto_advance: false`.
 */
export function stopCustomerCollection(sb: Sandbox, customer: string): void {
  for (const inv of Object.values(sb.state.invoices))
    if (inv.status === 'open' && customerId(inv) === customer) setAutoAdvance(sb, inv, false);
}

/**
 * `auto_advance` controls automatic collection
 * (https://docs.stripe.com/invoicing/integration/automatic-advancement-collection). Off: no retries,
 * no dunning, no overdue steps; the scheduled retry is set aside. On again: that retry is due again
 * (at once if its date has passed), or, for a renewal whose attempt failed without one, now.
 */
export function setAutoAdvance(sb: Sandbox, inv: Stripe.Invoice, on: boolean): void {
  if (inv.auto_advance === on) return;
  const previous = {
    auto_advance: inv.auto_advance,
    next_payment_attempt: inv.next_payment_attempt,
    automatically_finalizes_at: inv.automatically_finalizes_at,
  };
  const paused = sb.state.pausedPaymentAttempts;
  inv.auto_advance = on;
  if (inv.status === 'draft') {
    // A draft finalizes by itself only with auto_advance on: "Turning off automatic advancement
    // disables the invoice from being automatically charged or sent"
    // (https://docs.stripe.com/invoicing/scheduled-finalization).
    const now = sb.now(customerId(inv));
    inv.automatically_finalizes_at = on ? Math.max(now, inv.created + DRAFT_HOUR) : null;
  } else if (!on) {
    if (inv.next_payment_attempt !== null) paused[inv.id] = inv.next_payment_attempt;
    inv.next_payment_attempt = null;
  } else if (inv.status === 'open' && inv.collection_method === 'charge_automatically') {
    const now = sb.now(customerId(inv));
    const failedRenewal =
      inv.billing_reason === 'subscription_cycle' &&
      inv.attempt_count > 0 &&
      invoicePaymentIntent(sb, inv)?.status === 'requires_payment_method';
    const at = paused[inv.id] ?? (failedRenewal ? now : undefined);
    if (at !== undefined) inv.next_payment_attempt = Math.max(now, at);
  }
  if (on) delete paused[inv.id];
  sb.changed();
  sb.emit('invoice.updated', inv, previous, customerId(inv));
}

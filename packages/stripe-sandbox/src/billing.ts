import type Stripe from 'stripe';
import { cardOutcome } from './charge.ts';
import { addInterval } from './clock.ts';
import { invalidRequest } from './http/errors.ts';
import { newId } from './ids.ts';
import { sendMail } from './inbox.ts';
import {
  applyCardOutcome,
  buildPaymentIntent,
  cancelPaymentIntent,
  expireKonbini,
  isKonbiniPending,
  payKonbini,
} from './resources/payment-intents.ts';
import { invoicePaymentIntent, newInvoicePayment } from './resources/invoices.ts';
import type { Sandbox } from './sandbox.ts';
import { unusablePaymentMethod } from './payment-method-use.ts';
import { transitionSchedule } from './resources/subscription-schedules.ts';
import { applyPendingUpdate, expirePendingUpdate } from './resources/subscription-changes.ts';
import type { FinalAction } from './settings.ts';

// Invoices for subscriptions and everything that happens with time: renewals, payment retries,
// konbini voucher expiry, incomplete subscriptions expiring after 23 hours, overdue send_invoice
// invoices. Retries and overdue handling follow the account settings (src/settings.ts).

const INCOMPLETE_TTL = 23 * 3600;

export interface Line {
  price: Stripe.Price;
  quantity: number;
  amount: number;
  description: string;
  proration: boolean;
  period: { start: number; end: number };
  subscriptionItem: string;
}

const customerId = (x: { customer: unknown }) => (typeof x.customer === 'string' ? x.customer : null);

export function subscriptionOfInvoice(sb: Sandbox, inv: Stripe.Invoice): Stripe.Subscription | undefined {
  const id = inv.parent?.subscription_details?.subscription;
  return typeof id === 'string' ? sb.state.subscriptions[id] : undefined;
}

export function createInvoice(
  sb: Sandbox,
  sub: Stripe.Subscription,
  reason: Stripe.Invoice.BillingReason,
  lines: Line[],
): Stripe.Invoice {
  const cus = sb.get('customers', customerId(sub) ?? '');
  const now = sb.now(cus.id);
  const id = newId('in');
  const total = lines.reduce((s, l) => s + l.amount, 0);
  const periodStart = lines[0]?.period.start ?? now;
  const periodEnd = lines[0]?.period.end ?? now;
  const inv: Stripe.Invoice = {
    id,
    object: 'invoice',
    account_country: 'JP',
    account_name: 'Stripe Sandbox',
    account_tax_ids: null,
    amount_due: Math.max(0, total),
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: Math.max(0, total),
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: reason,
    collection_method: sub.collection_method,
    created: now,
    currency: 'jpy',
    custom_fields: null,
    customer: cus.id,
    customer_account: null,
    customer_address: null,
    customer_email: cus.email,
    customer_name: cus.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: sub.collection_method === 'send_invoice' ? now + (sub.days_until_due ?? 3) * 86400 : null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: {
      object: 'list',
      data: lines.map((l) => ({
        id: newId('il'),
        object: 'line_item',
        amount: l.amount,
        currency: 'jpy',
        description: l.description,
        discount_amounts: [],
        discountable: true,
        discounts: [],
        invoice: id,
        livemode: false,
        metadata: {},
        parent: {
          type: 'subscription_item_details',
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: l.proration,
            proration_details: null,
            subscription: sub.id,
            subscription_item: l.subscriptionItem,
          },
        },
        period: l.period,
        pretax_credit_amounts: [],
        pricing: {
          type: 'price_details',
          price_details: { price: l.price.id, product: String(l.price.product) },
          unit_amount_decimal: String(
            l.price.unit_amount ?? 0,
          ) as unknown as Stripe.Price['unit_amount_decimal'],
        },
        quantity: l.quantity,
        quantity_decimal: String(l.quantity) as unknown as Stripe.Price['unit_amount_decimal'],
        subscription: sub.id,
        subtotal: l.amount,
        taxes: [],
      })),
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { ...sub.metadata }, subscription: sub.id },
    },
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: sub.payment_settings?.payment_method_types ?? null,
    },
    period_end: periodEnd,
    period_start: periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: sb.testClockOf(cus.id) ?? null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
  sb.state.invoices[id] = inv;
  sb.emit('invoice.created', inv, undefined, cus.id);
  return inv;
}

/** draft -> open: number, hosted page, and a PaymentIntent for the amount due. */
export function finalizeInvoice(sb: Sandbox, inv: Stripe.Invoice, sub: Stripe.Subscription): void {
  const cus = sb.get('customers', customerId(inv) ?? '');
  sb.state.invoiceCounter += 1;
  inv.number = `${cus.invoice_prefix ?? 'SANDBOX'}-${String(sb.state.invoiceCounter).padStart(4, '0')}`;
  inv.status = 'open';
  inv.status_transitions.finalized_at = sb.now(cus.id);
  inv.effective_at = inv.status_transitions.finalized_at;
  inv.hosted_invoice_url = `${sb.baseUrl}/invoices/${inv.id}/hosted`;
  inv.invoice_pdf = `${sb.baseUrl}/invoices/${inv.id}/hosted?format=pdf`;
  if (inv.amount_due === 0) {
    sb.emit('invoice.finalized', inv, undefined, cus.id);
    markInvoicePaid(sb, inv);
    return;
  }
  const types =
    inv.payment_settings.payment_method_types ??
    (sub.collection_method === 'send_invoice' ? ['card', 'konbini'] : ['card']);
  const pm = defaultPaymentMethod(sb, sub);
  const pi = buildPaymentIntent(sb, {
    amount: inv.amount_due,
    currency: 'jpy',
    customer: cus.id,
    paymentMethod: types.includes('card') ? pm : null,
    types: [...types],
    // Subscription payments are saved for later renewals, as Stripe does.
    setupFutureUsage: types.includes('card') ? 'off_session' : null,
    description:
      inv.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    invoice: inv.id,
    options:
      sub.collection_method === 'send_invoice' && inv.due_date
        ? {
            konbini: {
              expires_after_days: String(
                Math.max(1, Math.min(60, Math.round((inv.due_date - inv.created) / 86400))),
              ),
            },
          }
        : undefined,
  });
  newInvoicePayment(sb, inv, pi);
  sb.changed();
  sb.emit('invoice.finalized', inv, undefined, cus.id);
  if (sub.collection_method === 'send_invoice') sendInvoice(sb, inv);
}

function defaultPaymentMethod(sb: Sandbox, sub: Stripe.Subscription): string | null {
  const own = sub.default_payment_method;
  if (typeof own === 'string') return own;
  const cus = sb.state.customers[customerId(sub) ?? ''];
  const d = cus?.invoice_settings.default_payment_method;
  return typeof d === 'string' ? d : null;
}

/**
 * send_invoice: the customer pays on the hosted invoice page (konbini is chosen there, which
 * issues the voucher). Stripe e-mails the invoice only when "Email finalized invoices to customers"
 * is on, and never in test mode; the sandbox inbox follows its `invoice_emails` setting.
 * https://docs.stripe.com/invoicing/automatic-collection#manage-invoices-sent-customers
 */
function sendInvoice(sb: Sandbox, inv: Stripe.Invoice): void {
  const cus = sb.get('customers', customerId(inv) ?? '');
  if (!sb.state.settings.invoice_emails || !cus.email) return;
  sendMail(sb, {
    to: cus.email,
    kind: 'konbini_invoice',
    subject: `請求書 ${inv.number ?? ''} (¥${inv.amount_due.toLocaleString('ja-JP')})`,
    body: `お支払い期限までに下記のページからお支払いください。コンビニ払いはこのページで選ぶと、お支払い番号が表示されます。`,
    links: [inv.hosted_invoice_url ?? ''],
    customer: cus.id,
  });
  sb.emit('invoice.sent', inv, undefined, cus.id);
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
      inv.attempted = true;
      inv.attempt_count += 1;
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
  inv.attempted = true;
  inv.attempt_count += 1;
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

export function markInvoicePaid(sb: Sandbox, inv: Stripe.Invoice): void {
  const cus = customerId(inv);
  inv.status = 'paid';
  inv.amount_paid = inv.amount_due;
  inv.amount_remaining = 0;
  inv.attempted = true;
  inv.next_payment_attempt = null;
  inv.status_transitions.paid_at = sb.now(cus);
  for (const pay of Object.values(sb.state.invoicePayments)) {
    if (pay.invoice === inv.id && pay.is_default) {
      pay.status = 'paid';
      pay.amount_paid = inv.amount_due;
      pay.status_transitions.paid_at = inv.status_transitions.paid_at;
    }
  }
  sb.changed();
  sb.emit('invoice.paid', inv, undefined, cus);
  sb.emit('invoice.payment_succeeded', inv, undefined, cus);
  const sub = subscriptionOfInvoice(sb, inv);
  if (sub) {
    applyPendingUpdate(sb, sub, inv.id);
    const extra = sb.state.subExtra[sub.id];
    if (extra) delete extra.retriesLeft;
    if (['incomplete', 'past_due', 'unpaid'].includes(sub.status)) setSubStatus(sb, sub, 'active');
  }
}

export function voidInvoice(sb: Sandbox, inv: Stripe.Invoice): void {
  inv.status = 'void';
  inv.next_payment_attempt = null;
  inv.amount_remaining = 0;
  inv.status_transitions.voided_at = sb.now(customerId(inv));
  const pi = invoicePaymentIntent(sb, inv);
  if (pi && !['succeeded', 'canceled'].includes(pi.status))
    cancelPaymentIntent(sb, pi.id, { __internal: 'true', cancellation_reason: 'void_invoice' });
  for (const pay of Object.values(sb.state.invoicePayments)) {
    if (pay.invoice === inv.id && pay.status === 'open') {
      pay.status = 'canceled';
      pay.status_transitions.canceled_at = inv.status_transitions.voided_at;
    }
  }
  sb.changed();
  sb.emit('invoice.voided', inv, undefined, customerId(inv));
}

export function setSubStatus(
  sb: Sandbox,
  sub: Stripe.Subscription,
  status: Stripe.Subscription.Status,
): void {
  if (sub.status === status) return;
  const previous = { status: sub.status };
  sub.status = status;
  sb.changed();
  sb.emit('customer.subscription.updated', sub, previous, customerId(sub));
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
    // (https://docs.stripe.com/api/subscriptions/cancel).
    if (inv.status === 'open' && subscriptionOfInvoice(sb, inv)?.id === sub.id) {
      inv.next_payment_attempt = null;
      inv.auto_advance = false;
    }
  }
  sb.changed();
  sb.emit('customer.subscription.deleted', sub, undefined, customerId(sub));
}

export function onInvoicePaymentSucceeded(sb: Sandbox, invoiceId: string): void {
  const inv = sb.state.invoices[invoiceId];
  if (inv && inv.status === 'open') markInvoicePaid(sb, inv);
}

export function onInvoiceActionRequired(sb: Sandbox, invoiceId: string): void {
  const inv = sb.state.invoices[invoiceId];
  if (!inv) return;
  sb.emit('invoice.payment_action_required', inv, undefined, customerId(inv));
  const sub = subscriptionOfInvoice(sb, inv);
  if (sub && sub.status === 'active' && inv.billing_reason === 'subscription_cycle')
    setSubStatus(sb, sub, 'past_due');
}

export function onInvoicePaymentFailed(sb: Sandbox, invoiceId: string): void {
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
  if (sub && inv.billing_reason === 'subscription_cycle' && inv.auto_advance) {
    const extra = (sb.state.subExtra[sub.id] ??= {
      anchorDay: new Date(sub.billing_cycle_anchor * 1000).getUTCDate(),
    });
    extra.retriesLeft ??= retryDays.length;
    const step = retryDays[retryDays.length - extra.retriesLeft];
    inv.next_payment_attempt = step !== undefined && extra.retriesLeft > 0 ? now + step * 86400 : null;
  }
  sb.changed();
  sb.emit('invoice.payment_failed', inv, undefined, customerId(inv));
  if (sub && sub.status === 'active' && inv.billing_reason === 'subscription_cycle')
    setSubStatus(sb, sub, 'past_due');
  if (
    sub &&
    inv.billing_reason === 'subscription_cycle' &&
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

/**
 * send_invoice: past_due once an invoice is unpaid at its due date, then the configured final
 * action that many days later (https://docs.stripe.com/api/subscriptions/object#subscription_object-status).
 */
function overdueSteps(sb: Sandbox, inv: Stripe.Invoice, consider: (at: number, run: () => void) => void) {
  if (inv.collection_method !== 'send_invoice' || inv.due_date === null || !inv.auto_advance) return;
  const sub = subscriptionOfInvoice(sb, inv);
  if (!sub) return;
  if (sub.status === 'active') consider(inv.due_date, () => setSubStatus(sb, sub, 'past_due'));
  const { send_invoice_days_past_due: days, send_invoice_final_action: action } = sb.state.settings;
  if (sub.status === 'past_due' && action !== 'past_due')
    consider(inv.due_date + days * 86400, () => applyFinalAction(sb, sub, action));
}

/** Starts the next period, bills it, and collects it. */
export function renewSubscription(sb: Sandbox, sub: Stripe.Subscription): void {
  const item = sub.items.data[0];
  if (!item) return;
  if (sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at <= item.current_period_end)) {
    endSubscription(sb, sub, 'canceled', 'cancellation_requested');
    return;
  }
  // A subscription schedule's next phase (e.g. a downgrade at the period end) starts now.
  if (!transitionSchedule(sb, sub, item.current_period_end)) return;
  const extra = (sb.state.subExtra[sub.id] ??= {
    anchorDay: new Date(sub.billing_cycle_anchor * 1000).getUTCDate(),
  });
  const previous = { items: JSON.parse(JSON.stringify(sub.items)) as unknown };
  const lines: Line[] = [];
  for (const it of sub.items.data) {
    const rec = it.price.recurring;
    const start = it.current_period_end;
    const end = addInterval(start, rec?.interval ?? 'month', rec?.interval_count ?? 1, extra.anchorDay);
    it.current_period_start = start;
    it.current_period_end = end;
    const qty = it.quantity ?? 1;
    lines.push({
      price: it.price,
      quantity: qty,
      amount: (it.price.unit_amount ?? 0) * qty,
      description: `${qty} × ${productName(sb, it.price)}`,
      proration: false,
      period: { start, end },
      subscriptionItem: it.id,
    });
  }
  const pending = sb.state.subExtra[sub.id]?.pendingProrations ?? [];
  lines.push(...pending);
  extra.pendingProrations = [];
  sb.changed();
  sb.emit('customer.subscription.updated', sub, previous, customerId(sub));
  const inv = createInvoice(sb, sub, 'subscription_cycle', lines);
  sub.latest_invoice = inv.id;
  finalizeInvoice(sb, inv, sub);
  if (sub.collection_method === 'charge_automatically') attemptInvoicePayment(sb, inv, false);
}

export function productName(sb: Sandbox, price: Stripe.Price): string {
  const id = typeof price.product === 'string' ? price.product : price.product.id;
  return sb.state.products[id]?.name ?? id;
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
    if (inv.status === 'open' && inScope(customerId(inv))) overdueSteps(sb, inv, consider);
    if (inv.status === 'open' && inv.next_payment_attempt !== null && inScope(customerId(inv))) {
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

import type Stripe from 'stripe';
import { addInterval } from './clock.ts';
import { draftFinalizesAt } from './invoice-clock.ts';
import { newId } from './ids.ts';
import { sendMail } from './inbox.ts';
import { buildPaymentIntent, cancelPaymentIntent } from './resources/payment-intents.ts';
import type { Sandbox } from './sandbox.ts';
import type { Line, SubscriptionExtra } from './store.ts';
import { applyCustomerBalance, returnAppliedBalance, withBalance } from './customer-balance.ts';

// Invoices of subscriptions: building, finalizing (with their PaymentIntent), paying, voiding, and
// the subscription status changes they cause. Collecting them is in collection.ts; what happens
// with time (renewals, retries, expiries) in timeline.ts.

export const customerId = (x: { customer: unknown }) => (typeof x.customer === 'string' ? x.customer : null);

/** The sandbox's own record of a subscription (its anchor day, retries, notices), made on first use. */
export const subExtraOf = (sb: Sandbox, sub: Stripe.Subscription): SubscriptionExtra =>
  (sb.state.subExtra[sub.id] ??= { anchorDay: new Date(sub.billing_cycle_anchor * 1000).getUTCDate() });

/** The subscription ends when this period does (canceled at its end, or a cancel_at within it). */
export const endsWithPeriod = (sub: Stripe.Subscription, item: Stripe.SubscriptionItem) =>
  sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at <= item.current_period_end);

export function subscriptionOfInvoice(sb: Sandbox, inv: Stripe.Invoice): Stripe.Subscription | undefined {
  const id = inv.parent?.subscription_details?.subscription;
  return typeof id === 'string' ? sb.state.subscriptions[id] : undefined;
}

/** A draft invoice of `sub` billing `lines`, stored and announced (invoice.created). */
export function createInvoice(
  sb: Sandbox,
  sub: Stripe.Subscription,
  reason: Stripe.Invoice.BillingReason,
  lines: Line[],
): Stripe.Invoice {
  const inv = buildInvoice(sb, sub, reason, lines);
  sb.state.invoices[inv.id] = inv;
  sb.emit('invoice.created', inv, undefined, customerId(inv));
  return inv;
}

/**
 * The invoice object alone, neither stored nor announced. A preview has Stripe's preview ids
 * (`upcoming_in_...`, lines `il_tmp_...`: https://docs.stripe.com/api/invoices/create_preview).
 */
export function buildInvoice(
  sb: Sandbox,
  sub: Stripe.Subscription,
  reason: Stripe.Invoice.BillingReason,
  lines: Line[],
  preview = false,
): Stripe.Invoice {
  const cus = sb.get('customers', customerId(sub) ?? '');
  const now = sb.now(cus.id);
  const id = preview ? `upcoming_${newId('in')}` : newId('in');
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
    automatically_finalizes_at: preview ? null : draftFinalizesAt(reason, sub.collection_method, now),
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
        id: newId(preview ? 'il_tmp' : 'il'),
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
  withBalance(inv, cus.balance);
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
  if (applyCustomerBalance(sb, inv)) {
    sb.emit('invoice.finalized', inv, undefined, cus.id);
    markInvoicePaid(sb, inv, 0);
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
  // Sending is automatic collection's step: none with auto_advance off.
  if (sub.collection_method === 'send_invoice' && inv.auto_advance) sendInvoice(sb, inv);
}

/** The subscription's default_payment_method, else the customer's invoice_settings default. */
export function defaultPaymentMethod(sb: Sandbox, sub: Stripe.Subscription): string | null {
  const own = sub.default_payment_method;
  if (typeof own === 'string') return own;
  const cus = sb.state.customers[customerId(sub) ?? ''];
  const d = cus?.invoice_settings.default_payment_method;
  return typeof d === 'string' ? d : null;
}

/** The PaymentIntent that pays `inv` (its default invoice payment). */
export function invoicePaymentIntent(sb: Sandbox, inv: Stripe.Invoice): Stripe.PaymentIntent | undefined {
  const pay = Object.values(sb.state.invoicePayments).find((p) => p.invoice === inv.id && p.is_default);
  const id = pay?.payment.payment_intent;
  return typeof id === 'string' ? sb.state.paymentIntents[id] : undefined;
}

function newInvoicePayment(
  sb: Sandbox,
  inv: Stripe.Invoice,
  pi: Stripe.PaymentIntent,
): Stripe.InvoicePayment {
  const pay: Stripe.InvoicePayment = {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: inv.amount_due,
    created: inv.created,
    currency: inv.currency,
    invoice: inv.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: pi.id },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  };
  sb.state.invoicePayments[pay.id] = pay;
  return pay;
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

/** `amountPaid`: what a payment took (0 when nothing was charged, e.g. below the minimum charge). */
export function markInvoicePaid(sb: Sandbox, inv: Stripe.Invoice, amountPaid = inv.amount_due): void {
  const cus = customerId(inv);
  inv.status = 'paid';
  inv.amount_paid = amountPaid;
  inv.amount_remaining = 0;
  inv.attempted = true;
  inv.next_payment_attempt = null;
  inv.status_transitions.paid_at = sb.now(cus);
  for (const pay of Object.values(sb.state.invoicePayments)) {
    if (pay.invoice === inv.id && pay.is_default) {
      pay.status = 'paid';
      pay.amount_paid = amountPaid;
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

/**
 * The invoice of a pending update was paid: the held change takes effect. Here rather than in
 * resources/subscription-changes.ts (which makes pending updates) as paying an invoice applies it.
 */
function applyPendingUpdate(sb: Sandbox, sub: Stripe.Subscription, invoiceId: string): void {
  const extra = sb.state.subExtra[sub.id];
  const pending = extra?.pendingUpdate;
  if (!extra || !pending || pending.invoice !== invoiceId) return;
  const previous = {
    items: JSON.parse(JSON.stringify(sub.items)) as unknown,
    pending_update: sub.pending_update,
  };
  sub.items.data = pending.items;
  if (pending.anchor !== null) {
    sub.billing_cycle_anchor = pending.anchor;
    extra.anchorDay = new Date(pending.anchor * 1000).getUTCDate();
  }
  sub.pending_update = null;
  delete extra.pendingUpdate;
  sb.changed();
  const cus = typeof sub.customer === 'string' ? sub.customer : null;
  sb.emit('customer.subscription.pending_update_applied', sub, previous, cus);
  sb.emit('customer.subscription.updated', sub, previous, cus);
}

export function voidInvoice(sb: Sandbox, inv: Stripe.Invoice): void {
  inv.status = 'void';
  inv.next_payment_attempt = null;
  inv.amount_remaining = 0;
  inv.status_transitions.voided_at = sb.now(customerId(inv));
  returnAppliedBalance(sb, inv);
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

/** One line per item billing the period after its current one (the renewal invoice's lines). */
export function renewalLines(sb: Sandbox, items: Stripe.SubscriptionItem[], anchorDay: number): Line[] {
  return items.map((it) => {
    const rec = it.price.recurring;
    const start = it.current_period_end;
    const end = addInterval(start, rec?.interval ?? 'month', rec?.interval_count ?? 1, anchorDay);
    return itemLine(sb, it, { start, end });
  });
}

/** The invoice line billing an item for `period` (default: its whole current period). */
export function itemLine(
  sb: Sandbox,
  it: Stripe.SubscriptionItem,
  period = { start: it.current_period_start, end: it.current_period_end },
): Line {
  const qty = it.quantity ?? 1;
  return {
    price: it.price,
    quantity: qty,
    amount: (it.price.unit_amount ?? 0) * qty,
    description: `${qty} × ${productName(sb, it.price)}`,
    proration: false,
    period,
    subscriptionItem: it.id,
  };
}

export function productName(sb: Sandbox, price: Stripe.Price): string {
  const id = typeof price.product === 'string' ? price.product : price.product.id;
  return sb.state.products[id]?.name ?? id;
}

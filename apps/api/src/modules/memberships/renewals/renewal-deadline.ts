import type Stripe from 'stripe';

const DAY = 86_400_000;

/**
 * Until when a membership whose renewal is unpaid continues (docs/decisions/032-failed-renewals.md,
 * 038-stripes-invoice-clock.md). konbini: the invoice's due date, the voucher's deadline. card: the
 * end of the Dashboard's retry schedule (CARD_RETRY_DAYS) counted from Stripe's first attempt, when
 * the renewal's draft was finalized an hour after the renewal (not from the invoice's creation), and
 * never before Stripe's own next attempt (`next_payment_attempt`): Stripe's schedule wins when it is
 * later (Smart Retries, a Dashboard set differently).
 */
export function renewalDeadline(invoice: Stripe.Invoice, retryDays: number[]): Date {
  if (invoice.collection_method === 'send_invoice' && invoice.due_date)
    return new Date(invoice.due_date * 1000);
  const firstAttempt = invoice.status_transitions.finalized_at ?? invoice.created;
  const days = retryDays.reduce((sum, d) => sum + d, 0);
  const scheduleEnd = firstAttempt * 1000 + days * DAY;
  const next = invoice.next_payment_attempt ? invoice.next_payment_attempt * 1000 : 0;
  return new Date(Math.max(scheduleEnd, next));
}

/**
 * Whether Stripe is still collecting a card renewal by itself: an attempt is scheduled. After its
 * last attempt `next_payment_attempt` is null and its final action decides the subscription's status
 * (https://docs.stripe.com/api/invoices/object#invoice_object-next_payment_attempt).
 */
export function stripeStillRetries(invoice: Stripe.Invoice): boolean {
  return invoice.status === 'open' && invoice.auto_advance === true && invoice.next_payment_attempt !== null;
}

/** The renewal this invoice bills: a subscription's new period, unpaid and still collectable. */
export function isUnpaidRenewal(invoice: Stripe.Invoice | null): invoice is Stripe.Invoice {
  if (!invoice || invoice.status !== 'open' || invoice.billing_reason !== 'subscription_cycle') return false;
  // A card renewal is unpaid once an attempt failed or asked for 3-D Secure; a konbini one from the
  // moment it is sent (it is paid at the store, later). A draft (the hour before Stripe finalizes
  // it) is neither.
  return invoice.collection_method === 'send_invoice' || invoice.attempt_count > 0;
}

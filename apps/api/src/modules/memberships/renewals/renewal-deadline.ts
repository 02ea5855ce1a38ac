import type Stripe from 'stripe';

const DAY = 86_400_000;

/**
 * Until when a membership whose renewal is unpaid continues (docs/decisions/032-failed-renewals.md):
 * a card renewal for the Dashboard's retry schedule (CARD_RETRY_DAYS after the renewal, the last
 * retry); a konbini renewal until the invoice's due date, the voucher's deadline.
 */
export function renewalDeadline(invoice: Stripe.Invoice, retryDays: number[]): Date {
  if (invoice.collection_method === 'send_invoice' && invoice.due_date)
    return new Date(invoice.due_date * 1000);
  const days = retryDays.reduce((sum, d) => sum + d, 0);
  return new Date(invoice.created * 1000 + days * DAY);
}

/** The renewal this invoice bills: a subscription's new period, unpaid and still collectable. */
export function isUnpaidRenewal(invoice: Stripe.Invoice | null): invoice is Stripe.Invoice {
  if (!invoice || invoice.status !== 'open' || invoice.billing_reason !== 'subscription_cycle') return false;
  // A card renewal is unpaid once an attempt failed or asked for 3-D Secure; a konbini one from the
  // moment it is sent (it is paid at the store, later).
  return invoice.collection_method === 'send_invoice' || invoice.attempt_count > 0;
}

import type Stripe from 'stripe';

// When Stripe finalizes a new subscription invoice by itself: the rule alone, which building an
// invoice (billing.ts) and auto_advance (collection.ts) read; finalizing is in draft-invoices.ts.
//
// "Stripe waits until one hour after the last webhook was successfully sent (or the last webhook
// timed out after failing). If you ... have no webhooks configured, Stripe waits one hour after
// creation to finalize the invoice." (https://docs.stripe.com/api/invoices/object, and
// https://docs.stripe.com/billing/subscriptions/webhooks#successful-invoice-finalization). The
// sandbox finalizes at `created + 1 hour` whatever its deliveries did: an integration cannot rely on
// having more than that hour (Stripe may wait longer when webhooks fail).

/** How long a subscription's draft waits before Stripe finalizes it. */
export const DRAFT_HOUR = 3600;

/**
 * When a new subscription invoice finalizes by itself (`automatically_finalizes_at`,
 * https://docs.stripe.com/api/invoices/object#invoice_object-automatically_finalizes_at), or null
 * when it is finalized at once. Renewals (`subscription_cycle`) are drafts for the hour, and so is the
 * first invoice of a `send_invoice` subscription: "Finalizes the invoice immediately when
 * collection_method is set to charge_automatically, or one hour later when it's set to send_invoice"
 * (https://docs.stripe.com/billing/invoices/subscription#new-subscription-invoices).
 */
export function draftFinalizesAt(
  reason: Stripe.Invoice.BillingReason,
  collection: Stripe.Invoice.CollectionMethod,
  created: number,
): number | null {
  const drafted =
    reason === 'subscription_cycle' || (reason === 'subscription_create' && collection === 'send_invoice');
  return drafted ? created + DRAFT_HOUR : null;
}

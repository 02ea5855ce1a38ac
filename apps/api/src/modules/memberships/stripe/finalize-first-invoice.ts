import type Stripe from 'stripe';
import { SUBSCRIPTION_EXPAND } from './latest-intent';

/**
 * A konbini registration's first invoice, finalized now. Stripe keeps a send_invoice subscription's
 * first invoice a draft for an hour ("one hour later when it's set to send_invoice",
 * https://docs.stripe.com/billing/invoices/subscription#new-subscription-invoices), without a hosted
 * page; the fan needs that page (where the voucher is issued) now, so the registration finalizes it
 * itself (https://docs.stripe.com/api/invoices/finalize), once per request: a repeat of the request
 * replays the same call (docs/decisions/038-stripes-invoice-clock.md). Answers the subscription with
 * the open invoice as its `latest_invoice` (SUBSCRIPTION_EXPAND's fields).
 */
export async function finalizeFirstInvoice(
  stripe: Stripe,
  sub: Stripe.Subscription,
  requestId: string,
): Promise<Stripe.Subscription> {
  const invoice = sub.latest_invoice;
  const id = typeof invoice === 'string' ? invoice : invoice?.id;
  if (!id || (typeof invoice === 'object' && invoice?.status !== 'draft')) return sub;
  const current = typeof invoice === 'string' ? await stripe.invoices.retrieve(id) : invoice!;
  if (current.status !== 'draft') return { ...sub, latest_invoice: current };
  const open = await stripe.invoices.finalizeInvoice(
    id,
    { expand: SUBSCRIPTION_EXPAND.map((path) => path.replace('latest_invoice.', '')) },
    { idempotencyKey: `membership-register-finalize-${requestId}` },
  );
  return { ...sub, latest_invoice: open };
}

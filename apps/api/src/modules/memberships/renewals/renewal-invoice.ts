import type Stripe from 'stripe';
import type { RequestStore } from '../../../lib/per-request';
import type { Services } from '../../../services';

const INVOICES = Symbol('renewal-invoices');

/**
 * A renewal's Stripe invoice with its PaymentIntent (`payments.data.payment.payment_intent`), read
 * once per request however many fields or aliases ask for it (renewalPayment, paymentClientSecret):
 * the fan's budget counts each selection (graphql/rate-limit/request-cost.ts), Stripe sees one read.
 */
export function renewalInvoice(
  ctx: Pick<Services, 'stripe'> & RequestStore,
  invoiceId: string,
): Promise<Stripe.Invoice> {
  const reads = ctx.perRequest(INVOICES, () => new Map<string, Promise<Stripe.Invoice>>());
  let read = reads.get(invoiceId);
  if (!read) {
    read = ctx.stripe.invoices.retrieve(invoiceId, { expand: ['payments.data.payment.payment_intent'] });
    reads.set(invoiceId, read);
  }
  return read;
}

import type Stripe from 'stripe';

/** An invoice's PaymentIntent (its default payment's): the id, or the object when expanded. */
export function invoiceIntent(invoice: Stripe.Invoice | null): string | Stripe.PaymentIntent | null {
  const payments = invoice?.payments?.data ?? [];
  return (payments.find((p) => p.is_default) ?? payments[0])?.payment.payment_intent ?? null;
}

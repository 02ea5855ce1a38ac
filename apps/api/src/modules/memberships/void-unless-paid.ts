import type Stripe from 'stripe';

/**
 * Voids an open invoice; answers it as it is now: void, or paid when the payment got there first.
 * Any other refusal (Stripe unreachable, say) is thrown, so the caller's webhook or pass is retried.
 */
export async function voidUnlessPaid(stripe: Stripe, invoiceId: string): Promise<Stripe.Invoice> {
  try {
    return (await stripe.invoices.voidInvoice(invoiceId)) as Stripe.Invoice;
  } catch (error) {
    const invoice = await stripe.invoices.retrieve(invoiceId);
    if (invoice.status === 'paid' || invoice.status === 'void') return invoice;
    throw error;
  }
}

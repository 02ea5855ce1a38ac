import type Stripe from 'stripe';

/**
 * Voids an open invoice; answers it as it is now: void, or paid when the payment got there first.
 * A draft (Stripe keeps renewals and konbini invoices drafts for an hour, then finalizes and
 * collects them by itself) cannot be voided nor, being a subscription's, deleted
 * (https://docs.stripe.com/api/invoices/delete): it is finalized without automatic collection
 * (`auto_advance: false`, https://docs.stripe.com/api/invoices/finalize), then voided. Any other
 * refusal (Stripe unreachable, say) is thrown, so the caller's webhook or pass is retried.
 */
export async function voidUnlessPaid(stripe: Stripe, invoiceId: string): Promise<Stripe.Invoice> {
  try {
    return (await stripe.invoices.voidInvoice(invoiceId)) as Stripe.Invoice;
  } catch (error) {
    const invoice = await stripe.invoices.retrieve(invoiceId);
    if (invoice.status === 'paid' || invoice.status === 'void') return invoice;
    if (invoice.status === 'draft') {
      await stripe.invoices.finalizeInvoice(
        invoiceId,
        { auto_advance: false },
        { idempotencyKey: `invoice-finalize-to-void-${invoiceId}` },
      );
      return voidUnlessPaid(stripe, invoiceId);
    }
    throw error;
  }
}

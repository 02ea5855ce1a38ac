import type { Services } from '../../../services';
import { cancelSubscription } from '../paid/cancel-subscription';

/**
 * Ends a membership for a renewal left unpaid (docs/decisions/032-failed-renewals.md): the invoice is
 * voided first, so it can never take money for a membership that has ended (Stripe leaves a canceled
 * subscription's open invoices payable: https://docs.stripe.com/api/subscriptions/cancel), then the
 * subscription is canceled. 'paid' when the invoice was paid before it could be voided: the
 * membership then continues.
 */
export async function closeUnpaidRenewal(
  services: Pick<Services, 'stripe'>,
  subscriptionId: string,
  invoiceId: string,
): Promise<'closed' | 'paid'> {
  try {
    await services.stripe.invoices.voidInvoice(invoiceId);
  } catch (error) {
    const invoice = await services.stripe.invoices.retrieve(invoiceId);
    if (invoice.status === 'paid') return 'paid';
    if (invoice.status !== 'void') throw error;
  }
  await cancelSubscription(services.stripe, subscriptionId);
  return 'closed';
}

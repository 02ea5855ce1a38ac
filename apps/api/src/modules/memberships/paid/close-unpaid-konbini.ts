import type Stripe from 'stripe';
import type { Services } from '../../../services';
import { cancelSubscription } from '../stripe/cancel-subscription';
import { voidUnlessPaid } from '../stripe/void-unless-paid';

type StripeServices = Pick<Services, 'stripe'>;

/**
 * Makes a konbini registration's open invoices unpayable and ends its subscription, so that the
 * dropped registration can never take money (docs/decisions/009-konbini-pending-registrations.md).
 * On Stripe, cancelling a subscription leaves its open invoices payable; only voiding stops them
 * (https://docs.stripe.com/api/subscriptions/cancel, https://docs.stripe.com/api/invoices/void).
 * Returns 'paid' when an invoice was paid before it could be voided: that payment must then give
 * the membership.
 */
export async function closeUnpaidKonbini(
  services: StripeServices,
  subscriptionId: string,
): Promise<'closed' | 'paid'> {
  const open = await services.stripe.invoices.list({
    subscription: subscriptionId,
    status: 'open',
    limit: 100,
  });
  for (const invoice of open.data)
    if ((await voidUnlessPaid(services.stripe, invoice.id!)).status === 'paid') return 'paid';
  const paid = await services.stripe.invoices.list({
    subscription: subscriptionId,
    status: 'paid',
    limit: 1,
  });
  if (paid.data.length > 0) return 'paid';
  await cancelSubscription(services.stripe, subscriptionId);
  return 'closed';
}

/** The first invoice's konbini voucher is still payable at the store (Stripe may yet collect it). */
export async function hasLiveVoucher(services: StripeServices, invoice: Stripe.Invoice): Promise<boolean> {
  if (invoice.status !== 'open') return false;
  const full = await services.stripe.invoices.retrieve(invoice.id!, {
    expand: ['payments.data.payment.payment_intent'],
  });
  return (full.payments?.data ?? []).some((p) => {
    const intent = p.payment.payment_intent;
    return typeof intent === 'object' && intent?.next_action?.type === 'konbini_display_details';
  });
}

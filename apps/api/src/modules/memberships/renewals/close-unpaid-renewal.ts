import type { Services } from '../../../services';
import { cancelSubscription } from '../stripe/cancel-subscription';
import { voidUnlessPaid } from '../stripe/void-unless-paid';

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
  if ((await voidUnlessPaid(services.stripe, invoiceId)).status === 'paid') return 'paid';
  await cancelSubscription(services.stripe, subscriptionId);
  return 'closed';
}

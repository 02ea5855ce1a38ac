import type Stripe from 'stripe';
import { intentOf } from './converge-renewal';

export type RenewalPaymentStatus = 'paid' | 'declined' | 'requires_action' | 'processing';

/**
 * Where a renewal's payment stands, read from Stripe's invoice (its PaymentIntent expanded): paid;
 * waiting for the fan's 3-D Secure; declined (the last attempt failed, or the invoice can no longer
 * be paid); otherwise still processing (a confirmation Stripe has not settled the invoice for yet).
 */
export function renewalPaymentStatus(invoice: Stripe.Invoice): RenewalPaymentStatus {
  if (invoice.status === 'paid') return 'paid';
  if (invoice.status !== 'open') return 'declined';
  const intent = intentOf(invoice);
  if (intent?.status === 'requires_action') return 'requires_action';
  if (!intent || intent.status === 'requires_payment_method' || intent.status === 'canceled')
    return 'declined';
  return 'processing';
}

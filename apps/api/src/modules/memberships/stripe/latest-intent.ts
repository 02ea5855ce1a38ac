import type Stripe from 'stripe';
import { invoiceIntent } from './invoice-intent';

/**
 * Expansions the membership calls ask for. Stripe refuses `expand[]` deeper than four levels
 * (https://docs.stripe.com/expand), so the invoice's payments are expanded and the payment
 * intent is retrieved by id (latestIntent) when its status is needed.
 */
export const SUBSCRIPTION_EXPAND = ['latest_invoice.confirmation_secret', 'latest_invoice.payments'];

/** The payment intent of a subscription's latest invoice (`latest_invoice.payments` expanded). */
export async function latestIntent(
  stripe: Stripe,
  sub: Stripe.Subscription,
): Promise<Stripe.PaymentIntent | null> {
  const intent = invoiceIntent(sub.latest_invoice as Stripe.Invoice | null);
  if (!intent) return null;
  return typeof intent === 'string' ? stripe.paymentIntents.retrieve(intent) : intent;
}

import type Stripe from 'stripe';
import { invalidRequest, type StripeApiError } from './http/errors.ts';
import type { Sandbox } from './sandbox.ts';

// Which PaymentMethods a payment may use. Stripe: a PaymentMethod detached from its customer
// "may not be used again" (https://docs.stripe.com/api/payment_methods/detach), and a saved one
// belongs to its customer only (https://docs.stripe.com/payments/save-and-reuse).

/** Stripe's wording for a PaymentMethod that was detached (or consumed without a customer). */
export const DETACHED_MESSAGE =
  'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.';

export function wasDetached(sb: Sandbox, pmId: string): boolean {
  return sb.state.detachedPaymentMethods[pmId] !== undefined;
}

/** Why `pm` cannot pay for `customer` (a PaymentIntent's or subscription's), or null if it can. */
export function unusablePaymentMethod(
  sb: Sandbox,
  pm: Stripe.PaymentMethod,
  customer: string | null,
  param = 'payment_method',
): StripeApiError | null {
  if (pm.customer === null && wasDetached(sb, pm.id)) return invalidRequest(DETACHED_MESSAGE, param);
  const owner = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
  if (owner && customer && owner !== customer)
    return invalidRequest('The provided PaymentMethod belongs to another customer.', param);
  if (owner && !customer)
    return invalidRequest(
      `The PaymentMethod ${pm.id} belongs to the Customer ${owner}. Please include the Customer in the \`customer\` parameter on the PaymentIntent.`,
      param,
    );
  return null;
}

/** A subscription's default_payment_method must be attached to the subscription's customer. */
export function checkSubscriptionPaymentMethod(
  sb: Sandbox,
  pmId: string,
  customer: string,
  param = 'default_payment_method',
): void {
  const pm = sb.get('paymentMethods', pmId, param);
  if (pm.customer !== customer) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
      param,
      'resource_missing',
    );
  }
}

/**
 * invoices.pay `payment_method`: "The PaymentMethod must be the ID of a PaymentMethod belonging to
 * the customer associated with the invoice being paid" (https://docs.stripe.com/api/invoices/pay).
 * Another customer's, a detached or a never attached one is refused before any attempt.
 */
export function checkInvoicePaymentMethod(sb: Sandbox, pmId: string, customer: string): void {
  checkSubscriptionPaymentMethod(sb, pmId, customer, 'payment_method');
}

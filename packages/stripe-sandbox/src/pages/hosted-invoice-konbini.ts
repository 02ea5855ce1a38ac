import type Stripe from 'stripe';
import { invoicePaymentIntent } from '../billing.ts';
import { invalidRequest } from '../http/errors.ts';
import { isKonbiniPending } from '../resources/konbini-vouchers.ts';
import { confirmPaymentIntent } from '../resources/payment-intents.ts';
import { konbiniAmountOk } from '../konbini-limits.ts';
import type { Sandbox } from '../sandbox.ts';

// On Stripe, a send_invoice invoice's konbini voucher is issued when the customer picks konbini on
// the hosted invoice page (https://docs.stripe.com/invoicing/hosted-invoice-page); the page needs
// the buyer's name and e-mail, and the e-mail decides the test-mode outcome.

/**
 * Konbini can be chosen while the invoice is open, allows konbini, has no live voucher, and its
 * amount is within konbini's limits (src/konbini-limits.ts).
 */
export function canChooseKonbini(sb: Sandbox, inv: Stripe.Invoice): boolean {
  const pi = invoicePaymentIntent(sb, inv);
  return (
    inv.status === 'open' &&
    !!pi &&
    pi.payment_method_types.includes('konbini') &&
    konbiniAmountOk(pi.amount) &&
    ['requires_payment_method', 'requires_confirmation'].includes(pi.status)
  );
}

export function chooseKonbiniOnInvoice(
  sb: Sandbox,
  inv: Stripe.Invoice,
  buyer: { name: string; email: string },
): Stripe.PaymentIntent {
  const pi = invoicePaymentIntent(sb, inv);
  if (pi && isKonbiniPending(pi)) return pi;
  if (!pi || !canChooseKonbini(sb, inv))
    throw invalidRequest(
      `This invoice can no longer be paid (status: ${inv.status}).`,
      undefined,
      'invoice_not_open' as string,
    );
  const billing_details = { name: buyer.name, email: buyer.email };
  return confirmPaymentIntent(
    sb,
    pi,
    { payment_method_data: { type: 'konbini', billing_details } },
    'secret',
  );
}

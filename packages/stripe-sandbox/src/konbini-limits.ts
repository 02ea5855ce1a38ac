import { invalidRequest, type StripeApiError } from './http/errors.ts';
import { int, obj, type Params } from './http/form.ts';

// Konbini's limits. https://docs.stripe.com/payments/konbini (payment method properties):
// "Minimum charge amount 120 JPY", "Maximum charge amount 300,000 JPY"; and
// `payment_method_options.konbini.expires_after_days`: "The number of calendar days (between 1 and
// 60) after which Konbini payment instructions will expire"
// (https://docs.stripe.com/api/payment_intents/create#create_payment_intent-payment_method_options-konbini-expires_after_days).
// Stripe does not document which request refuses an amount outside the limits, nor its message;
// the sandbox refuses as early as it can know (intent creation when konbini is the only type,
// otherwise confirmation with konbini; invoices before they exist) with the general
// amount_too_small / amount_too_large codes (https://docs.stripe.com/error-codes).

export const KONBINI_MIN_JPY = 120;
export const KONBINI_MAX_JPY = 300_000;

/** Stripe's error for a konbini amount outside the limits, or null when it is within them. */
export function konbiniAmountError(amount: number, param = 'amount'): StripeApiError | null {
  if (amount < KONBINI_MIN_JPY)
    return invalidRequest(
      `Amount must be at least ¥${KONBINI_MIN_JPY} jpy for konbini payments.`,
      param,
      'amount_too_small',
    );
  if (amount > KONBINI_MAX_JPY)
    return invalidRequest(
      `Amount must be no more than ¥${KONBINI_MAX_JPY.toLocaleString('en-US')} jpy for konbini payments.`,
      param,
      'amount_too_large',
    );
  return null;
}

export const konbiniAmountOk = (amount: number) => konbiniAmountError(amount) === null;

/** Checks `payment_method_options[konbini]` of a PaymentIntent create, update or confirm. */
export function checkKonbiniOptions(options: Params | undefined): void {
  const k = obj(options, 'konbini');
  if (!k) return;
  const param = 'payment_method_options[konbini]';
  const days = int(k, 'expires_after_days');
  if (days !== undefined && !(days >= 1 && days <= 60))
    throw invalidRequest(
      `This value must be between 1 and 60 (it currently is '${days}').`,
      `${param}[expires_after_days]`,
    );
  // "Only one of expires_after_days or expires_at may be set."
  if (days !== undefined && int(k, 'expires_at') !== undefined)
    throw invalidRequest('Only one of expires_after_days or expires_at may be set.', `${param}[expires_at]`);
}

/**
 * An invoice only konbini can pay (payment_method_types exactly ['konbini']) must be payable by it:
 * refused before the request creates it. Invoices that also take cards stay valid; konbini is then
 * refused when chosen for them.
 */
export function checkKonbiniOnlyInvoice(
  types: readonly string[] | null,
  amountDue: number,
  param: string,
): void {
  if (!types || types.length !== 1 || types[0] !== 'konbini' || amountDue <= 0) return;
  const error = konbiniAmountError(amountDue, param);
  if (error) throw error;
}

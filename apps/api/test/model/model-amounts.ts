// What the fan pays, as the model counts it (issue 35, item 3): every rule about an amount charged
// or credited is here, so that a new one (Stripe's minimum charge) changes one file.
import type { Model } from './lifecycle-model';

/**
 * An invoice for `amount` yen is finalized: the customer's credit balance pays first
 * (https://docs.stripe.com/billing/customer/balance); the rest is what the fan is asked to pay.
 * A negative amount (an upgrade to a shorter period) is credited to the balance.
 */
export function finalizeInvoice(model: Model, amount: number): number {
  const due = amount - model.credit;
  model.credit = Math.max(0, -due);
  return Math.max(0, due);
}

/** The fan paid `amount` yen (a card charge that went through, a konbini voucher paid). */
export function collect(model: Model, amount: number) {
  model.paid += amount;
}

/** An invoice finalized and paid at once by a card that goes through. */
export function chargeNow(model: Model, amount: number) {
  collect(model, finalizeInvoice(model, amount));
}

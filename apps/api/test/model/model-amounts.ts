// What the fan pays, as the model counts it (issue 35, item 3): every rule about an amount charged
// or credited is here, so that a new one (Stripe's minimum charge) changes one file.
import type { Model } from './lifecycle-model';

/** Stripe's minimum charge in yen: an invoice due less than this is not charged (decision 039). */
export const MINIMUM_CHARGE = 50;

/**
 * An invoice for `amount` yen is finalized: the customer's balance applies first (a credit lowers
 * it, a debit raises it; https://docs.stripe.com/billing/customer/balance); the rest is what the fan
 * is asked to pay. A negative amount (an upgrade to a shorter period) is credited to the balance.
 * Due 1-49 yen: Stripe marks the invoice paid and debits the amount to the balance, so the next
 * invoice carries it (the ¥50 minimum charge, decision 039); nothing is asked now.
 */
export function finalizeInvoice(model: Model, amount: number): number {
  const due = amount - model.credit;
  if (due <= 0) {
    model.credit = -due;
    return 0;
  }
  if (due < MINIMUM_CHARGE) {
    model.credit = -due;
    return 0;
  }
  model.credit = 0;
  return due;
}

/** The fan paid `amount` yen (a card charge that went through, a konbini voucher paid). */
export function collect(model: Model, amount: number) {
  model.paid += amount;
}

/** An invoice finalized and paid at once by a card that goes through. */
export function chargeNow(model: Model, amount: number) {
  collect(model, finalizeInvoice(model, amount));
}

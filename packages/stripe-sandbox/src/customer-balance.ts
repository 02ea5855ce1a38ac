import type Stripe from 'stripe';
import type { Sandbox } from './sandbox.ts';

// The customer's invoice balance (https://docs.stripe.com/billing/customer/balance):
// - "The invoice balance automatically applies toward the next invoice finalized to a customer":
//   a debit (positive) raises the amount due, a credit (negative) lowers it; what a credit does not
//   use stays on the customer (`starting_balance`, `ending_balance`), whatever the subscription.
// - "When the amount due on an invoice is less than the minimum chargeable amount the invoice is
//   marked as paid and the amount owed moved to the invoice balance as a debit." For JPY the
//   minimum charge is ¥50 (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts).
// - Voiding gives back what an invoice took from the balance
//   (https://docs.stripe.com/changelog/2019-12-03/customer-balances-returned-voided-invoices).

/** Stripe's minimum charge for JPY. */
export const MINIMUM_CHARGE_JPY = 50;

/** The invoice's amounts with `balance` applied (pure: previews show what finalizing will do). */
export function withBalance(inv: Stripe.Invoice, balance: number): void {
  const owed = inv.total + balance;
  inv.starting_balance = balance;
  inv.amount_due = Math.max(0, owed);
  inv.amount_remaining = inv.amount_due;
  inv.ending_balance = Math.min(0, owed);
}

/**
 * At finalization: the customer's balance is applied to `inv`. Returns true when nothing is to be
 * charged (nothing due, or less than the minimum, which then moves to the balance as a debit): the
 * caller marks the invoice paid without a payment.
 */
export function applyCustomerBalance(sb: Sandbox, inv: Stripe.Invoice): boolean {
  const cus = sb.get('customers', String(inv.customer));
  withBalance(inv, cus.balance);
  cus.balance = inv.ending_balance ?? 0;
  if (inv.amount_due > 0 && inv.amount_due < MINIMUM_CHARGE_JPY) {
    cus.balance += inv.amount_due;
    inv.ending_balance = cus.balance;
    inv.amount_remaining = 0;
  }
  sb.changed();
  return inv.amount_remaining === 0;
}

/** A voided invoice gives back to the customer's balance what finalizing took from it. */
export function returnAppliedBalance(sb: Sandbox, inv: Stripe.Invoice): void {
  if (inv.ending_balance === null) return;
  const cus = sb.get('customers', String(inv.customer));
  cus.balance += inv.starting_balance - inv.ending_balance;
  inv.ending_balance = inv.starting_balance;
}

/**
 * Stripe charges no less than ¥50 (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts).
 * An invoice due less than that is not charged: "the invoice is marked as paid and the amount owed
 * moved to the invoice balance as a debit", and "The invoice balance automatically applies toward
 * the next invoice finalized to a customer" (https://docs.stripe.com/billing/customer/balance).
 */
export const MINIMUM_CHARGE_YEN = 50;

/** An invoice's amount due as Stripe collects it: charged now, or added to the next invoice. */
export function collectedAs(amountDue: number): { chargedNow: number; addedToNextInvoice: number } {
  return amountDue > 0 && amountDue < MINIMUM_CHARGE_YEN
    ? { chargedNow: 0, addedToNextInvoice: amountDue }
    : { chargedNow: amountDue, addedToNextInvoice: 0 };
}

/** The one consumption tax rate of what we sell (digital services and points: the standard 10 %). */
export const RECEIPT_TAX_RATE = 10;

/**
 * The consumption tax inside a tax-inclusive yen amount at 10 %, as a 適格簡易請求書 may state it:
 * one figure per receipt and rate, computed from the rate's 税込 total. Rounding: fractions of a yen
 * are cut off (floor), which the invoice rules allow once per receipt and rate; integers only, so no
 * floating point is involved.
 */
export function consumptionTaxIncluded(amountYen: number): number {
  return Math.floor((amountYen * RECEIPT_TAX_RATE) / (100 + RECEIPT_TAX_RATE));
}

import type { PointPaymentStructure } from '../api/point-package';
import type { PayMethod } from '../../../entities/payment/model/pay-method';
import type { PriceLines } from '../../../entities/payment/model/price-lines';

/** The total is webPrice (spec section 9: the total for points is webPrice). */
export interface PointPriceBreakdown extends PriceLines {
  /** The structure whose stripePriceId is charged. */
  structure: PointPaymentStructure;
}

/** The lines of the price breakdown for a method, or null when the package cannot be paid that way. */
export function pointPriceBreakdown(
  structures: readonly PointPaymentStructure[],
  method: PayMethod,
): PointPriceBreakdown | null {
  const structure = structures.find((s) => s.konbini === (method === 'konbini') && s.stripePriceId);
  if (!structure) return null;
  if (method === 'card') return { structure, item: structure.webPrice, fee: null, total: structure.webPrice };
  // Spec section 5: the konbini price shown is the price minus the konbini fee.
  const fee = structure.stripeKonbiniFee;
  return { structure, item: structure.webPrice - fee, fee, total: structure.webPrice };
}

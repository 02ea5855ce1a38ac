import { konbiniDisplayPrice } from '@fan/shared';
import type { PayMethod } from '../../../entities/payment/model/pay-method';
import type { PriceLines } from '../../../entities/payment/model/price-lines';

/** Card: the price. Konbini: the price shown without the fee, the fee, and the price as the total. */
export function membershipBreakdown(
  price: { stripePrice: number; stripeKonbiniFee: number },
  method: PayMethod,
): PriceLines {
  if (method === 'card') return { item: price.stripePrice, fee: null, total: price.stripePrice };
  return {
    item: konbiniDisplayPrice(price.stripePrice, price.stripeKonbiniFee),
    fee: price.stripeKonbiniFee,
    total: price.stripePrice,
  };
}

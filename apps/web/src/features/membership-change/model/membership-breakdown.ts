import { konbiniDisplayPrice } from '@fan/shared';
import type { PayMethod } from '../../../entities/payment/model/pay-method';

export interface MembershipBreakdown {
  plan: number;
  fee: number | null;
  total: number;
}

/** Card: the price. Konbini: the price shown without the fee, the fee, and the price as the total. */
export function membershipBreakdown(
  price: { stripePrice: number; stripeKonbiniFee: number },
  method: PayMethod,
): MembershipBreakdown {
  if (method === 'card') return { plan: price.stripePrice, fee: null, total: price.stripePrice };
  return {
    plan: konbiniDisplayPrice(price.stripePrice, price.stripeKonbiniFee),
    fee: price.stripeKonbiniFee,
    total: price.stripePrice,
  };
}

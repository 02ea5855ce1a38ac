import { konbiniDisplayPrice } from '@fan/shared';
import type { MembershipPayMethod } from './membership-payment-state';

export interface MembershipBreakdown {
  plan: number;
  fee: number | null;
  total: number;
}

/** Card: the price. Konbini: the price shown without the fee, the fee, and the price as the total. */
export function membershipBreakdown(
  price: { stripePrice: number; stripeKonbiniFee: number },
  method: MembershipPayMethod,
): MembershipBreakdown {
  if (method === 'card') return { plan: price.stripePrice, fee: null, total: price.stripePrice };
  return {
    plan: konbiniDisplayPrice(price.stripePrice, price.stripeKonbiniFee),
    fee: price.stripeKonbiniFee,
    total: price.stripePrice,
  };
}

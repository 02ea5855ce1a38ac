import { pricesForMethod } from '@fan/shared';
import * as ja from '../../../messages/ja';
import type { MembershipPaymentMode } from './membership-payment-mode';
import type { PayMethod } from '../../../entities/payment/model/pay-method';

export interface PayMethods {
  /** Methods the fan can choose, card first. */
  available: PayMethod[];
  /** Why each other method cannot be chosen. */
  reasons: Partial<Record<PayMethod, string>>;
}

/**
 * Spec section 2: the payment page always offers card and konbini. A method is available when the
 * tier has a price for it (section 5: each method lists only its own prices); a plan change keeps
 * the membership's own method, as the server requires (decision 044). A missing saved card does not
 * disable the card: choosing it leads to card registration.
 */
export function membershipPayMethods(
  mode: MembershipPaymentMode,
  prices: readonly { konbini: boolean }[],
  /** The membership's method, for a plan change. */
  memberMethod: PayMethod | null = null,
): PayMethods {
  const t = ja.membershipPayment;
  const reasons: PayMethods['reasons'] = {};
  if (pricesForMethod(prices, 'card').length === 0) reasons.card = t.cardUnavailable;
  if (pricesForMethod(prices, 'konbini').length === 0) reasons.konbini = t.konbiniUnavailable;
  if (mode !== 'register' && memberMethod === 'konbini') reasons.card ??= t.changeKeepsKonbini;
  if (mode !== 'register' && memberMethod !== 'konbini') reasons.konbini ??= t.changeKeepsCard;
  const available = (['card', 'konbini'] as const).filter((m) => !reasons[m]);
  return { available, reasons };
}

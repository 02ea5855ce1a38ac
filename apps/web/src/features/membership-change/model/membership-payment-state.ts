import type { FieldError } from '@fan/shared';
import type { PayMethod } from '../../../entities/payment/model/pay-method';

export interface MembershipPaymentSelection {
  method: PayMethod;
  priceId: string | null;
}

export type SelectionEvent =
  { type: 'method'; method: PayMethod } | { type: 'price'; priceId: string | null };

/** Spec section 4: toggling the payment method resets the selected period. */
export function selectionReducer(
  s: MembershipPaymentSelection,
  e: SelectionEvent,
): MembershipPaymentSelection {
  if (e.type === 'method') return s.method === e.method ? s : { method: e.method, priceId: null };
  return { ...s, priceId: e.priceId };
}

/**
 * Spec section 5: konbini needs a period and a valid e-mail; card needs a period. `email` null: no
 * voucher is sent now (a konbini member's plan change, decision 044), so none is asked.
 */
export function canProceedMembership(
  s: MembershipPaymentSelection,
  email: string | null,
  emailError: FieldError | null,
) {
  if (!s.priceId) return false;
  return s.method === 'card' || email === null || (email.trim() !== '' && emailError === null);
}

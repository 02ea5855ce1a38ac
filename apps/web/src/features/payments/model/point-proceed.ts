import type { FieldError } from '@fan/shared';
import type { PointPayMethod } from './point-price-breakdown';

/** Spec section 5: enabled when card is chosen, or with konbini an e-mail that passes the rule. */
export function canProceedPointPayment(method: PointPayMethod, emailError: FieldError | null): boolean {
  return method === 'card' || emailError === null;
}

import type { FieldError } from '@fan/shared';
import type { PayMethod } from '../../../entities/payment/model/pay-method';

/** Spec section 5: enabled when card is chosen, or with konbini an e-mail that passes the rule. */
export function canProceedPointPayment(method: PayMethod, emailError: FieldError | null): boolean {
  return method === 'card' || emailError === null;
}

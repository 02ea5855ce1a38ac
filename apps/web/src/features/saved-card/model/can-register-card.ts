import type { CardFieldStatus } from './card-field-status';

export interface CardFormState {
  number: CardFieldStatus;
  expiry: CardFieldStatus;
  cvc: CardFieldStatus;
  holderNameValid: boolean;
  emailValid: boolean;
  inFlight: boolean;
}

/** Spec section 5: all three card fields complete, holder name and e-mail valid, nothing running. */
export function canRegisterCard(s: CardFormState): boolean {
  const cardComplete = s.number === 'complete' && s.expiry === 'complete' && s.cvc === 'complete';
  return cardComplete && s.holderNameValid && s.emailValid && !s.inFlight;
}

import * as ja from '../../../messages/ja';

/** Spec section 4: each Stripe card field is empty, in error, or complete ("incomplete" while typing). */
export type CardFieldStatus = 'empty' | 'incomplete' | 'error' | 'complete';

export interface CardFieldState {
  status: CardFieldStatus;
  /** Set once the field has been left: its messages show from then on (spec section 5). */
  touched: boolean;
}

export const initialCardField: CardFieldState = { status: 'empty', touched: false };

/** The status a Stripe Element change event describes. */
export function statusFromChange(event: {
  empty: boolean;
  complete: boolean;
  error?: unknown;
}): CardFieldStatus {
  if (event.error) return 'error';
  if (event.empty) return 'empty';
  return event.complete ? 'complete' : 'incomplete';
}

/**
 * Spec section 5 message for a card field, or null while there is nothing to say yet: errors show
 * after the field is blurred (an invalid number included), then follow the input, like TextField.
 */
export function cardFieldMessage(field: string, { status, touched }: CardFieldState): string | null {
  if (!touched) return null;
  if (status === 'empty') return ja.validation.required(field);
  if (status === 'error' || status === 'incomplete') return ja.card.checkField(field);
  return null;
}

import type { FieldError } from '@fan/shared';
import * as ja from '../../../messages/ja';

/** The holder name's format message names the rule (half-width letters), not just "wrong format". */
export function holderNameMessage(error: FieldError | null): string | null {
  if (error === 'required') return ja.validation.required(ja.card.fields.holderName);
  if (error === 'format') return ja.card.holderNameFormat;
  return null;
}

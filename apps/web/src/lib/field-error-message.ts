import type { FieldError } from '@fan/shared';
import * as ja from '../messages/ja';

/** Japanese text for a shared validation result (spec section 5); null when the value is fine. */
export function fieldErrorMessage(field: string, error: FieldError | null): string | null {
  switch (error) {
    case 'required':
      return ja.validation.required(field);
    case 'format':
      return ja.validation.format(field);
    case 'weak':
      return ja.validation.weakPassword;
    case 'tooLong':
      return ja.validation.tooLong;
    default:
      return null;
  }
}

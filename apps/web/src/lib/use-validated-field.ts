import { useState, type ChangeEvent } from 'react';
import type { FieldError } from '@fan/shared';

/**
 * A controlled input checked by a shared rule. `error` is always current (to disable submit);
 * `shownError` appears only once the field has been blurred (spec section 5).
 */
export function useValidatedField(check: (value: string) => FieldError | null, initial = '') {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const error = check(value);
  return {
    value,
    error,
    shownError: touched ? error : null,
    inputProps: {
      value,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(e.target.value),
      onBlur: () => setTouched(true),
    },
  };
}

import { useState } from 'react';
import { initialCardField, statusFromChange, type CardFieldState } from '../model/card-field-status';

interface ChangeLike {
  empty: boolean;
  complete: boolean;
  error?: unknown;
}

/** Status of one Stripe Element from its change and blur events. */
export function useCardField() {
  const [state, setState] = useState<CardFieldState>(initialCardField);
  const [focused, setFocused] = useState(false);
  return {
    state,
    focused,
    handlers: {
      onChange: (e: ChangeLike) => setState((s) => ({ ...s, status: statusFromChange(e) })),
      onFocus: () => setFocused(true),
      onBlur: () => {
        setFocused(false);
        setState((s) => ({ ...s, touched: true }));
      },
    },
  };
}

import { useState } from 'react';

/** Runs a submit once at a time; `submitting` disables the button meanwhile (spec section 5). */
export function useSubmitting() {
  const [submitting, setSubmitting] = useState(false);
  const run = async (task: () => Promise<void>) => {
    setSubmitting(true);
    try {
      await task();
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, run };
}

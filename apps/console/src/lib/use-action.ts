import { useState } from 'react';
import { errorMessage } from './errors';
import { useSingleFlight } from './single-flight';

/**
 * A form's submit: runs once at a time, and keeps what the operator should read after it (the
 * API's refusal in words, or the success line the action returns).
 */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<string | void>) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [run, busy] = useSingleFlight(async (...args: A) => {
    setError(null);
    setDone(null);
    try {
      setDone((await action(...args)) ?? null);
    } catch (failure) {
      setError(failure instanceof LocalProblem ? failure.message : errorMessage(failure));
    }
  });
  return { run, busy, error, done };
}

/** A problem found before sending (a price outside Stripe's limits): shown as is. */
export class LocalProblem extends Error {}

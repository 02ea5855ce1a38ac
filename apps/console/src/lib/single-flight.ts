import { useCallback, useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time: a second click while the first is in flight is
 * ignored (the ref guards before React re-renders the disabled button).
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await action(...args);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return [run, busy] as const;
}

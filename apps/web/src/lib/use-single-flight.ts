import { useRef, useState } from 'react';

/**
 * The double-tap guard of a paying or saving button: one task at a time, a second tap while it runs
 * is dropped. A ref, not only state: two quick taps run before React re-renders the disabled button.
 * A task that ends has moved the fan on (a result page, a voucher, a routed error), so the guard
 * stays shut until the page goes; only a task that throws opens it again.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [inFlight, setInFlight] = useState(false);

  const run = async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setInFlight(true);
    try {
      await task();
    } catch (error) {
      running.current = false;
      setInFlight(false);
      throw error;
    }
  };

  return { run, inFlight };
}

/**
 * Runs `fn` for one caller at a time in this process: a call made while another runs starts only
 * after it has ended (and runs even if it failed), so its answer reflects everything before it.
 */
export function oneAtATime<A extends unknown[], T>(
  fn: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args: A) => {
    const next = last.then(() => fn(...args));
    last = next.catch(() => undefined);
    return next;
  };
}

/**
 * oneAtATime for each key: calls with the same key (`keyOf` of their arguments) run one after
 * another in the order they were made; calls with other keys run alongside. A key is forgotten once
 * nothing waits on it.
 */
export function oneAtATimePer<A extends unknown[], T>(
  keyOf: (...args: A) => string,
  fn: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  const last = new Map<string, Promise<unknown>>();
  return (...args: A) => {
    const key = keyOf(...args);
    const next = (last.get(key) ?? Promise.resolve()).then(() => fn(...args));
    const settled = next.catch(() => undefined);
    last.set(key, settled);
    void settled.then(() => {
      if (last.get(key) === settled) last.delete(key);
    });
    return next;
  };
}

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

import { useSyncExternalStore } from 'react';

/**
 * A snapshot outside React that screens read with `useSyncExternalStore` (the apps' signed-in
 * state). `start` runs once, on the first subscription or an explicit `start()`, and gets `emit`,
 * which merges a change into the snapshot and tells every subscriber.
 */
export function externalStore<S extends object>(
  initial: S,
  start: (emit: (next: Partial<S>) => void) => void,
) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  let started = false;

  function emit(next: Partial<S>) {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  }

  function startOnce() {
    if (started) return;
    started = true;
    start(emit);
  }

  function subscribe(listener: () => void): () => void {
    startOnce();
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  const get = (): S => snapshot;
  return { start: startOnce, subscribe, get, emit, use: () => useSyncExternalStore(subscribe, get) };
}

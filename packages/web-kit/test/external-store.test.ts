import { describe, expect, it, vi } from 'vitest';
import { externalStore } from '../src/external-store';

describe('externalStore', () => {
  it('starts once, on the first subscription, and tells subscribers of each change', () => {
    const start = vi.fn();
    const store = externalStore({ status: 'loading', email: null as string | null }, start);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.subscribe(() => {});
    store.start();
    expect(start).toHaveBeenCalledTimes(1);
    store.emit({ status: 'signedIn' });
    expect(store.get()).toEqual({ status: 'signedIn', email: null });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.emit({ email: 'a@example.com' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

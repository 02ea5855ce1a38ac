// Signed-in state as a tiny external store. Firebase is loaded on the first subscription, so
// screens that never ask (the landing page) never download it.
import { useSyncExternalStore } from 'react';
import { loadFirebase } from './load-firebase';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthSnapshot {
  status: AuthStatus;
  email: string | null;
  /** True while a sign-in/sign-up flow runs, so guest-only pages are not left mid-flow. */
  authFlow: boolean;
}

let snapshot: AuthSnapshot = { status: 'loading', email: null, authFlow: false };
const listeners = new Set<() => void>();
let started = false;

function emit(next: Partial<AuthSnapshot>) {
  snapshot = { ...snapshot, ...next };
  listeners.forEach((listener) => listener());
}

/**
 * Starts loading Firebase and restoring the session now. The entry calls it on every screen but the
 * landing page, so the SDK downloads beside the screen's own chunks instead of after them.
 */
export function startAuth() {
  if (started) return;
  started = true;
  void loadFirebase().then(({ getFirebaseAuth, onAuthStateChanged }) => {
    onAuthStateChanged(getFirebaseAuth(), (user) => {
      emit({ status: user ? 'signedIn' : 'signedOut', email: user?.email ?? null });
    });
  });
}

export function subscribeAuth(listener: () => void): () => void {
  startAuth();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthSnapshot(): AuthSnapshot {
  return snapshot;
}

export function useAuthState(): AuthSnapshot {
  return useSyncExternalStore(subscribeAuth, getAuthSnapshot);
}

/** Marks a sign-in flow as running; call the returned function when it ends. */
export function beginAuthFlow(): () => void {
  emit({ authFlow: true });
  return () => emit({ authFlow: false });
}

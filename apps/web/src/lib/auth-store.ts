// Signed-in state as a tiny external store. Firebase is loaded on the first subscription, so
// screens that never ask (the landing page) never download it.
import { useSyncExternalStore } from 'react';
import { loadFirebase } from './load-firebase';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthSnapshot {
  status: AuthStatus;
  /**
   * Whether this browser was signed in when it last knew (a hint kept in localStorage, never a
   * permission): while Firebase restores the session, a guest screen renders at once unless the
   * browser was signed in; the guard still redirects when Firebase answers otherwise.
   */
  wasSignedIn: boolean;
  email: string | null;
  /** True while a sign-in/sign-up flow runs, so guest-only pages are not left mid-flow. */
  authFlow: boolean;
}

const HINT_KEY = 'vfan.signedIn';

function readHint(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false; // storage blocked: as a browser that was not signed in (decision 023)
  }
}

function writeHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // storage blocked or full: the hint only saves a wait
  }
}

let snapshot: AuthSnapshot = { status: 'loading', wasSignedIn: readHint(), email: null, authFlow: false };
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
      writeHint(user !== null);
      emit({
        status: user ? 'signedIn' : 'signedOut',
        wasSignedIn: user !== null,
        email: user?.email ?? null,
      });
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

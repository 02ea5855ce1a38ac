// Signed-in state as a tiny external store. Firebase is loaded on the first subscription, so
// screens that never ask (the landing page) never download it.
import { externalStore } from '@fan/web-kit/external-store';
import { readStored, writeStored } from '@fan/web-kit/safe-storage';
import { loadFirebase } from './load-firebase';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthSnapshot {
  status: AuthStatus;
  /**
   * Whether this browser was signed in when it last knew (a hint kept in localStorage, never a
   * permission): while Firebase restores the session, a guest screen renders at once unless the
   * browser was signed in; the guard still redirects when Firebase answers otherwise. Storage
   * blocked: as a browser that was not signed in (decision 023); the hint only saves a wait.
   */
  wasSignedIn: boolean;
  email: string | null;
  /** True while a sign-in/sign-up flow runs, so guest-only pages are not left mid-flow. */
  authFlow: boolean;
}

const HINT_KEY = 'vfan.signedIn';

const store = externalStore<AuthSnapshot>(
  {
    status: 'loading',
    wasSignedIn: readStored('localStorage', HINT_KEY) === '1',
    email: null,
    authFlow: false,
  },
  (emit) => {
    void loadFirebase().then(({ getFirebaseAuth, onAuthStateChanged }) => {
      onAuthStateChanged(getFirebaseAuth(), (user) => {
        writeStored('localStorage', HINT_KEY, user ? '1' : null);
        emit({
          status: user ? 'signedIn' : 'signedOut',
          wasSignedIn: user !== null,
          email: user?.email ?? null,
        });
      });
    });
  },
);

/**
 * Starts loading Firebase and restoring the session now. The entry calls it on every screen but the
 * landing page, so the SDK downloads beside the screen's own chunks instead of after them.
 */
export const startAuth = store.start;
export const useAuthState = store.use;

/** Marks a sign-in flow as running; call the returned function when it ends. */
export function beginAuthFlow(): () => void {
  store.emit({ authFlow: true });
  return () => store.emit({ authFlow: false });
}

// One Firebase Auth client per app, made on first use: the session persisted in IndexedDB (or
// localStorage where IndexedDB is missing), or for the tab's life only (`tab`: sessionStorage) and, in an Auth Emulator build only, connected to the
// emulator. The apps import their wrapper of it dynamically, so a screen that never asks does not
// download the SDK.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';

export interface FirebaseAuthConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The Auth Emulator's address; read only in an emulator build. */
  authEmulatorUrl: string;
}

/**
 * `appName` names the Firebase app when another app may run on the same origin, so their sessions
 * stay apart. `persistence: 'tab'` keeps the session (its refresh token) in the tab's sessionStorage
 * only: gone when the tab closes, never in IndexedDB or localStorage (the operators' console).
 * initializeAuth without a popup resolver keeps the chunk
 * small; pass browserPopupRedirectResolver to signInWithPopup where a popup is needed.
 */
export function firebaseAuth(
  config: FirebaseAuthConfig,
  appName?: string,
  options: { persistence?: 'device' | 'tab' } = {},
) {
  let auth: Auth | undefined;

  function getFirebaseAuth(): Auth {
    if (auth) return auth;
    const { apiKey, authDomain, projectId } = config;
    const app = initializeApp({ apiKey, authDomain, projectId }, appName);
    const persistence =
      options.persistence === 'tab'
        ? browserSessionPersistence
        : [indexedDBLocalPersistence, browserLocalPersistence];
    auth = initializeAuth(app, { persistence });
    if (__EMULATOR_BUILD__ && config.authEmulatorUrl) {
      connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    }
    return auth;
  }

  /** A fresh ID token for the API (the SDK refreshes it when it is about to expire). */
  async function getIdToken(): Promise<string | null> {
    const current = getFirebaseAuth();
    await current.authStateReady();
    return current.currentUser ? current.currentUser.getIdToken() : null;
  }

  return { getFirebaseAuth, getIdToken };
}

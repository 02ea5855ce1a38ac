// One Firebase Auth client per app, made on first use: the session persisted in IndexedDB (or
// localStorage where IndexedDB is missing) and, in an Auth Emulator build only, connected to the
// emulator. The apps import their wrapper of it dynamically, so a screen that never asks does not
// download the SDK.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
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
 * `appName` names the Firebase app when another app may run on the same origin (the console beside
 * the fan app), so their sessions stay apart. initializeAuth without a popup resolver keeps the chunk
 * small; pass browserPopupRedirectResolver to signInWithPopup where a popup is needed.
 */
export function firebaseAuth(config: FirebaseAuthConfig, appName?: string) {
  let auth: Auth | undefined;

  function getFirebaseAuth(): Auth {
    if (auth) return auth;
    const { apiKey, authDomain, projectId } = config;
    const app = initializeApp({ apiKey, authDomain, projectId }, appName);
    auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
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

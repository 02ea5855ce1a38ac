// Firebase Auth client, loaded with the first screen that needs it (lib/auth-store.ts).
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { env } from './env';

let auth: Auth | undefined;

export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  // A named app: the console and the fan app may share an origin in production (/ and /console/),
  // and an operator's session must not be the fan app's.
  const app = initializeApp(
    { apiKey: env.firebase.apiKey, authDomain: env.firebase.authDomain, projectId: env.firebase.projectId },
    'console',
  );
  auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (__EMULATOR_BUILD__ && env.firebase.authEmulatorUrl) {
    connectAuthEmulator(auth, env.firebase.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

/** A fresh ID token for the API (the SDK refreshes it when it is about to expire). */
export async function getIdToken(): Promise<string | null> {
  const current = getFirebaseAuth();
  await current.authStateReady();
  return current.currentUser ? current.currentUser.getIdToken() : null;
}

export { signInWithEmailAndPassword, signOut, onIdTokenChanged } from 'firebase/auth';
export type { User } from 'firebase/auth';

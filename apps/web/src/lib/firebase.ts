// Firebase Auth client. Only ever imported dynamically (see auth-store.ts) so the landing page
// does not download the SDK.
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
  const app = initializeApp({
    apiKey: env.firebase.apiKey,
    authDomain: env.firebase.authDomain,
    projectId: env.firebase.projectId,
  });
  // initializeAuth without a popup resolver keeps the chunk small; pass
  // browserPopupRedirectResolver to signInWithPopup where a popup is needed.
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

export {
  signInWithEmailAndPassword,
  signOut,
  onAuthStateChanged,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  sendPasswordResetEmail,
  applyActionCode,
  checkActionCode,
  verifyPasswordResetCode,
  confirmPasswordReset,
  verifyBeforeUpdateEmail,
  signInWithCredential,
  linkWithCredential,
  unlink,
  EmailAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
} from 'firebase/auth';
export type { AuthCredential, User, UserCredential } from 'firebase/auth';

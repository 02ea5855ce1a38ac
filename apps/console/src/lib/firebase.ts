// Firebase Auth client, loaded with the first screen that needs it (lib/auth-store.ts).
import { firebaseAuth } from '@fan/web-kit/firebase-auth';
import { env } from './env';

// A named app, its session kept for the tab's life only (sessionStorage of the console's origin; no
// refresh token left in IndexedDB or localStorage after the tab closes): issue 38.
export const { getFirebaseAuth, getIdToken } = firebaseAuth(env.firebase, 'console', { persistence: 'tab' });

export { signInWithEmailAndPassword, signOut, onIdTokenChanged } from 'firebase/auth';
export type { User } from 'firebase/auth';

// Firebase Auth client, loaded with the first screen that needs it (lib/auth-store.ts).
import { firebaseAuth } from '@fan/web-kit/firebase-auth';
import { env } from './env';

// A named app: the console and the fan app may share an origin in production (/ and /console/),
// and an operator's session must not be the fan app's.
export const { getFirebaseAuth, getIdToken } = firebaseAuth(env.firebase, 'console');

export { signInWithEmailAndPassword, signOut, onIdTokenChanged } from 'firebase/auth';
export type { User } from 'firebase/auth';

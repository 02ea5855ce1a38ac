// Firebase Auth client. Only ever imported dynamically (see auth-store.ts) so the landing page
// does not download the SDK.
import { firebaseAuth } from '@fan/web-kit/firebase-auth';
import { env } from './env';

export const { getFirebaseAuth, getIdToken } = firebaseAuth(env.firebase);

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

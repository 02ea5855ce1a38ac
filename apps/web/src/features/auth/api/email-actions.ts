// The four e-mail actions of /auth/handler, on the Firebase client.
import { loadFirebase } from '../../../lib/load-firebase';

async function firebaseAuth() {
  const firebase = await loadFirebase();
  return { firebase, auth: firebase.getFirebaseAuth() };
}

/** The change revoked this identity's sessions: end the one in this browser as well. */
async function endLocalSession() {
  const { firebase, auth } = await firebaseAuth();
  await auth.authStateReady();
  if (auth.currentUser) await firebase.signOut(auth);
}

export async function verifyEmail(code: string) {
  const { firebase, auth } = await firebaseAuth();
  await firebase.applyActionCode(auth, code);
  // A session open in this browser gets a token that says "verified".
  await auth.currentUser?.reload();
  await auth.currentUser?.getIdToken(true);
}

export async function verifyAndChangeEmail(code: string) {
  const { firebase, auth } = await firebaseAuth();
  await firebase.applyActionCode(auth, code);
  await endLocalSession();
}

/** Restores the previous e-mail; resolves to it. */
export async function recoverEmail(code: string): Promise<string> {
  const { firebase, auth } = await firebaseAuth();
  const info = await firebase.checkActionCode(auth, code);
  await firebase.applyActionCode(auth, code);
  await endLocalSession();
  return info.data.email ?? '';
}

/** The account's e-mail when the reset code is valid. */
export async function checkResetCode(code: string): Promise<string> {
  const { firebase, auth } = await firebaseAuth();
  return firebase.verifyPasswordResetCode(auth, code);
}

export async function resetPassword(code: string, password: string) {
  const { firebase, auth } = await firebaseAuth();
  await firebase.confirmPasswordReset(auth, code, password);
  await endLocalSession();
}

import * as ja from '../../../messages/ja';

// Firebase codes that mean "these credentials do not match an account" (spec section 8).
// auth/invalid-login-credentials is what some emulator versions send instead of invalid-credential.
const CREDENTIAL_CODES = new Set([
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/email-already-in-use',
]);

export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) return String(error.code);
  return null;
}

/** Toast text for an identity-provider error. */
export function authErrorMessage(error: unknown): string {
  const code = firebaseErrorCode(error);
  return code && CREDENTIAL_CODES.has(code) ? ja.authErrors.checkCredentials : ja.common.genericError;
}

import { firebaseErrorCode } from '../model/auth-error-message';

/** How a failed account change is shown (spec section 8). */
export type AccountErrorKind = 'relogin' | 'inUse' | 'credentials' | 'generic';

/** `link`: attaching a sign-in method; `change`: unlink, e-mail or password change. */
export function accountErrorKind(error: unknown, operation: 'link' | 'change'): AccountErrorKind {
  const code = firebaseErrorCode(error);
  if (code === 'auth/requires-recent-login') return 'relogin';
  if (code === 'auth/credential-already-in-use') return 'inUse';
  if (code === 'auth/email-already-in-use') return operation === 'link' ? 'inUse' : 'credentials'; // the address belongs to another account
  if (code === 'auth/provider-already-linked') return 'inUse';
  return 'generic';
}

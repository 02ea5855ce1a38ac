// Pure route-guard decision (spec section 2), kept free of React so it is unit-tested.
import type { AuthSnapshot } from '../lib/auth-store';

/** public: anyone; auth: signed-in listeners only; guest: signed-out visitors only. */
export type RouteAccess = 'public' | 'auth' | 'guest';

export type GuardDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

export function decideAccess(
  access: RouteAccess,
  auth: Pick<AuthSnapshot, 'status' | 'authFlow' | 'wasSignedIn'>,
): GuardDecision {
  if (access === 'public') return { kind: 'allow' };
  // Firebase restores the session asynchronously. A guest screen (sign-in, sign-up) shows at once
  // in a browser that was not signed in, and is left for /home if Firebase then finds a session;
  // every other decision waits for Firebase's first answer.
  if (auth.status === 'loading')
    return access === 'guest' && !auth.wasSignedIn ? { kind: 'allow' } : { kind: 'wait' };
  // A sign-in or sign-out flow changes the auth state before it has finished (verification,
  // server calls, clean-up): it navigates on its own when done, so the guards stand aside.
  if (auth.authFlow) return { kind: 'allow' };
  if (access === 'auth') {
    return auth.status === 'signedIn' ? { kind: 'allow' } : { kind: 'redirect', to: '/sign_in' };
  }
  return auth.status === 'signedIn' ? { kind: 'redirect', to: '/home' } : { kind: 'allow' };
}

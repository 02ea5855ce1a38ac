// Pure route-guard decision (spec section 2), kept free of React so it is unit-tested.
import type { AuthSnapshot } from '../lib/auth-store';

/** public: anyone; auth: signed-in listeners only; guest: signed-out visitors only. */
export type RouteAccess = 'public' | 'auth' | 'guest';

export type GuardDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

export function decideAccess(
  access: RouteAccess,
  auth: Pick<AuthSnapshot, 'status' | 'authFlow'>,
): GuardDecision {
  if (access === 'public') return { kind: 'allow' };
  // Firebase restores the session asynchronously: decide only after its first answer.
  if (auth.status === 'loading') return { kind: 'wait' };
  // A sign-in or sign-out flow changes the auth state before it has finished (verification,
  // server calls, clean-up): it navigates on its own when done, so the guards stand aside.
  if (auth.authFlow) return { kind: 'allow' };
  if (access === 'auth') {
    return auth.status === 'signedIn' ? { kind: 'allow' } : { kind: 'redirect', to: '/sign_in' };
  }
  return auth.status === 'signedIn' ? { kind: 'redirect', to: '/home' } : { kind: 'allow' };
}

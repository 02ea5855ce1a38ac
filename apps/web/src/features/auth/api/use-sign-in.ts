import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast-context';
import { beginAuthFlow } from '../../../lib/auth-store';
import { routedCodeOf } from '../../../lib/graphql-errors';
import { loadFirebase } from '../../../lib/load-firebase';
import { pendingNavigation } from '../../../lib/navigation';
import { recordSignIn } from './record-sign-in';

type Firebase = Awaited<ReturnType<typeof loadFirebase>>;
type Auth = ReturnType<Firebase['getFirebaseAuth']>;

/** The provider's step: who signed in and how, or null when it stopped (and said why) itself. */
export type SignInStep = (
  firebase: Firebase,
  auth: Auth,
) => Promise<{ provider: string; email: string } | null>;

/**
 * What every sign-in shares (spec section 4): the provider's step, the record with the API, then
 * home or the terms. On failure the half-open session ends and the toast says why.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const toast = useToast();

  return useCallback(
    async (step: SignInStep, failureMessage: (error: unknown) => string) => {
      const endFlow = beginAuthFlow();
      const firebase = await loadFirebase();
      const auth = firebase.getFirebaseAuth();
      try {
        const signedIn = await step(firebase, auth);
        if (!signedIn) return;
        const termsApproved = await recordSignIn(signedIn.provider, signedIn.email);
        // Awaited so the flow ends after the next screen has loaded (see AccessGuard).
        await navigate(termsApproved ? '/home' : '/terms_and_conditions', { replace: true });
      } catch (error) {
        // Maintenance / terms / unauthenticated: the Apollo error link is navigating already.
        if (routedCodeOf(error)) {
          await pendingNavigation();
          return;
        }
        if (auth.currentUser) await firebase.signOut(auth);
        toast.error(failureMessage(error));
      } finally {
        endFlow();
      }
    },
    [navigate, toast],
  );
}

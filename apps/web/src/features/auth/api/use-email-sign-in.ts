import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast-context';
import { beginAuthFlow } from '../../../lib/auth-store';
import { routedCodeOf } from '../../../lib/graphql-errors';
import { loadFirebase } from '../../../lib/load-firebase';
import { pendingNavigation } from '../../../lib/navigation';
import * as ja from '../../../messages/ja';
import { authErrorMessage } from '../model/auth-error-message';
import { recordSignIn } from './record-sign-in';

/** E-mail + password login (spec section 4): verified e-mail, record with the API, then home. */
export function useEmailSignIn() {
  const navigate = useNavigate();
  const toast = useToast();

  return useCallback(
    async (email: string, password: string) => {
      const endFlow = beginAuthFlow();
      const firebase = await loadFirebase();
      const auth = firebase.getFirebaseAuth();
      try {
        const { user } = await firebase.signInWithEmailAndPassword(auth, email, password);
        if (!user.emailVerified) {
          await firebase.signOut(auth);
          toast.error(ja.authErrors.emailNotVerified);
          return;
        }
        const termsApproved = await recordSignIn('password', user.email ?? email);
        // Awaited so the flow ends after the next screen has loaded (see AccessGuard).
        await navigate(termsApproved ? '/home' : '/terms_and_conditions', { replace: true });
      } catch (error) {
        // Maintenance / terms / unauthenticated: the Apollo error link is navigating already.
        if (routedCodeOf(error)) {
          await pendingNavigation();
          return;
        }
        if (auth.currentUser) await firebase.signOut(auth);
        toast.error(authErrorMessage(error));
      } finally {
        endFlow();
      }
    },
    [navigate, toast],
  );
}

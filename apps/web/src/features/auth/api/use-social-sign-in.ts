import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast-context';
import { beginAuthFlow } from '../../../lib/auth-store';
import { routedCodeOf } from '../../../lib/graphql-errors';
import { loadFirebase } from '../../../lib/load-firebase';
import { pendingNavigation } from '../../../lib/navigation';
import * as ja from '../../../messages/ja';
import type { SocialProviderId } from '../model/social-provider';
import { signInWithProvider, type PickDevIdToken } from './provider-auth';
import { recordSignIn } from './record-sign-in';

/** Google / Apple sign-in or sign-up: provider, then the API (signInV2, customer), then home. */
export function useSocialSignIn(pick: PickDevIdToken) {
  const navigate = useNavigate();
  const toast = useToast();

  return useCallback(
    async (providerId: SocialProviderId) => {
      const endFlow = beginAuthFlow();
      const firebase = await loadFirebase();
      const auth = firebase.getFirebaseAuth();
      try {
        const result = await signInWithProvider(providerId, pick);
        if (!result) return;
        // The account's e-mail (which the ID token carries), not necessarily the provider's.
        const email = result.user.email;
        if (!email || !result.user.emailVerified) throw new Error('provider gave no verified e-mail');
        const termsApproved = await recordSignIn(providerId, email);
        await navigate(termsApproved ? '/home' : '/terms_and_conditions', { replace: true });
      } catch (error) {
        if (routedCodeOf(error)) {
          await pendingNavigation();
          return;
        }
        if (auth.currentUser) await firebase.signOut(auth);
        // Spec section 8: a failed Google or Apple sign-in asks to check the credentials.
        toast.error(ja.authErrors.checkCredentials);
      } finally {
        endFlow();
      }
    },
    [navigate, toast, pick],
  );
}

import { useCallback } from 'react';
import * as ja from '../../../messages/ja';
import type { SocialProviderId } from '../model/social-provider';
import { signInWithProvider, type PickDevIdToken } from './provider-auth';
import { useSignIn } from './use-sign-in';

/** Google / Apple sign-in or sign-up: provider, then the API (signInV2, customer), then home. */
export function useSocialSignIn(pick: PickDevIdToken) {
  const signIn = useSignIn();

  return useCallback(
    (providerId: SocialProviderId) =>
      signIn(
        async () => {
          const result = await signInWithProvider(providerId, pick);
          if (!result) return null;
          // The account's e-mail (which the ID token carries), not necessarily the provider's.
          const email = result.user.email;
          if (!email || !result.user.emailVerified) throw new Error('provider gave no verified e-mail');
          return { provider: providerId, email };
        },
        // Spec section 8: a failed Google or Apple sign-in asks to check the credentials.
        () => ja.authErrors.checkCredentials,
      ),
    [signIn, pick],
  );
}

import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast-context';
import * as ja from '../../../messages/ja';
import { authErrorMessage } from '../model/auth-error-message';
import { useSignIn } from './use-sign-in';

/** E-mail + password login (spec section 4): verified e-mail, record with the API, then home. */
export function useEmailSignIn() {
  const signIn = useSignIn();
  const toast = useToast();

  return useCallback(
    (email: string, password: string) =>
      signIn(async (firebase, auth) => {
        const { user } = await firebase.signInWithEmailAndPassword(auth, email, password);
        if (!user.emailVerified) {
          await firebase.signOut(auth);
          toast.error(ja.authErrors.emailNotVerified);
          return null;
        }
        return { provider: 'password', email: user.email ?? email };
      }, authErrorMessage),
    [signIn, toast],
  );
}

import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast-context';
import { beginAuthFlow } from '../../../lib/auth-store';
import { loadFirebase } from '../../../lib/load-firebase';
import { authErrorMessage } from '../model/auth-error-message';
import { actionSettings } from './action-settings';

/**
 * E-mail sign-up (spec section 4): create the identity, send the verification e-mail, sign out
 * (login needs a verified e-mail). Resolves to true when the e-mail was sent.
 */
export function useEmailSignUp() {
  const toast = useToast();
  return useCallback(
    async (email: string, password: string): Promise<boolean> => {
      const endFlow = beginAuthFlow();
      const firebase = await loadFirebase();
      const auth = firebase.getFirebaseAuth();
      try {
        const { user } = await firebase.createUserWithEmailAndPassword(auth, email, password);
        await firebase.sendEmailVerification(user, actionSettings());
        return true;
      } catch (error) {
        toast.error(authErrorMessage(error));
        return false;
      } finally {
        if (auth.currentUser) await firebase.signOut(auth);
        endFlow();
      }
    },
    [toast],
  );
}

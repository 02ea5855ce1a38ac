import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { beginAuthFlow } from './auth-store';
import { loadFirebase } from './load-firebase';

/**
 * Logout (spec section 4): signed out, local storage emptied, then `destination` — the landing page
 * from home, the login screen from the re-login dialog, the done page after 退会.
 */
export function useLogout(destination: '/' | '/sign_in' | '/account_deleted' = '/') {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The flow keeps the auth guard from sending us elsewhere while we sign out.
    const endFlow = beginAuthFlow();
    try {
      localStorage.clear();
      const { getFirebaseAuth, signOut } = await loadFirebase();
      await signOut(getFirebaseAuth());
      await navigate(destination, { replace: true });
    } finally {
      endFlow();
    }
    await client.clearStore();
  }, [client, navigate, destination]);
}

import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { beginAuthFlow } from '../../../lib/auth-store';
import { loadFirebase } from '../../../lib/load-firebase';

/** Logout (spec section 4): signed out, local storage emptied, back to the landing page. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The flow keeps the auth guard from sending us to /sign_in instead of / meanwhile.
    const endFlow = beginAuthFlow();
    try {
      localStorage.clear();
      const { getFirebaseAuth, signOut } = await loadFirebase();
      await signOut(getFirebaseAuth());
      await navigate('/', { replace: true });
    } finally {
      endFlow();
    }
    await client.clearStore();
  }, [client, navigate]);
}

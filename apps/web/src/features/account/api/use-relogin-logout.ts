import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { beginAuthFlow } from '../../../lib/auth-store';
import { loadFirebase } from '../../../lib/load-firebase';

/** The re-login dialog's ログアウト: sign out, empty local storage, then the login screen. */
export function useReloginLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const endFlow = beginAuthFlow();
    try {
      localStorage.clear();
      const { getFirebaseAuth, signOut } = await loadFirebase();
      await signOut(getFirebaseAuth());
      await navigate('/sign_in', { replace: true });
    } finally {
      endFlow();
    }
    await client.clearStore();
  }, [client, navigate]);
}

import { useCallback, useEffect, useState } from 'react';
import type { User } from 'firebase/auth';
import { loadFirebase } from '../../../lib/load-firebase';
import type { ProviderInfo } from '../model/provider-rows';

interface Snapshot {
  user: User | null;
  providers: ProviderInfo[];
}

/**
 * The signed-in Firebase user and its linked sign-in methods. Linking and unlinking change the
 * user in place without an auth event, so screens call `refresh` afterwards.
 */
export function useCurrentUser() {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const refresh = useCallback(async () => {
    const auth = (await loadFirebase()).getFirebaseAuth();
    await auth.authStateReady();
    const user = auth.currentUser;
    const providers = (user?.providerData ?? []).map((p) => ({ providerId: p.providerId, email: p.email }));
    setSnapshot({ user, providers });
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return {
    ready: snapshot !== null,
    user: snapshot?.user ?? null,
    providers: snapshot?.providers ?? [],
    refresh,
  };
}

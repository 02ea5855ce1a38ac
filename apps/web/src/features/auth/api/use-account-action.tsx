import { useCallback, useState } from 'react';
import type { User } from 'firebase/auth';
import { useToast } from '../../../components/ui/toast-context';
import { loadFirebase } from '../../../lib/load-firebase';
import * as ja from '../../../messages/ja';
import { InUseDialog } from '../components/InUseDialog';
import { ReloginDialog } from '../components/ReloginDialog';
import { accountErrorKind } from '../model/account-error';

type Action = (user: User) => Promise<boolean | void>;

/**
 * Runs an account change on the signed-in user and turns its failure into the spec's dialogs or
 * toasts. Resolves to true when the action completed (an action may return false for "cancelled").
 */
export function useAccountAction() {
  const toast = useToast();
  const [dialog, setDialog] = useState<'relogin' | 'inUse' | null>(null);

  const run = useCallback(
    async (operation: 'link' | 'change', action: Action): Promise<boolean> => {
      const auth = (await loadFirebase()).getFirebaseAuth();
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user) {
        toast.error(ja.common.genericError); // spec section 8: not signed in during a link
        return false;
      }
      try {
        return (await action(user)) !== false;
      } catch (error) {
        const kind = accountErrorKind(error, operation);
        if (kind === 'relogin' || kind === 'inUse') setDialog(kind);
        else toast.error(kind === 'credentials' ? ja.authErrors.checkCredentials : ja.common.genericError);
        return false;
      }
    },
    [toast],
  );

  const close = () => setDialog(null);
  const dialogs = (
    <>
      <ReloginDialog open={dialog === 'relogin'} onCancel={close} />
      <InUseDialog open={dialog === 'inUse'} onClose={close} />
    </>
  );
  return { run, dialogs };
}

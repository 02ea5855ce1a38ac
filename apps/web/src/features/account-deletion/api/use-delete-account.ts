import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode } from '@fan/shared';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast-context';
import { failureMessage, routedCodeOf } from '../../../lib/graphql-errors';
import { withIntentKey } from '../../../lib/intent-key';
import { useLogout } from '../../../lib/use-logout';
import { DELETE_MY_ACCOUNT } from './account-deletion-documents';

/**
 * deleteMyAccount under one key per confirmation (a retry after a lost answer is the same 退会).
 * REQUIRES_RECENT_SIGN_IN asks the fan to sign in again; success signs out to the done page.
 */
export function useDeleteAccount() {
  const toast = useToast();
  const [mutate, { loading }] = useMutation(DELETE_MY_ACCOUNT);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const signOut = useLogout('/account_deleted');
  const deleteAccount = async () => {
    try {
      await withIntentKey('deleteMyAccount', (idempotencyKey) => mutate({ variables: { idempotencyKey } }));
      await signOut();
    } catch (e) {
      const stale =
        CombinedGraphQLErrors.is(e) &&
        e.errors.some((err) => err.extensions?.code === ErrorCode.RequiresRecentSignIn);
      if (stale) setNeedsSignIn(true);
      else if (!routedCodeOf(e)) toast.error(failureMessage(e));
    }
  };
  return { deleteAccount, deleting: loading, needsSignIn, dismiss: () => setNeedsSignIn(false) };
}

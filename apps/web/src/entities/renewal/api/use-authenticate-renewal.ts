import { useApolloClient } from '@apollo/client/react';
import { useToast } from '../../../components/ui/toast-context';
import { useSingleFlight } from '../../../lib/use-single-flight';
import * as ja from '../../../messages/ja';

/** 認証して支払う: the renewal's 3-D Secure with the saved card, once however often it is tapped. */
export function useAuthenticateRenewal() {
  const client = useApolloClient();
  const toast = useToast();
  const { run, inFlight } = useSingleFlight();
  const authenticate = () =>
    run(async () => {
      try {
        // Loaded on the tap: Stripe.js and the settling stay out of home's first load.
        const { settleRenewals } = await import('./settle-renewals');
        const outcome = await settleRenewals(client, 1);
        if (outcome === 'failed') toast.error(ja.renewal.authFailed);
        else toast.success(ja.renewal.paid);
      } catch {
        toast.error(ja.renewal.authFailed);
      }
      // The notice is gone or still there: either way the screen reads the server again.
      await client.refetchQueries({ include: 'active' });
    });
  return { authenticate, inFlight };
}

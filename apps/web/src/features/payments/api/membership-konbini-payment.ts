import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { routedCodeOf } from '../../../lib/graphql-errors';
import { evictMembershipData } from '../../../entities/membership/evict-membership-data';
import type { KonbiniSuccessState } from '../model/membership-route-state';
import { managePayment } from './manage-payment';
import { UPDATE_LISTENER_EMAIL } from './point-payment-documents';

/** Spec section 4: konbini membership = save the e-mail, start the payment, show the konbini page. */
export function useMembershipKonbiniPayment() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const running = useRef(false);
  const [inFlight, setInFlight] = useState(false);

  const pay = async (stripePriceId: string, email: string, success: KonbiniSuccessState) => {
    if (running.current) return;
    running.current = true;
    setInFlight(true);
    try {
      await client.mutate({ mutation: UPDATE_LISTENER_EMAIL, variables: { email } });
      await managePayment(client, [stripePriceId], 'konbini_recurring_payment');
      evictMembershipData(client.cache);
      await navigate('/payments/konbini/success', { replace: true, state: success });
    } catch (e) {
      // Spec section 8: a payment error is the failure page (routed codes go their own way).
      if (!routedCodeOf(e)) await navigate('/payments/managements/failure', { replace: true });
      running.current = false;
      setInFlight(false);
    }
  };

  return { pay, inFlight };
}

import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { routedCodeOf } from '../../../lib/graphql-errors';
import { managePayment } from './manage-payment';
import { UPDATE_LISTENER_EMAIL } from './point-payment-documents';

/**
 * Spec section 4: konbini points open the voucher page in a new tab and go to /home. The points are
 * credited when the voucher is paid (webhook), so the balance grows later.
 */
export function usePointKonbiniPayment() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const running = useRef(false);
  const [inFlight, setInFlight] = useState(false);

  const pay = async (stripePriceId: string, email: string) => {
    if (running.current) return;
    running.current = true;
    setInFlight(true);
    // Opened inside the tap, before any await, so popup blockers let it through.
    const tab = window.open('', '_blank');
    try {
      await client.mutate({ mutation: UPDATE_LISTENER_EMAIL, variables: { email } });
      const { data } = await managePayment(client, [stripePriceId], 'konbini_one_time_payment');
      const url = data?.managePaymentV2.konbiniPaymentUrl;
      if (!url) throw new Error('no voucher url');
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        // Blocked anyway: show the voucher here rather than lose it.
        window.location.assign(url);
        return;
      }
      await navigate('/home', { replace: true });
    } catch (e) {
      tab?.close();
      // Spec section 8: a payment error is the failure page (routed codes go their own way).
      if (!routedCodeOf(e)) await navigate('/payments/managements/failure', { replace: true });
      running.current = false;
      setInFlight(false);
    }
  };

  return { pay, inFlight };
}

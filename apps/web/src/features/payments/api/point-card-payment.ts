import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { routedCodeOf } from '../../../lib/graphql-errors';
import { getStripe } from '../../../lib/stripe';
import { managePayment } from './manage-payment';

/**
 * Spec section 4 payment flow for a package on the saved card: charge, 3-D Secure when Stripe asks,
 * then the result page. PayConfirmation guards against double taps.
 */
export function usePointCardPayment() {
  const client = useApolloClient();
  const navigate = useNavigate();

  return async (stripePriceId: string) => {
    let to = '/payments/managements/failure';
    try {
      const { data } = await managePayment(client, [stripePriceId], 'one_time_payment');
      if (!data) throw new Error('no payment result');
      const secret = data.managePaymentV2.threeDSecureClientSecret;
      if (secret) {
        const stripe = await getStripe();
        if (!stripe) throw new Error('Stripe.js unavailable');
        const { paymentIntent } = await stripe.confirmCardPayment(secret);
        if (paymentIntent?.status === 'succeeded') to = '/payments/managements/success';
      } else {
        to = '/payments/managements/success';
      }
    } catch (e) {
      // Maintenance / terms / sign-out are routed by the Apollo error link; any other error, a
      // missing card included, is the failure page (spec section 8), whatever its message says.
      if (routedCodeOf(e)) return;
    }
    // Balances on the points screens are stale now, whatever happened.
    client.cache.evict({ fieldName: 'tierTypesConnection' });
    await navigate(to, { replace: true });
  };
}

import { useApolloClient } from '@apollo/client/react';
import type { PaymentType } from '@fan/shared';
import { useNavigate } from 'react-router';
import { routedCodeOf } from '../../../lib/graphql-errors';
import { getStripe } from '../../../lib/stripe';
import { evictMembershipData } from '../../../entities/membership/evict-membership-data';
import { managePayment } from './manage-payment';

const SUCCESS = '/payments/managements/success';
const FAILURE = '/payments/managements/failure';

/**
 * Spec section 4 payment flow for card memberships and their changes: managePaymentV2, 3-D Secure
 * when a client secret comes back, then the success or failure page. Any error is a failure.
 */
export function useMembershipRunPayment() {
  const client = useApolloClient();
  const navigate = useNavigate();

  return async (prices: string[], paymentType: PaymentType, prorationDate: number | null = null) => {
    let to = FAILURE;
    try {
      const { data } = await managePayment(client, prices, paymentType, prorationDate);
      if (!data) throw new Error('no payment result');
      const secret = data.managePaymentV2.threeDSecureClientSecret;
      if (secret) {
        const stripe = await getStripe();
        if (!stripe) throw new Error('Stripe.js unavailable');
        const { paymentIntent } = await stripe.confirmCardPayment(secret);
        if (paymentIntent?.status === 'succeeded') to = SUCCESS;
      } else {
        to = SUCCESS;
      }
    } catch (e) {
      // Maintenance / terms / sign-out are routed by the Apollo error link; any other error, a
      // missing card included, is the failure page (spec section 8), whatever its message says.
      if (routedCodeOf(e)) return;
    }
    evictMembershipData(client.cache);
    await navigate(to, { replace: true });
  };
}

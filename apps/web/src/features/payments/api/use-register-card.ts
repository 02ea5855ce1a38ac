import { useApolloClient } from '@apollo/client/react';
import type { Stripe, StripeCardNumberElement } from '@stripe/stripe-js';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast-context';
import { routedCodeOf } from '../../../lib/graphql-errors';
import * as ja from '../../../messages/ja';
import { CLIENT_SECRET, PAYMENT_METHOD, UPDATE_PAYMENT_METHOD } from './card-documents';

interface Billing {
  name: string;
  email: string;
}

/**
 * Spec section 4 card setup: a fresh SetupIntent, Stripe confirms it (3-D Secure when asked), then the
 * API saves the resulting card. Success or failure, the fan lands on the card details.
 */
export function useRegisterCard(overwrite: boolean) {
  const client = useApolloClient();
  const toast = useToast();
  const navigate = useNavigate();
  // A ref, not only state: two quick taps run before React re-renders the disabled button.
  const running = useRef(false);
  const [inFlight, setInFlight] = useState(false);

  const register = async (stripe: Stripe, card: StripeCardNumberElement, billing: Billing) => {
    if (running.current) return;
    running.current = true;
    setInFlight(true);
    try {
      const { data } = await client.query({ query: CLIENT_SECRET, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no client secret');
      const { setupIntent, error } = await stripe.confirmCardSetup(data.clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (error || setupIntent?.status !== 'succeeded') throw error ?? new Error('setup not succeeded');
      const method = setupIntent.payment_method;
      const paymentMethodId = typeof method === 'string' ? method : method?.id;
      if (!paymentMethodId) throw new Error('setup without payment method');
      await client.mutate({
        mutation: UPDATE_PAYMENT_METHOD,
        // One setup, one card: the new payment method is the intent, its id the key.
        variables: { paymentMethodId, idempotencyKey: `card-${paymentMethodId}` },
        update: (cache, { data: saved }) => {
          if (saved)
            cache.writeQuery({ query: PAYMENT_METHOD, data: { paymentMethod: saved.updatePaymentMethod } });
        },
      });
      toast.success(overwrite ? ja.card.overwritten : ja.card.registered);
    } catch (e) {
      // Maintenance / terms / sign-out errors are routed by the Apollo error link.
      if (routedCodeOf(e)) return;
      toast.error(ja.card.registerFailed);
    }
    navigate('/payments/card/details', { replace: true });
  };

  return { register, inFlight };
}

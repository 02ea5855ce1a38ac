import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { Stripe, StripeCardNumberElement } from '@stripe/stripe-js';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast-context';
import { PAYMENT_METHOD } from '../../../entities/payment/api/saved-card';
import type {
  ClientSecretQuery,
  ClientSecretQueryVariables,
  UpdatePaymentMethodMutation,
  UpdatePaymentMethodMutationVariables,
} from '../../../graphql/generated/operations';
import { routedCodeOf } from '../../../lib/graphql-errors';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { UNPAID_RENEWALS } from '../../../entities/renewal/api/unpaid-renewals';
import { settleRenewals } from '../../../entities/renewal/api/settle-renewals';
import * as ja from '../../../messages/ja';

const CLIENT_SECRET: TypedDocumentNode<ClientSecretQuery, ClientSecretQueryVariables> = gql`
  query ClientSecret {
    clientSecret
  }
`;

const UPDATE_PAYMENT_METHOD: TypedDocumentNode<
  UpdatePaymentMethodMutation,
  UpdatePaymentMethodMutationVariables
> = gql`
  mutation UpdatePaymentMethod($paymentMethodId: String!, $idempotencyKey: String) {
    updatePaymentMethod(paymentMethodId: $paymentMethodId, idempotencyKey: $idempotencyKey) {
      id
      paymentMethodId
      brand
      last4
      exp
      name
    }
  }
`;

interface Billing {
  name: string;
  email: string;
}

/**
 * Spec section 4 card setup: a fresh SetupIntent, Stripe confirms it (3-D Secure when asked), then the
 * API saves the resulting card and pays the card renewals not paid yet with it (3-D Secure for them
 * when the bank asks; decision 032). Success or failure, the fan lands on the card details.
 */
export function useRegisterCard(overwrite: boolean) {
  const client = useApolloClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { run, inFlight } = useSingleFlight();

  const register = (stripe: Stripe, card: StripeCardNumberElement, billing: Billing) =>
    run(async () => {
      try {
        const unpaid = await client.query({ query: UNPAID_RENEWALS, fetchPolicy: 'network-only' });
        const before = (unpaid.data?.unpaidRenewals ?? []).filter((r) => r.method === 'card').length;
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
        const renewals = await settleRenewals(client, before);
        if (renewals === 'failed') toast.error(ja.renewal.payFailed);
        else if (renewals === 'paid') toast.success(ja.renewal.paid);
        else toast.success(overwrite ? ja.card.overwritten : ja.card.registered);
      } catch (e) {
        // Maintenance / terms / sign-out errors are routed by the Apollo error link.
        if (routedCodeOf(e)) return;
        toast.error(ja.card.registerFailed);
      }
      await navigate('/payments/card/details', { replace: true });
    });

  return { register, inFlight };
}

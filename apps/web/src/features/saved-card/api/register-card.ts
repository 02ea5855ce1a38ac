import { CombinedGraphQLErrors, gql, type TypedDocumentNode } from '@apollo/client';
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
import { payRenewals } from '../../../entities/renewal/api/pay-renewals';
import { renewalOutcomeToast } from '../model/renewal-outcome-toast';
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
 * API saves the resulting card; success or failure, the fan lands on the card details. When the fan
 * also confirmed paying the unpaid card renewals (`payAmount` yen, decision 043), they are paid
 * after the save, and their outcome is told apart from it: a saved card is never reported unsaved.
 */
export function useRegisterCard(overwrite: boolean) {
  const client = useApolloClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { run, inFlight } = useSingleFlight();

  const register = (
    stripe: Stripe,
    card: StripeCardNumberElement,
    billing: Billing,
    payAmount: number | null,
  ) =>
    run(async () => {
      let paymentMethodId: string | undefined;
      try {
        const { data } = await client.query({ query: CLIENT_SECRET, fetchPolicy: 'network-only' });
        if (!data) throw new Error('no client secret');
        const { setupIntent, error } = await stripe.confirmCardSetup(data.clientSecret, {
          payment_method: { card, billing_details: billing },
        });
        if (error || setupIntent?.status !== 'succeeded') throw error ?? new Error('setup not succeeded');
        const method = setupIntent.payment_method;
        paymentMethodId = typeof method === 'string' ? method : method?.id;
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
      } catch (e) {
        // Maintenance / terms / sign-out errors are routed by the Apollo error link.
        if (routedCodeOf(e)) return;
        toast.error(ja.card.registerFailed);
        await navigate('/payments/card/details', { replace: true });
        return;
      }
      toast.success(overwrite ? ja.card.overwritten : ja.card.registered);
      await navigate('/payments/card/details', { replace: true });
      if (payAmount === null) return;
      const outcome = await payRenewals(client, {
        amount: payAmount,
        // The same confirmation of the same card pays once, however often it is sent.
        idempotencyKey: `renewal-pay-${paymentMethodId}`,
        stripe,
        onSlow: () => toast.success(ja.renewal.savedPayProcessing),
      }).catch((e: unknown) => (routedCodeOf(e) ? 'routed' : amountChanged(e) ? 'changed' : 'unknown'));
      const told = renewalOutcomeToast(outcome, payAmount);
      if (told) (outcome === 'paid' ? toast.success : toast.error)(told);
      await client.refetchQueries({ include: 'active' });
    });

  return { register, inFlight };
}

/** The API refused the payment because the unpaid total is no longer what the fan confirmed. */
function amountChanged(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.reason === 'UNPAID_RENEWALS_CHANGED')
  );
}

import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { PaymentType } from '@fan/shared';
import { intentKey, settleIntent } from '../../../lib/intent-key';
import { MANAGE_PAYMENT_V2 } from './point-payment-documents';

/**
 * managePaymentV2 with the intent's idempotency key: the same prices and type keep their key until
 * the server has answered (data or a coded error); a lost answer (network error) keeps it, so the
 * fan's retry is the same intent and cannot charge twice.
 */
export async function managePayment(client: ApolloClient, prices: string[], paymentType: PaymentType) {
  const scope = `managePaymentV2:${paymentType}:${prices.join(',')}`;
  try {
    const result = await client.mutate({
      mutation: MANAGE_PAYMENT_V2,
      variables: { prices, paymentType, idempotencyKey: intentKey(scope) },
    });
    settleIntent(scope);
    return result;
  } catch (error) {
    if (CombinedGraphQLErrors.is(error)) settleIntent(scope);
    throw error;
  }
}

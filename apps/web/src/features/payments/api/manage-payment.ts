import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { PaymentType } from '@fan/shared';
import { intentKey, settleIntent } from '../../../lib/intent-key';
import { MANAGE_PAYMENT_V2 } from './point-payment-documents';

/**
 * managePaymentV2 with the intent's idempotency key: the same prices and type keep their key until
 * the server has given a final answer (data or a refusal); a lost answer, an unexpected server error
 * (Stripe unreachable) or "still in flight" keeps it, so the fan's retry is the same intent and
 * cannot charge twice.
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
    if (CombinedGraphQLErrors.is(error) && error.errors.every(isFinal)) settleIntent(scope);
    throw error;
  }
}

function isFinal(error: { extensions?: Record<string, unknown> | null }): boolean {
  const code = error.extensions?.code;
  return typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR' && !error.extensions?.retryable;
}

import type { ApolloClient } from '@apollo/client';
import type { PaymentType } from '@fan/shared';
import { withIntentKey } from '../../../lib/intent-key';
import { MANAGE_PAYMENT_V2 } from './point-payment-documents';

/**
 * managePaymentV2 with the intent's idempotency key: a retry of the same tap cannot charge twice. An
 * upgrade sends the moment its confirmed amount was prorated at (planChangePreview), so it is charged
 * exactly that amount; a new confirmation is a new intent.
 */
export function managePayment(
  client: ApolloClient,
  prices: string[],
  paymentType: PaymentType,
  prorationDate: number | null = null,
) {
  const scope = `managePaymentV2:${paymentType}:${prices.join(',')}${prorationDate ? `@${prorationDate}` : ''}`;
  return withIntentKey(scope, (idempotencyKey) =>
    client.mutate({
      mutation: MANAGE_PAYMENT_V2,
      variables: { prices, paymentType, idempotencyKey, prorationDate },
    }),
  );
}

import type { ApolloClient } from '@apollo/client';
import type { PaymentType } from '@fan/shared';
import { withIntentKey } from '../../../lib/intent-key';
import { MANAGE_PAYMENT_V2 } from './point-payment-documents';

/** managePaymentV2 with the intent's idempotency key: a retry of the same tap cannot charge twice. */
export function managePayment(client: ApolloClient, prices: string[], paymentType: PaymentType) {
  return withIntentKey(`managePaymentV2:${paymentType}:${prices.join(',')}`, (idempotencyKey) =>
    client.mutate({ mutation: MANAGE_PAYMENT_V2, variables: { prices, paymentType, idempotencyKey } }),
  );
}

import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { PaymentType } from '@fan/shared';
import type {
  ManagePaymentV2Mutation,
  ManagePaymentV2MutationVariables,
} from '../../../graphql/generated/operations';
import { withIntentKey } from '../../../lib/intent-key';

export type PaymentResult = ManagePaymentV2Mutation['managePaymentV2'];

const MANAGE_PAYMENT_V2: TypedDocumentNode<ManagePaymentV2Mutation, ManagePaymentV2MutationVariables> = gql`
  mutation ManagePaymentV2(
    $prices: [String!]!
    $paymentType: PaymentType!
    $idempotencyKey: String
    $prorationDate: Int
  ) {
    managePaymentV2(
      prices: $prices
      paymentType: $paymentType
      idempotencyKey: $idempotencyKey
      prorationDate: $prorationDate
    ) {
      status
      konbiniPaymentUrl
      konbiniDueAt
      threeDSecureClientSecret
    }
  }
`;

/**
 * managePaymentV2 with the intent's idempotency key: a retry of the same tap cannot charge twice. An
 * upgrade sends the moment its confirmed amount was prorated at (planChangePreview), so it is charged
 * exactly that amount; a new confirmation is a new intent.
 */
export async function managePayment(
  client: ApolloClient,
  prices: string[],
  paymentType: PaymentType,
  prorationDate: number | null = null,
): Promise<PaymentResult> {
  const scope = `managePaymentV2:${paymentType}:${prices.join(',')}${prorationDate ? `@${prorationDate}` : ''}`;
  const { data } = await withIntentKey(scope, (idempotencyKey) =>
    client.mutate({
      mutation: MANAGE_PAYMENT_V2,
      variables: { prices, paymentType, idempotencyKey, prorationDate },
    }),
  );
  if (!data) throw new Error('no payment result');
  return data.managePaymentV2;
}

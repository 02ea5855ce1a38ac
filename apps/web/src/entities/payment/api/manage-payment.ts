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

/** A queued answer, thrown inside withIntentKey so the intent's key is kept (a plain error keeps it). */
class Queued extends Error {
  constructor(readonly result: PaymentResult) {
    super('queued');
  }
}

/**
 * managePaymentV2 with the intent's idempotency key: a retry of the same tap cannot charge twice. An
 * upgrade sends the moment its confirmed amount was prorated at (planChangePreview), so it is charged
 * exactly that amount; a new confirmation is a new intent. A `queued` answer (a card purchase while
 * Stripe is busy) keeps the key: the same call again answers the purchase's outcome once it has one.
 */
export async function managePayment(
  client: ApolloClient,
  prices: string[],
  paymentType: PaymentType,
  prorationDate: number | null = null,
): Promise<PaymentResult> {
  const scope = `managePaymentV2:${paymentType}:${prices.join(',')}${prorationDate ? `@${prorationDate}` : ''}`;
  try {
    return await withIntentKey(scope, async (idempotencyKey) => {
      const { data } = await client.mutate({
        mutation: MANAGE_PAYMENT_V2,
        variables: { prices, paymentType, idempotencyKey, prorationDate },
      });
      if (!data) throw new Error('no payment result');
      if (data.managePaymentV2.status === 'queued') throw new Queued(data.managePaymentV2);
      return data.managePaymentV2;
    });
  } catch (error) {
    if (error instanceof Queued) return error.result;
    throw error;
  }
}

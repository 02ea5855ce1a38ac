import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConsoleGrantPointsMutation,
  ConsoleGrantPointsMutationVariables,
  ConsoleDeleteFanMutation,
  ConsoleDeleteFanMutationVariables,
  ConsoleRefundMutation,
  ConsoleRefundMutationVariables,
} from '../../../graphql/generated/operations';

/** Free points to a fan; the idempotency key is the operator's intent (one confirmation). */
export const CONSOLE_GRANT_POINTS: TypedDocumentNode<
  ConsoleGrantPointsMutation,
  ConsoleGrantPointsMutationVariables
> = gql`
  mutation ConsoleGrantPoints($input: GrantPointsInput!) {
    grantPoints(input: $input) {
      entryId
      posted
      paid
      free
    }
  }
`;

/**
 * A card point purchase refunded in Stripe and its points taken back. Once per purchase: the API's
 * Stripe idempotency key is derived from the purchase, and a second request is refused as already
 * refunded.
 */
export const CONSOLE_REFUND: TypedDocumentNode<ConsoleRefundMutation, ConsoleRefundMutationVariables> = gql`
  mutation ConsoleRefund($purchaseId: String!, $reason: String!) {
    refundPointPurchase(purchaseId: $purchaseId, reason: $reason) {
      purchaseId
      stripeRefundId
      refundedYen
      paid
      free
    }
  }
`;

/** 退会 for a fan who asked by mail (decision 050): the fan's own deletion, run for them and audited. */
export const CONSOLE_DELETE_FAN: TypedDocumentNode<
  ConsoleDeleteFanMutation,
  ConsoleDeleteFanMutationVariables
> = gql`
  mutation ConsoleDeleteFan($fanId: Int!, $reason: String!) {
    deleteFanAccount(fanId: $fanId, reason: $reason) {
      id
      deletedAt
    }
  }
`;

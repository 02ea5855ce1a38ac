import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CancelFreeSubscriptionMutation,
  CancelFreeSubscriptionMutationVariables,
  CreateFreeSubscriptionMutation,
  CreateFreeSubscriptionMutationVariables,
} from '../../../graphql/generated/operations';

export const CREATE_FREE_SUBSCRIPTION: TypedDocumentNode<
  CreateFreeSubscriptionMutation,
  CreateFreeSubscriptionMutationVariables
> = gql`
  mutation CreateFreeSubscription($contributorId: Int!, $idempotencyKey: String) {
    createFreeSubscription(contributorId: $contributorId, idempotencyKey: $idempotencyKey) {
      id
      databaseId
    }
  }
`;

export const CANCEL_FREE_SUBSCRIPTION: TypedDocumentNode<
  CancelFreeSubscriptionMutation,
  CancelFreeSubscriptionMutationVariables
> = gql`
  mutation CancelFreeSubscription($contributorId: Int!) {
    cancelFreeSubscription(contributorId: $contributorId) {
      id
      databaseId
    }
  }
`;

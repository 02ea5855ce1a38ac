import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ClientSecretQuery,
  ClientSecretQueryVariables,
  DeletePaymentMethodMutation,
  DeletePaymentMethodMutationVariables,
  PaymentMethodQuery,
  PaymentMethodQueryVariables,
  UpdatePaymentMethodMutation,
  UpdatePaymentMethodMutationVariables,
} from '../../../graphql/generated/operations';

export type SavedCard = NonNullable<PaymentMethodQuery['paymentMethod']>;

// The cache keeps the card by its id; which card is saved is the root query field, written after a
// save or a delete (use-register-card, use-delete-card).
export const PAYMENT_METHOD: TypedDocumentNode<PaymentMethodQuery, PaymentMethodQueryVariables> = gql`
  query PaymentMethod {
    paymentMethod {
      id
      paymentMethodId
      brand
      last4
      exp
      name
    }
  }
`;

export const CLIENT_SECRET: TypedDocumentNode<ClientSecretQuery, ClientSecretQueryVariables> = gql`
  query ClientSecret {
    clientSecret
  }
`;

export const UPDATE_PAYMENT_METHOD: TypedDocumentNode<
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

export const DELETE_PAYMENT_METHOD: TypedDocumentNode<
  DeletePaymentMethodMutation,
  DeletePaymentMethodMutationVariables
> = gql`
  mutation DeletePaymentMethod($paymentMethodId: String!) {
    deletePaymentMethod(paymentMethodId: $paymentMethodId) {
      deleted
    }
  }
`;

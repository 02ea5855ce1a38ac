import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SavedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
  exp: string;
  name: string;
}

type NoVariables = Record<string, never>;

// PaymentMethod has no id, so the cache keeps it under the root query field; writes go through it.
export const PAYMENT_METHOD: TypedDocumentNode<{ paymentMethod: SavedCard | null }, NoVariables> = gql`
  query PaymentMethod {
    paymentMethod {
      paymentMethodId
      brand
      last4
      exp
      name
    }
  }
`;

export const CLIENT_SECRET: TypedDocumentNode<{ clientSecret: string }, NoVariables> = gql`
  query ClientSecret {
    clientSecret
  }
`;

export const UPDATE_PAYMENT_METHOD: TypedDocumentNode<
  { updatePaymentMethod: SavedCard },
  { paymentMethodId: string; idempotencyKey: string }
> = gql`
  mutation UpdatePaymentMethod($paymentMethodId: String!, $idempotencyKey: String) {
    updatePaymentMethod(paymentMethodId: $paymentMethodId, idempotencyKey: $idempotencyKey) {
      paymentMethodId
      brand
      last4
      exp
      name
    }
  }
`;

export const DELETE_PAYMENT_METHOD: TypedDocumentNode<
  { deletePaymentMethod: { deleted: boolean } },
  { paymentMethodId: string }
> = gql`
  mutation DeletePaymentMethod($paymentMethodId: String!) {
    deletePaymentMethod(paymentMethodId: $paymentMethodId) {
      deleted
    }
  }
`;

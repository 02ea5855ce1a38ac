import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PaymentType } from '@fan/shared';

export interface PointPaymentStructure {
  databaseId: number;
  price: number;
  webPrice: number;
  amount: number;
  unit: string;
  konbini: boolean;
  stripePriceId: string | null;
  stripeKonbiniFee: number;
}

export interface PointPackage {
  id: string;
  databaseId: number;
  image: string;
  amount: number;
  unit: string;
  webPrice: number;
  paymentStructuresConnection: { nodes: PointPaymentStructure[] };
}

export const POINT_PACKAGE: TypedDocumentNode<{ tier: PointPackage }, { tierId: number }> = gql`
  query PointPackage($tierId: Int!) {
    tier(tierId: $tierId) {
      id
      databaseId
      image
      amount
      unit
      webPrice
      paymentStructuresConnection {
        nodes {
          databaseId
          price
          webPrice
          amount
          unit
          konbini
          stripePriceId
          stripeKonbiniFee
        }
      }
    }
  }
`;

export const LISTENER_EMAIL: TypedDocumentNode<
  { listenerProfile: { id: string; email: string | null } },
  Record<string, never>
> = gql`
  query ListenerEmail {
    listenerProfile {
      id
      email
    }
  }
`;

export const UPDATE_LISTENER_EMAIL: TypedDocumentNode<
  { updateListenerProfile: { id: string; email: string | null } },
  { email: string }
> = gql`
  mutation UpdateListenerEmail($email: String!) {
    updateListenerProfile(input: { email: $email }) {
      id
      email
    }
  }
`;

export const MANAGE_PAYMENT_V2: TypedDocumentNode<
  {
    managePaymentV2: {
      status: string;
      konbiniPaymentUrl: string | null;
      threeDSecureClientSecret: string | null;
    };
  },
  { prices: string[]; paymentType: PaymentType; idempotencyKey: string }
> = gql`
  mutation ManagePaymentV2($prices: [String!]!, $paymentType: PaymentType!, $idempotencyKey: String) {
    managePaymentV2(prices: $prices, paymentType: $paymentType, idempotencyKey: $idempotencyKey) {
      status
      konbiniPaymentUrl
      threeDSecureClientSecret
    }
  }
`;

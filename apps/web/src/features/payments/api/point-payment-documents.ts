import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ListenerEmailQuery,
  ListenerEmailQueryVariables,
  ManagePaymentV2Mutation,
  ManagePaymentV2MutationVariables,
  PointPackageQuery,
  PointPackageQueryVariables,
  UpdateListenerEmailMutation,
  UpdateListenerEmailMutationVariables,
} from '../../../graphql/generated/operations';

export type PointPackage = PointPackageQuery['tier'];
export type PointPaymentStructure = PointPackage['paymentStructuresConnection']['nodes'][number];

export const POINT_PACKAGE: TypedDocumentNode<PointPackageQuery, PointPackageQueryVariables> = gql`
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

export const LISTENER_EMAIL: TypedDocumentNode<ListenerEmailQuery, ListenerEmailQueryVariables> = gql`
  query ListenerEmail {
    listenerProfile {
      id
      email
    }
  }
`;

export const UPDATE_LISTENER_EMAIL: TypedDocumentNode<
  UpdateListenerEmailMutation,
  UpdateListenerEmailMutationVariables
> = gql`
  mutation UpdateListenerEmail($email: String!) {
    updateListenerProfile(input: { email: $email }) {
      id
      email
    }
  }
`;

export const MANAGE_PAYMENT_V2: TypedDocumentNode<ManagePaymentV2Mutation, ManagePaymentV2MutationVariables> =
  gql`
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
        threeDSecureClientSecret
      }
    }
  `;

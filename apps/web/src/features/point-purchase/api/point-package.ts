import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PointPackageQuery, PointPackageQueryVariables } from '../../../graphql/generated/operations';

export type PointPackage = PointPackageQuery['tier'];
export type PointPaymentStructure = PointPackage['paymentStructuresConnection']['nodes'][number];

/** The package being bought with its card and konbini prices. */
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

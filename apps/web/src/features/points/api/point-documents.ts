import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  PointTierTypesQuery,
  PointTierTypesQueryVariables,
  PointsPageQuery,
  PointsPageQueryVariables,
  PointTransactionsQuery,
  PointTransactionsQueryVariables,
} from '../../../graphql/generated/operations';

export type PointTierType = PointTierTypesQuery['tierTypesConnection']['nodes'][number];
export type PointTier =
  PointsPageQuery['tierTypesConnection']['nodes'][number]['tiersConnection']['nodes'][number];
export type PointTransaction = PointTransactionsQuery['transactionsConnection']['edges'][number]['node'];

/** A point tier type and the viewer's balances in it, as every points screen shows them. */
const POINT_TIER_TYPE_FIELDS = gql`
  fragment PointTierTypeFields on TierType {
    id
    databaseId
    key
    unit
    couponType
    balance
    freeBalance
    paidBalance
  }
`;

export const TIER_TYPES: TypedDocumentNode<PointTierTypesQuery, PointTierTypesQueryVariables> = gql`
  query PointTierTypes {
    tierTypesConnection {
      nodes {
        ...PointTierTypeFields
      }
    }
  }
  ${POINT_TIER_TYPE_FIELDS}
`;

// The points screen in one request: the balances and the packages of each tier type (a second
// query for the packages would wait for the first to learn the tier type's id).
export const POINTS_PAGE: TypedDocumentNode<PointsPageQuery, PointsPageQueryVariables> = gql`
  query PointsPage {
    tierTypesConnection {
      nodes {
        ...PointTierTypeFields
        tiersConnection {
          nodes {
            id
            databaseId
            image
            amount
            unit
            webPrice
          }
        }
      }
    }
  }
  ${POINT_TIER_TYPE_FIELDS}
`;

// Edges (not nodes): relayStylePagination in the cache merges pages by edge cursor.
export const TRANSACTIONS: TypedDocumentNode<PointTransactionsQuery, PointTransactionsQueryVariables> = gql`
  query PointTransactions($tierTypeId: Int!, $first: Int!, $after: String) {
    transactionsConnection(tierTypeId: $tierTypeId, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          name
          amount
          unit
          income
          expenditure
          occurredAt
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;

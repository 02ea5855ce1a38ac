import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  PointTierTypesQuery,
  PointTierTypesQueryVariables,
  PointTiersQuery,
  PointTiersQueryVariables,
  PointTransactionsQuery,
  PointTransactionsQueryVariables,
} from '../../../graphql/generated/operations';

export type PointTierType = PointTierTypesQuery['tierTypesConnection']['nodes'][number];
export type PointTier = PointTiersQuery['tiersConnection']['nodes'][number];
export type PointTransaction = PointTransactionsQuery['transactionsConnection']['edges'][number]['node'];

export const TIER_TYPES: TypedDocumentNode<PointTierTypesQuery, PointTierTypesQueryVariables> = gql`
  query PointTierTypes {
    tierTypesConnection {
      nodes {
        id
        databaseId
        key
        unit
        couponType
        balance
        freeBalance
        paidBalance
      }
    }
  }
`;

export const TIERS: TypedDocumentNode<PointTiersQuery, PointTiersQueryVariables> = gql`
  query PointTiers($tierTypeId: Int!) {
    tiersConnection(tierTypeId: $tierTypeId) {
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

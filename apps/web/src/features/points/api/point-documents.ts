import { gql, type TypedDocumentNode } from '@apollo/client';

export interface PointTierType {
  id: string;
  databaseId: number;
  key: string;
  unit: string;
  couponType: string;
  balance: number;
  freeBalance: number;
  paidBalance: number;
}

export interface PointTier {
  id: string;
  databaseId: number;
  image: string;
  amount: number;
  unit: string;
  webPrice: number;
}

export interface PointTransaction {
  id: string;
  name: string;
  amount: number;
  unit: string;
  income: boolean;
  expenditure: boolean;
  occurredAt: string;
}

export interface TransactionsData {
  transactionsConnection: {
    edges: { cursor: string; node: PointTransaction }[];
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  };
}

export const TIER_TYPES: TypedDocumentNode<
  { tierTypesConnection: { nodes: PointTierType[] } },
  Record<string, never>
> = gql`
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

export const TIERS: TypedDocumentNode<{ tiersConnection: { nodes: PointTier[] } }, { tierTypeId: number }> =
  gql`
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
export const TRANSACTIONS: TypedDocumentNode<
  TransactionsData,
  { tierTypeId: number; first: number; after?: string | null }
> = gql`
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

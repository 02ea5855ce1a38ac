import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PagedConnection } from '../../../lib/use-paged-query';

/** Rows per page of the registered and unregistered lists. */
export const MEMBERSHIPS_PAGE_SIZE = 10;

type PageVariables = { first: number; after?: string | null };

export interface SubscribedVTuber {
  id: string;
  databaseId: number;
  name: string;
  icon: string;
  subscription: string;
  tierTitle: string;
  willBeCanceled: boolean;
  willBeExpiredSoon: boolean;
  currentPeriodExpiresDate: string | null;
}

export interface MembershipCandidate {
  id: string;
  databaseId: number;
  name: string;
  icon: string;
}

// Edges (not nodes): relayStylePagination in the cache merges pages by edge cursor.
export const SUBSCRIBED_VTUBERS: TypedDocumentNode<
  { subscribedVTubersConnection: PagedConnection<SubscribedVTuber> },
  PageVariables
> = gql`
  query SubscribedVTubers($first: Int!, $after: String) {
    subscribedVTubersConnection(publicAccount: false, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          databaseId
          name
          icon
          subscription
          tierTitle
          willBeCanceled
          willBeExpiredSoon
          currentPeriodExpiresDate
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;

export const MEMBERSHIP_CANDIDATES: TypedDocumentNode<
  { membershipCandidatesConnection: PagedConnection<MembershipCandidate> },
  PageVariables
> = gql`
  query MembershipCandidates($first: Int!, $after: String) {
    membershipCandidatesConnection(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          databaseId
          name
          icon
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;

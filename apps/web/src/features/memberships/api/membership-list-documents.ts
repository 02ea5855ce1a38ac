import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  MembershipCandidatesQuery,
  MembershipCandidatesQueryVariables,
  SubscribedVTubersQuery,
  SubscribedVTubersQueryVariables,
} from '../../../graphql/generated/operations';

/** Rows per page of the registered and unregistered lists. */
export const MEMBERSHIPS_PAGE_SIZE = 10;

export type SubscribedVTuber = SubscribedVTubersQuery['subscribedVTubersConnection']['edges'][number]['node'];
export type MembershipCandidate =
  MembershipCandidatesQuery['membershipCandidatesConnection']['edges'][number]['node'];

// Edges (not nodes): relayStylePagination in the cache merges pages by edge cursor.
export const SUBSCRIBED_VTUBERS: TypedDocumentNode<SubscribedVTubersQuery, SubscribedVTubersQueryVariables> =
  gql`
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
  MembershipCandidatesQuery,
  MembershipCandidatesQueryVariables
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

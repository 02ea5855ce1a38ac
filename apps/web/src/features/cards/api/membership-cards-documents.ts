import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PagedConnection } from '../../../lib/use-paged-query';

/** Cards per page on /membership_cards. */
export const CARDS_PAGE_SIZE = 10;

export interface MemberCardData {
  databaseId: number;
  contributorId: number;
  name: string;
  englishName: string;
  icon: string;
  currentTier: { title: string; level: string };
  isCanceled: boolean;
  duration: number;
  totalDuration: number;
  serialNumber: number;
  membershipNumber: string;
  issuedAt: string;
}

export interface MemberCardsData {
  subscriptionMembershipsConnection: PagedConnection<MemberCardData>;
}

/** The fields of a member card, shared by the cards page and the home screen's one request. */
export const MEMBER_CARD_CONNECTION_FIELDS = gql`
  fragment MemberCardConnectionFields on SubscriptionMembershipConnection {
    edges {
      cursor
      node {
        id
        databaseId
        contributorId
        name
        englishName
        icon
        currentTier {
          id
          title
          level
        }
        isCanceled
        duration
        totalDuration
        serialNumber
        membershipNumber
        issuedAt
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
`;

/** The fan's member cards, newest first, a page at a time. */
export const MEMBERSHIP_CARDS: TypedDocumentNode<MemberCardsData, { first: number; after?: string | null }> =
  gql`
    query MembershipCards($first: Int!, $after: String) {
      subscriptionMembershipsConnection(first: $first, after: $after) {
        ...MemberCardConnectionFields
      }
    }
    ${MEMBER_CARD_CONNECTION_FIELDS}
  `;

import { gql, type TypedDocumentNode } from '@apollo/client';
import { UNPAID_RENEWAL_FIELDS } from '../../renewal/api/unpaid-renewals';
import type {
  MemberCardConnectionFieldsFragment,
  MembershipCardsQuery,
  MembershipCardsQueryVariables,
} from '../../../graphql/generated/operations';

/** Cards per page on /membership_cards. */
export const CARDS_PAGE_SIZE = 10;

export type MemberCardData = MemberCardConnectionFieldsFragment['edges'][number]['node'];

/** What the cards page and the home screen both read: a page of member cards. */
export type MemberCardsData = { subscriptionMembershipsConnection: MemberCardConnectionFieldsFragment };

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
        unpaidRenewal {
          ...UnpaidRenewalFields
        }
        renewalReminder {
          renewsAt
          amount
          method
          tierTitle
          cardBrand
          cardLast4
        }
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
  ${UNPAID_RENEWAL_FIELDS}
`;

/** The fan's member cards, newest first, a page at a time. */
export const MEMBERSHIP_CARDS: TypedDocumentNode<MembershipCardsQuery, MembershipCardsQueryVariables> = gql`
  query MembershipCards($first: Int!, $after: String) {
    subscriptionMembershipsConnection(first: $first, after: $after) {
      ...MemberCardConnectionFields
    }
  }
  ${MEMBER_CARD_CONNECTION_FIELDS}
`;

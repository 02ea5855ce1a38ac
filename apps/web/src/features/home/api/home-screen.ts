import { gql, type TypedDocumentNode } from '@apollo/client';
import type { HomeScreenQuery, HomeScreenQueryVariables } from '../../../graphql/generated/operations';
import { CARDS_PAGE_SIZE, MEMBER_CARD_CONNECTION_FIELDS } from '../../cards/api/membership-cards-documents';

/**
 * Everything the home screen shows, in one request: the greeting's name and the first page of member
 * cards (the same page /membership_cards starts with, so the cache serves it there too).
 */
export const HOME_SCREEN: TypedDocumentNode<HomeScreenQuery, HomeScreenQueryVariables> = gql`
  query HomeScreen($first: Int!) {
    listenerProfile {
      id
      databaseId
      name
    }
    subscriptionMembershipsConnection(first: $first) {
      ...MemberCardConnectionFields
    }
  }
  ${MEMBER_CARD_CONNECTION_FIELDS}
`;

export const HOME_SCREEN_VARIABLES: HomeScreenQueryVariables = { first: CARDS_PAGE_SIZE };

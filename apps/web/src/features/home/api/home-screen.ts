import { gql, type TypedDocumentNode } from '@apollo/client';
import type { HomeScreenQuery, HomeScreenQueryVariables } from '../../../graphql/generated/operations';
import { MEMBER_CARD_CONNECTION_FIELDS } from '../../../entities/member-card/api/membership-cards-documents';
import { HOME_CARD_LIMIT } from '../../../entities/member-card/model/home-cards';

/**
 * Everything the home screen shows, in one request: the greeting's name and its member cards in the
 * API's home order (active paid first, then canceled paid, then free; newest first in each), only as
 * many as home shows; hasNextPage says whether すべて見る has more. Renewals not paid yet come first,
 * all of them, whichever cards home shows (UnpaidRenewalFields comes with the card fields).
 */
export const HOME_SCREEN: TypedDocumentNode<HomeScreenQuery, HomeScreenQueryVariables> = gql`
  query HomeScreen($first: Int!) {
    listenerProfile {
      id
      databaseId
      name
    }
    subscriptionMembershipsConnection(order: PAID_FIRST, first: $first) {
      ...MemberCardConnectionFields
    }
    unpaidRenewals {
      ...UnpaidRenewalFields
    }
  }
  ${MEMBER_CARD_CONNECTION_FIELDS}
`;

export const HOME_SCREEN_VARIABLES: HomeScreenQueryVariables = { first: HOME_CARD_LIMIT };

import { gql } from '../gql';

// The catalogue's field sets, shared by the commands that list a thing and those that change it.

/** What create-creator and update-creator answer; the lists and archive add archivedAt. */
export const CREATOR_PROFILE = gql`
  fragment CreatorProfile on Creator {
    id
    slug
    name
    englishName
    iconType
  }
`;

export const CREATOR_FIELDS = gql`
  fragment CreatorFields on Creator {
    ...CreatorProfile
    archivedAt
  }
  ${CREATOR_PROFILE}
`;

export const TIER_FIELDS = gql`
  fragment TierFields on Tier {
    id
    creatorId
    slug
    title
    level
    rank
    hasTrial
    restricted
    meetingTickets
    meetingMinutes
    premiumChat
    voiceCall
    archivedAt
  }
`;

export const PRICE_FIELDS = gql`
  fragment PriceFields on Price {
    id
    tierId
    months
    konbini
    price
    konbiniFee
    stripePriceId
    archivedAt
  }
`;

/** What create-point-type answers; the list and archive add archivedAt. */
export const POINT_TYPE_PROFILE = gql`
  fragment PointTypeProfile on PointType {
    id
    key
    name
    displayName
    unit
    couponType
  }
`;

export const POINT_TYPE_FIELDS = gql`
  fragment PointTypeFields on PointType {
    ...PointTypeProfile
    archivedAt
  }
  ${POINT_TYPE_PROFILE}
`;

export const PACKAGE_FIELDS = gql`
  fragment PackageFields on PointPackage {
    id
    pointTypeId
    slug
    amount
    price
    archivedAt
    prices {
      konbini
      price
      konbiniFee
      stripePriceId
    }
  }
`;

export const CODE_FIELDS = gql`
  fragment CodeFields on PromotionCode {
    id
    pointTypeId
    code
    name
    amount
    validFrom
    validUntil
    maxRedemptions
    redeemedCount
  }
`;

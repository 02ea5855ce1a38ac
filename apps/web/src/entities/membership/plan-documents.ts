import { gql, type TypedDocumentNode } from '@apollo/client';
import { UNPAID_RENEWAL_FIELDS } from '../renewal/api/unpaid-renewals';
import type {
  MembershipPlansQuery,
  MembershipPlansQueryVariables,
  PlanPriceFieldsFragment,
} from '../../graphql/generated/operations';

export type PlanPrice = PlanPriceFieldsFragment;
export type PlanTier = MembershipPlansQuery['subscriptionTiersConnection']['nodes'][number];
export type PlanMembership = NonNullable<MembershipPlansQuery['subscriptionMembership']>;

/** A membership price as the plans and payment screens show it. */
export const PLAN_PRICE_FIELDS = gql`
  fragment PlanPriceFields on SubscriptionPrice {
    id
    databaseId
    title
    interval
    stripePriceId
    stripePrice
    stripeKonbiniFee
    konbini
  }
`;

/** Everything the plans screen and the management confirmation need about one creator. */
export const MEMBERSHIP_PLANS: TypedDocumentNode<MembershipPlansQuery, MembershipPlansQueryVariables> = gql`
  ${PLAN_PRICE_FIELDS}
  ${UNPAID_RENEWAL_FIELDS}
  query MembershipPlans($contributorId: Int!) {
    contributorProfile(contributorId: $contributorId) {
      databaseId
      name
      icon
    }
    subscriptionMembership(contributorId: $contributorId) {
      id
      databaseId
      contributorId
      isCanceled
      konbiniPaymentPending
      registrationPending
      paidPlatform
      paymentMethod
      nextBillingDate
      unpaidRenewal {
        ...UnpaidRenewalFields
      }
      currentTier {
        id
        databaseId
        title
        isFree
      }
      currentPrice {
        id
        stripePriceId
        interval
        title
        stripePrice
      }
      scheduledTier {
        id
        databaseId
        title
      }
    }
    subscriptionTiersConnection(contributorId: $contributorId) {
      nodes {
        id
        databaseId
        title
        description
        level
        isFree
        currentTier
        upgradeTier
        downgradeTier
        restrictedTier
        konbiniPaymentPending
        paidPlatform
        meetingTicket
        meetingTickets
        meetingMinutes
        premiumChat
        voiceCall
        actions {
          register
          cancel
          resume
          upgrade
          downgrade
          hidden
        }
        subscriptionPricesConnection {
          nodes {
            ...PlanPriceFields
          }
        }
      }
    }
  }
`;

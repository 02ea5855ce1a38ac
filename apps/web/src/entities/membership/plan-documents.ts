import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CancelFreeSubscriptionMutation,
  CancelFreeSubscriptionMutationVariables,
  CreateFreeSubscriptionMutation,
  CreateFreeSubscriptionMutationVariables,
  MembershipPlansQuery,
  MembershipPlansQueryVariables,
  PlanPriceFieldsFragment,
} from '../../../graphql/generated/operations';

export type PlanPrice = PlanPriceFieldsFragment;
export type PlanTier = MembershipPlansQuery['subscriptionTiersConnection']['nodes'][number];
export type PlanMembership = NonNullable<MembershipPlansQuery['subscriptionMembership']>;

const PRICE_FIELDS = gql`
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
  ${PRICE_FIELDS}
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
      paidPlatform
      nextBillingDate
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

export const CREATE_FREE_SUBSCRIPTION: TypedDocumentNode<
  CreateFreeSubscriptionMutation,
  CreateFreeSubscriptionMutationVariables
> = gql`
  mutation CreateFreeSubscription($contributorId: Int!, $idempotencyKey: String) {
    createFreeSubscription(contributorId: $contributorId, idempotencyKey: $idempotencyKey) {
      id
      databaseId
    }
  }
`;

export const CANCEL_FREE_SUBSCRIPTION: TypedDocumentNode<
  CancelFreeSubscriptionMutation,
  CancelFreeSubscriptionMutationVariables
> = gql`
  mutation CancelFreeSubscription($contributorId: Int!) {
    cancelFreeSubscription(contributorId: $contributorId) {
      id
      databaseId
    }
  }
`;

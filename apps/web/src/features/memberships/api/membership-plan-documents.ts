import { gql, type TypedDocumentNode } from '@apollo/client';

export interface PlanPrice {
  databaseId: number;
  title: string;
  interval: number;
  stripePriceId: string;
  stripePrice: number;
  stripeKonbiniFee: number;
  konbini: boolean;
}

export interface PlanTier {
  databaseId: number;
  title: string;
  description: string;
  level: string;
  isFree: boolean;
  currentTier: boolean;
  upgradeTier: boolean;
  downgradeTier: boolean;
  restrictedTier: boolean;
  konbiniPaymentPending: boolean;
  paidPlatform: 'ios' | 'other' | null;
  meetingTicket: boolean;
  meetingTickets: number;
  meetingMinutes: number;
  premiumChat: boolean;
  voiceCall: boolean;
  actions: {
    register: boolean;
    cancel: boolean;
    resume: boolean;
    upgrade: boolean;
    downgrade: boolean;
    hidden: boolean;
  };
  subscriptionPricesConnection: { nodes: PlanPrice[] };
}

export interface PlanMembership {
  databaseId: number;
  contributorId: number;
  isCanceled: boolean;
  konbiniPaymentPending: boolean;
  paidPlatform: 'ios' | 'other';
  nextBillingDate: string | null;
  currentTier: { databaseId: number; title: string; isFree: boolean };
  currentPrice: { stripePriceId: string; interval: number; title: string; stripePrice: number } | null;
  scheduledTier: { databaseId: number; title: string } | null;
}

export interface PlanContributor {
  databaseId: number;
  name: string;
  icon: string;
}

export interface MembershipPlansData {
  contributorProfile: PlanContributor;
  subscriptionMembership: PlanMembership | null;
  subscriptionTiersConnection: { nodes: PlanTier[] };
}

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
export const MEMBERSHIP_PLANS: TypedDocumentNode<MembershipPlansData, { contributorId: number }> = gql`
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
  { createFreeSubscription: { databaseId: number } },
  { contributorId: number; idempotencyKey: string }
> = gql`
  mutation CreateFreeSubscription($contributorId: Int!, $idempotencyKey: String) {
    createFreeSubscription(contributorId: $contributorId, idempotencyKey: $idempotencyKey) {
      id
      databaseId
    }
  }
`;

export const CANCEL_FREE_SUBSCRIPTION: TypedDocumentNode<
  { cancelFreeSubscription: { databaseId: number } | null },
  { contributorId: number }
> = gql`
  mutation CancelFreeSubscription($contributorId: Int!) {
    cancelFreeSubscription(contributorId: $contributorId) {
      id
      databaseId
    }
  }
`;

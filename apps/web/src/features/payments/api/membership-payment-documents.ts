import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PlanPrice } from '../../memberships/api/membership-plan-documents';

export interface PaymentTier {
  databaseId: number;
  title: string;
  isFree: boolean;
  currentTier: boolean;
  upgradeTier: boolean;
  downgradeTier: boolean;
  subscriptionPricesConnection: { nodes: PlanPrice[] };
}

export interface PaymentCurrentMembership {
  databaseId: number;
  nextBillingDate: string | null;
  currentPrice: { interval: number } | null;
}

export interface MembershipPaymentData {
  subscriptionTier: PaymentTier;
  subscriptionMembership: PaymentCurrentMembership | null;
}

/** The tier being bought with its prices, and the current membership for the renewal date rule. */
export const MEMBERSHIP_PAYMENT: TypedDocumentNode<
  MembershipPaymentData,
  { subscriptionTierId: number; contributorId: number }
> = gql`
  query MembershipPayment($subscriptionTierId: Int!, $contributorId: Int!) {
    subscriptionTier(subscriptionTierId: $subscriptionTierId) {
      id
      databaseId
      title
      isFree
      currentTier
      upgradeTier
      downgradeTier
      subscriptionPricesConnection {
        nodes {
          id
          databaseId
          title
          interval
          stripePriceId
          stripePrice
          stripeKonbiniFee
          konbini
        }
      }
    }
    subscriptionMembership(contributorId: $contributorId) {
      id
      databaseId
      nextBillingDate
      currentPrice {
        id
        interval
      }
    }
  }
`;

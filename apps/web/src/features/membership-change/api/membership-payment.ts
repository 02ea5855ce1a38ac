import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  MembershipPaymentQuery,
  MembershipPaymentQueryVariables,
} from '../../../graphql/generated/operations';
import { PLAN_PRICE_FIELDS } from '../../../entities/membership/plan-documents';

export type PaymentTier = MembershipPaymentQuery['subscriptionTier'];
export type PaymentCurrentMembership = NonNullable<MembershipPaymentQuery['subscriptionMembership']>;

/** The tier being bought with its prices, and the current membership for the renewal date rule. */
export const MEMBERSHIP_PAYMENT: TypedDocumentNode<MembershipPaymentQuery, MembershipPaymentQueryVariables> =
  gql`
    ${PLAN_PRICE_FIELDS}
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
            ...PlanPriceFields
          }
        }
      }
      subscriptionMembership(contributorId: $contributorId) {
        id
        databaseId
        nextBillingDate
        paymentMethod
        currentPrice {
          id
          interval
        }
      }
    }
  `;

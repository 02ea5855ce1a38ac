import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConsoleFanQuery,
  ConsoleFanQueryVariables,
  ConsoleFanSearchQuery,
  ConsoleFanSearchQueryVariables,
} from '../../../graphql/generated/operations';

/** Fans named by a listener id, an e-mail address or a Stripe id (cus_, sub_, pi_, in_); at most 20. */
export const CONSOLE_FAN_SEARCH: TypedDocumentNode<ConsoleFanSearchQuery, ConsoleFanSearchQueryVariables> =
  gql`
    query ConsoleFanSearch($query: String!) {
      findFans(query: $query) {
        id
        name
        email
        createdAt
        stripeCustomerId
      }
    }
  `;

/** Everything support reads about one fan. */
export const CONSOLE_FAN: TypedDocumentNode<ConsoleFanQuery, ConsoleFanQueryVariables> = gql`
  query ConsoleFan($id: Int!) {
    fans(id: $id) {
      id
      name
      email
      firebaseUid
      createdAt
      stripeCustomerId
      reconcileStatus {
        openPointPurchases
        openRenewals
        pendingRegistrations
      }
      savedCard {
        brand
        last4
        expMonth
        expYear
        stripePaymentMethodId
      }
      balances {
        pointTypeId
        unit
        paid
        free
      }
      ledger {
        id
        occurredAt
        kind
        bucket
        amount
        name
        price
        pointTypeId
        reference
      }
      purchases {
        id
        createdAt
        amount
        price
        method
        status
        pointTypeId
        stripePaymentIntentId
        refundedAt
        stripeRefundId
      }
      memberships {
        id
        creator
        tier
        status
        platform
        paymentMethod
        currentPeriodEnd
        cancelAtPeriodEnd
        stripeSubscriptionId
        pendingStripeSubscriptionId
      }
      unpaidRenewals {
        stripeInvoiceId
        membershipId
        method
        amount
        status
        renewalAt
        continuesUntil
        requiresAction
        settledAt
      }
    }
    pointTypes {
      id
      name
      unit
      archivedAt
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConsoleFanQuery,
  ConsoleFanQueryVariables,
  ConsoleFanSearchQuery,
  ConsoleFanSearchQueryVariables,
} from '../../../graphql/generated/operations';

/** Fans by listener id or e-mail (the API takes exactly one). */
export const CONSOLE_FAN_SEARCH: TypedDocumentNode<ConsoleFanSearchQuery, ConsoleFanSearchQueryVariables> =
  gql`
    query ConsoleFanSearch($email: String, $id: Int) {
      fans(email: $email, id: $id) {
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

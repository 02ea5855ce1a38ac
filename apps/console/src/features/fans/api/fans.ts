import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConsoleFanLedgerQuery,
  ConsoleFanLedgerQueryVariables,
  ConsoleFanPurchasesQuery,
  ConsoleFanPurchasesQueryVariables,
  ConsoleFanQuery,
  ConsoleFanQueryVariables,
  ConsoleFanSearchQuery,
  ConsoleFanSearchQueryVariables,
} from '../../../graphql/generated/operations';
import { NEXT_PAGE } from '../../../lib/next-page';

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
      deletedAt
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

/** One page of the fan's points ledger, newest first (keyset-paged in SQL). */
export const CONSOLE_FAN_LEDGER: TypedDocumentNode<ConsoleFanLedgerQuery, ConsoleFanLedgerQueryVariables> =
  gql`
    query ConsoleFanLedger($id: Int!, $first: Int!, $after: String) {
      fans(id: $id) {
        id
        ledgerPage(first: $first, after: $after) {
          nodes {
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
          pageInfo {
            ...NextPage
          }
        }
      }
    }
    ${NEXT_PAGE}
  `;

/** One page of the fan's point purchases, newest first (keyset-paged in SQL). */
export const CONSOLE_FAN_PURCHASES: TypedDocumentNode<
  ConsoleFanPurchasesQuery,
  ConsoleFanPurchasesQueryVariables
> = gql`
  query ConsoleFanPurchases($id: Int!, $first: Int!, $after: String) {
    fans(id: $id) {
      id
      purchasesPage(first: $first, after: $after) {
        nodes {
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
        pageInfo {
          ...NextPage
        }
      }
    }
  }
  ${NEXT_PAGE}
`;

/** What a refund or a grant changes on the fan's page (the active queries, by name). */
export const FAN_REFETCH = ['ConsoleFan', 'ConsoleFanLedger', 'ConsoleFanPurchases'];

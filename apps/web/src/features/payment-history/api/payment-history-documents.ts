import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  PaymentHistoryQuery,
  PaymentHistoryQueryVariables,
  PaymentReceiptQuery,
  PaymentReceiptQueryVariables,
} from '../../../graphql/generated/operations';

export type PaymentEntry = PaymentHistoryQuery['paymentsConnection']['edges'][number]['node'];
export type PaymentReceiptData = PaymentReceiptQuery['paymentReceipt'];

const PAYMENT_FIELDS = gql`
  fragment PaymentFields on Payment {
    id
    paymentId
    kind
    status
    occurredAt
    paidAt
    amount
    refundedAmount
    method
    cardBrand
    cardLast4
    points
    unit
    creatorName
    tierTitle
    months
  }
`;

// Edges (not nodes): relayStylePagination in the cache merges pages by edge cursor.
export const PAYMENT_HISTORY: TypedDocumentNode<PaymentHistoryQuery, PaymentHistoryQueryVariables> = gql`
  query PaymentHistory($first: Int!, $after: String) {
    paymentsConnection(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...PaymentFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
  ${PAYMENT_FIELDS}
`;

export const PAYMENT_RECEIPT: TypedDocumentNode<PaymentReceiptQuery, PaymentReceiptQueryVariables> = gql`
  query PaymentReceipt($paymentId: String!) {
    paymentReceipt(paymentId: $paymentId) {
      receiptNumber
      issuerName
      registrationNumber
      paidAt
      totalAmount
      taxRate
      taxAmount
      payment {
        ...PaymentFields
      }
    }
  }
  ${PAYMENT_FIELDS}
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConsoleExportAuditLogQuery,
  ConsoleExportAuditLogQueryVariables,
  ConsoleExportFansQuery,
  ConsoleExportFansQueryVariables,
  ConsoleExportPaymentsQuery,
  ConsoleExportPaymentsQueryVariables,
  ConsoleUnpaidRenewalsQuery,
  ConsoleUnpaidRenewalsQueryVariables,
  ConsoleUnusedBalanceQuery,
  ConsoleUnusedBalanceQueryVariables,
} from '../../../graphql/generated/operations';
import { NEXT_PAGE } from '../../../lib/next-page';

/** 基準日未使用残高 at the last base dates, then today's provisional figure. */
export const CONSOLE_UNUSED_BALANCE: TypedDocumentNode<
  ConsoleUnusedBalanceQuery,
  ConsoleUnusedBalanceQueryVariables
> = gql`
  query ConsoleUnusedBalance {
    unusedBalanceReport {
      date
      provisional
      asOf
      points
      yen
      exceedsThreshold
      depositYen
      deadline
    }
  }
`;

export const CONSOLE_UNPAID_RENEWALS: TypedDocumentNode<
  ConsoleUnpaidRenewalsQuery,
  ConsoleUnpaidRenewalsQueryVariables
> = gql`
  query ConsoleUnpaidRenewals($first: Int!, $after: String) {
    unpaidRenewalsPage(first: $first, after: $after) {
      nodes {
        stripeInvoiceId
        fanId
        email
        name
        method
        amount
        creator
        tier
        requiresAction
        continuesUntil
      }
      pageInfo {
        ...NextPage
      }
    }
  }
  ${NEXT_PAGE}
`;

export const CONSOLE_EXPORT_PAYMENTS: TypedDocumentNode<
  ConsoleExportPaymentsQuery,
  ConsoleExportPaymentsQueryVariables
> = gql`
  query ConsoleExportPayments($from: String!, $to: String!) {
    exportPayments(from: $from, to: $to) {
      filename
      csv
      rows
    }
  }
`;

export const CONSOLE_EXPORT_FANS: TypedDocumentNode<ConsoleExportFansQuery, ConsoleExportFansQueryVariables> =
  gql`
    query ConsoleExportFans {
      exportFans {
        filename
        csv
        rows
      }
    }
  `;

export const CONSOLE_EXPORT_AUDIT_LOG: TypedDocumentNode<
  ConsoleExportAuditLogQuery,
  ConsoleExportAuditLogQueryVariables
> = gql`
  query ConsoleExportAuditLog($from: String!, $to: String!) {
    exportAuditLog(from: $from, to: $to) {
      filename
      csv
      rows
    }
  }
`;

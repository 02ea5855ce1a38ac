import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConsoleAuditLogQuery,
  ConsoleAuditLogQueryVariables,
} from '../../../graphql/generated/operations';
import { NEXT_PAGE } from '../../../lib/next-page';

/** One page of the audit log, newest first, filtered in SQL. */
export const CONSOLE_AUDIT_LOG: TypedDocumentNode<ConsoleAuditLogQuery, ConsoleAuditLogQueryVariables> = gql`
  query ConsoleAuditLog(
    $operator: String
    $action: String
    $changesOnly: Boolean
    $from: DateTime
    $to: DateTime
    $first: Int
    $after: String
  ) {
    auditLogPage(
      operator: $operator
      action: $action
      changesOnly: $changesOnly
      from: $from
      to: $to
      first: $first
      after: $after
    ) {
      nodes {
        id
        occurredAt
        operatorUid
        operatorEmail
        action
        target
        input
        before
        after
        requestId
      }
      pageInfo {
        ...NextPage
      }
    }
  }
  ${NEXT_PAGE}
`;

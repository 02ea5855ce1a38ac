import { withArgs } from '../command';
import { gql, type TypedDocumentNode } from '../gql';
import type { AuditLogQuery, AuditLogQueryVariables } from '../graphql/generated/operations';

// The project's audit log.

const AUDIT: TypedDocumentNode<AuditLogQuery, AuditLogQueryVariables> = gql`
  query AuditLog($l: Int, $a: String) {
    auditLog(limit: $l, action: $a) {
      id
      occurredAt
      operatorEmail
      action
      target
      input
      before
      after
    }
  }
`;

export const AUDIT_COMMANDS = [
  withArgs({
    name: 'audit',
    usage: 'audit [--limit <n>] [--action <name>]',
    summary: 'What operators did in this project, newest first.',
    document: AUDIT,
    args: [
      { name: 'limit', field: 'l', type: 'int', help: 'rows (default 50, at most 500)', fallback: 50 },
      { name: 'action', field: 'a', type: 'string', help: 'only this action, e.g. refundPointPurchase' },
    ],
  }),
];

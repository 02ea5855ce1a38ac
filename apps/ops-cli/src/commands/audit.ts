import { optInt, optStr } from '../args';
import { operation } from '../command';
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
  operation({
    name: 'audit',
    usage: 'audit [--limit <n>] [--action <name>]',
    summary: 'What operators did in this project, newest first.',
    options: [
      { name: 'limit', type: 'int', help: 'rows (default 50, at most 500)' },
      { name: 'action', type: 'string', help: 'only this action, e.g. refundPointPurchase' },
    ],
    document: AUDIT,
    variables: (v) => ({ l: optInt(v, 'limit') ?? 50, a: optStr(v, 'action') }),
    pick: (d) => d.auditLog,
  }),
];

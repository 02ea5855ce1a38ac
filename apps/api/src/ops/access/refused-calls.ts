import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { logger } from '../../lib/logger';
import { currentScope } from '../../lib/request-scope';

/** The root fields a request asks for (at most three, sorted), from its text; null when unreadable. */
export function operationLabel(query: unknown, operationName?: unknown): string | null {
  if (typeof query !== 'string') return null;
  try {
    const op = parse(query).definitions.find(
      (d): d is OperationDefinitionNode =>
        d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
    );
    if (!op) return null;
    const fields = op.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : 'fragment'));
    return `${op.operation}:${[...new Set(fields)].sort().slice(0, 3).join(',')}`;
  } catch {
    return null;
  }
}

/**
 * A call refused before any resolver ran (no or bad token, not an operator of the project, role or
 * verification gone, over the endpoint's budget): one structured line naming the caller (uid, when
 * the token says one), the project asked for, the operation and the outcome. Not an audit row: the
 * caller is not (or no longer) an operator of that project, and a flood of strangers must not write
 * to the audit log; the request line carries the same caller, operation and outcome.
 */
export function logRefusedCall(entry: {
  caller: string | null;
  projectId: string;
  operation: string | null;
  outcome: string;
  reason: string;
}) {
  const scope = currentScope();
  if (scope) {
    if (entry.caller) scope.caller = entry.caller;
    if (entry.operation) scope.operation = entry.operation;
    scope.outcome = entry.outcome;
  }
  logger.warn(
    {
      requestId: scope?.requestId,
      client: scope?.clientAddress,
      caller: entry.caller,
      projectId: entry.projectId,
      operation: entry.operation,
      outcome: entry.outcome,
      reason: entry.reason,
    },
    'operator call refused',
  );
}

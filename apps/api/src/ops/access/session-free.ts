import { Kind, parse, type OperationDefinitionNode } from 'graphql';

/**
 * Root fields an operator calls between the password and the code: whether they have a second factor,
 * enrolment, and the code itself. An operation made only of these needs no session; anything else
 * (another field, a fragment at the root, introspection, a document that does not parse) needs one.
 */
const SESSION_FREE = new Set([
  'operatorSecondFactor',
  'beginSecondFactorEnrollment',
  'activateSecondFactor',
  'startOperatorSession',
]);

export function isSessionFree(query: unknown, operationName?: unknown): boolean {
  if (typeof query !== 'string') return false;
  try {
    const ops = parse(query).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    const op = operationName
      ? ops.find((d) => d.name?.value === operationName)
      : ops.length === 1
        ? ops[0]
        : null;
    if (!op || op.operation === 'subscription') return false;
    return op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && SESSION_FREE.has(s.name.value));
  } catch {
    return false;
  }
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode } from '@fan/shared';

/** Error codes the whole app reacts to the same way, wherever they come from. */
export type RoutedErrorCode =
  | typeof ErrorCode.MaintenanceInProgress
  | typeof ErrorCode.TermsAndConditionsUnapproved
  | typeof ErrorCode.Unauthenticated;

const ROUTED: readonly string[] = [
  ErrorCode.MaintenanceInProgress,
  ErrorCode.TermsAndConditionsUnapproved,
  ErrorCode.Unauthenticated,
];

/** The first routed code among GraphQL errors, by priority: maintenance beats terms beats auth. */
export function routedErrorCode(errors: ReadonlyArray<{ extensions?: Record<string, unknown> | null }>) {
  const codes = errors.map((e) => e.extensions?.code).filter((c): c is string => typeof c === 'string');
  return (ROUTED.find((code) => codes.includes(code)) ?? null) as RoutedErrorCode | null;
}

/** The routed code of any error Apollo hands us (network errors have none). */
export function routedCodeOf(error: unknown): RoutedErrorCode | null {
  return CombinedGraphQLErrors.is(error) ? routedErrorCode(error.errors) : null;
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode } from '@fan/shared';
import * as ja from '../messages/ja';

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

/**
 * RATE_LIMITED: the API's per-fan budget (HTTP 200) or nginx's per-address limit (HTTP 429 with the
 * same GraphQL error body, typed application/graphql-response+json so Apollo reads it as GraphQL
 * errors, not as a network failure). Decision 029.
 */
export function isRateLimited(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === ErrorCode.RateLimited)
  );
}

/**
 * The toast or failure text for a failed request that no screen handles itself: "too many requests"
 * for RATE_LIMITED, else the screen's own fallback (the generic error by default).
 */
export function failureMessage(error: unknown, fallback: string = ja.common.genericError): string {
  return isRateLimited(error) ? ja.common.rateLimited : fallback;
}

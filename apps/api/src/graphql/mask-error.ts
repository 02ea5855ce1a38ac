import { GraphQLError } from 'graphql';
import { ErrorCode } from '@fan/shared';
import { logger } from '../lib/logger';
import { currentScope } from '../lib/request-scope';
import { isDomainError } from '../lib/domain-error';
import { isConnectionError } from '../db/connection-errors';
import { isStripeUnavailableError } from '../integrations/stripe/stripe-errors';
import { graphqlExtensions, toGraphqlError, withExtensions } from './domain-errors';

// Duck-typed: graphql may be loaded both as ESM and CJS, which defeats instanceof.
const isGraphqlError = (e: unknown): e is GraphQLError => (e as Error | undefined)?.name === 'GraphQLError';

/**
 * What a client sees of an error: the API's own coded errors as they are; a rule's DomainError with
 * its code, field and extras (domain-errors.ts); a library's validation
 * error (Pothos: bad cursor, negative page size) as BAD_USER_INPUT; the Stripe ceiling as its code;
 * a lost database connection (db/connection-errors.ts) as SERVICE_UNAVAILABLE, retryable: the same
 * request succeeds once the pool has reconnected; Stripe unreachable, timing out or answering 5xx/429
 * (integrations/stripe/stripe-errors.ts) likewise, retryable; anything else masked, and logged with the request
 * id so an operator can find it.
 */
export function maskError(error: unknown): Error {
  const original = isGraphqlError(error) ? error.originalError : error;
  if (isDomainError(original)) {
    if (!isGraphqlError(error)) return toGraphqlError(original);
    return withExtensions(error, graphqlExtensions(original));
  }
  if (isGraphqlError(error) && (!original || isGraphqlError(original))) return withoutInternals(error);
  const path = isGraphqlError(error) ? error.path : undefined;
  if ((original as Error | undefined)?.name === 'PothosValidationError')
    return coded(ErrorCode.BadUserInput, 'ページの指定が正しくありません。', path);
  const scope = currentScope();
  if (scope?.stripeCeilingHit)
    return coded(ErrorCode.UpstreamLimitExceeded, '一度に処理できる量を超えました。', path);
  // Both outages answer alike: retryable once the pool has reconnected or Stripe answers again.
  const outage = isConnectionError(original)
    ? 'database unreachable'
    : isStripeUnavailableError(original)
      ? 'stripe unavailable'
      : null;
  if (outage) {
    logger.warn({ requestId: scope?.requestId, path, err: (original as Error).message }, outage);
    return coded(ErrorCode.ServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE, path, {
      retryable: true,
      requestId: scope?.requestId,
    });
  }
  logger.error({ requestId: scope?.requestId, path, err: original }, 'unexpected error');
  return coded(ErrorCode.InternalServerError, 'エラーが発生しました。', path, {
    requestId: scope?.requestId,
  });
}

/**
 * A library's own error as it is, minus what it tells of our internals: Yoga's request parser adds
 * `extensions.originalError` (the JSON parser's name and message) to its BAD_REQUEST for a
 * malformed body; the answer keeps the plain message and code only (decision 030).
 */
function withoutInternals(error: GraphQLError): GraphQLError {
  if (!error.extensions || !('originalError' in error.extensions)) return error;
  // In place when it can be (Yoga logs an error it sees replaced as an unexpected one).
  if (!Object.isFrozen(error.extensions)) {
    delete (error.extensions as Record<string, unknown>).originalError;
    return error;
  }
  const { originalError: _internal, ...extensions } = error.extensions;
  const copy = new GraphQLError(error.message, { path: error.path, extensions });
  return Object.assign(copy, { locations: error.locations });
}

export const SERVICE_UNAVAILABLE_MESSAGE = 'ただいま混み合っています。しばらくしてから再度お試しください。';

function coded(
  code: ErrorCode,
  message: string,
  path: readonly (string | number)[] | undefined,
  extra: Record<string, unknown> = {},
) {
  return new GraphQLError(message, { path, extensions: { code, ...extra } });
}

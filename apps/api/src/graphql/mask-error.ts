import { GraphQLError } from 'graphql';
import { ErrorCode } from '@fan/shared';
import { logger } from '../lib/logger';
import { currentScope } from '../lib/request-scope';
import { isDomainError } from '../lib/domain-error';
import { isConnectionError } from '../db/connection-errors';
import { graphqlExtensions, toGraphqlError, withExtensions } from './domain-errors';

// Duck-typed: graphql may be loaded both as ESM and CJS, which defeats instanceof.
const isGraphqlError = (e: unknown): e is GraphQLError => (e as Error | undefined)?.name === 'GraphQLError';

/**
 * What a client sees of an error: the API's own coded errors as they are; a rule's DomainError with
 * its code, field and extras (domain-errors.ts); a library's validation
 * error (Pothos: bad cursor, negative page size) as BAD_USER_INPUT; the Stripe ceiling as its code;
 * a lost database connection (db/connection-errors.ts) as SERVICE_UNAVAILABLE, retryable: the same
 * request succeeds once the pool has reconnected; anything else masked, and logged with the request
 * id so an operator can find it.
 */
export function maskError(error: unknown): Error {
  const original = isGraphqlError(error) ? error.originalError : error;
  if (isDomainError(original)) {
    if (!isGraphqlError(error)) return toGraphqlError(original);
    return withExtensions(error, graphqlExtensions(original));
  }
  if (isGraphqlError(error) && (!original || isGraphqlError(original))) return error;
  const path = isGraphqlError(error) ? error.path : undefined;
  if ((original as Error | undefined)?.name === 'PothosValidationError')
    return coded(ErrorCode.BadUserInput, 'ページの指定が正しくありません。', path);
  const scope = currentScope();
  if (scope?.stripeCeilingHit)
    return coded(ErrorCode.UpstreamLimitExceeded, '一度に処理できる量を超えました。', path);
  if (isConnectionError(original)) {
    logger.warn(
      { requestId: scope?.requestId, path, err: (original as Error).message },
      'database unreachable',
    );
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

export const SERVICE_UNAVAILABLE_MESSAGE = 'ただいま混み合っています。しばらくしてから再度お試しください。';

function coded(
  code: ErrorCode,
  message: string,
  path: readonly (string | number)[] | undefined,
  extra: Record<string, unknown> = {},
) {
  return new GraphQLError(message, { path, extensions: { code, ...extra } });
}

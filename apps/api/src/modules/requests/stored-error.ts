import type { ErrorCode } from '@fan/shared';
import { DomainError } from '../../lib/domain-error';
import type { RequestRow } from './requests.repository';

type StoredError = NonNullable<RequestRow['error']>;

/**
 * A refusal as a request row keeps it, so a repeat answers the same. The shape ({ message,
 * extensions: { code, field?, ...extras } }) is the one rows written before DomainError have.
 */
export function storedError(error: DomainError): StoredError {
  return {
    message: error.message,
    extensions: {
      code: error.code,
      ...(error.field !== undefined ? { field: error.field } : {}),
      ...error.extras,
    },
  };
}

export function restoredError(stored: StoredError): DomainError {
  const { code, field, ...extras } = stored.extensions;
  return new DomainError(
    code as ErrorCode,
    stored.message,
    typeof field === 'string' ? field : undefined,
    extras,
  );
}

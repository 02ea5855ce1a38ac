import { ErrorCode } from '@fan/shared';

/**
 * A refusal the API means to show the caller: a code the clients branch on, the Japanese message a
 * fan (or operator) reads, the input field it is about, and extras (e.g. retryable). Rules throw
 * only these (or plain errors for bugs and outages, which are masked). The transports turn them
 * into their own answers in one place each: GraphQL in graphql/domain-errors.ts.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  /**
   * Empty until the GraphQL layer fills it (graphql/mask-error.ts). Both executors, graphql-js and
   * graphql-jit, take a thrown error's `extensions` object as their located error's own, so the
   * codes are added to the error the executor made instead of a replacement (which Yoga would log
   * as an unexpected error).
   */
  readonly extensions: Record<string, unknown> = {};

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly extras: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

export const appError = (code: ErrorCode, message: string, extras: Record<string, unknown> = {}) =>
  new DomainError(code, message, undefined, extras);

export const badInput = (field: string, message: string) =>
  new DomainError(ErrorCode.BadUserInput, message, field);
export const unauthenticated = (message = 'サインインが必要です。') =>
  new DomainError(ErrorCode.Unauthenticated, message);
export const forbidden = (message = 'この操作は許可されていません。') =>
  new DomainError(ErrorCode.Forbidden, message);
export const notFound = (message = '見つかりません。') => new DomainError(ErrorCode.NotFound, message);
export const conflict = (message: string, extras: Record<string, unknown> = {}) =>
  new DomainError(ErrorCode.Conflict, message, undefined, extras);
export const paymentFailed = (message: string) => new DomainError(ErrorCode.PaymentFailed, message);

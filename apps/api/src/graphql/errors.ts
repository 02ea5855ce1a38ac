import { GraphQLError } from 'graphql';
import { ErrorCode } from '@fan/shared';

// Errors the API means to show: each carries extensions.code. Anything else is masked by Yoga.
export function appError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = (message = 'サインインが必要です。') =>
  appError(ErrorCode.Unauthenticated, message);
export const forbidden = (message = 'この操作は許可されていません。') =>
  appError(ErrorCode.Forbidden, message);
export const notFound = (message = '見つかりません。') => appError(ErrorCode.NotFound, message);
export const badInput = (field: string, message: string) =>
  appError(ErrorCode.BadUserInput, message, { field });

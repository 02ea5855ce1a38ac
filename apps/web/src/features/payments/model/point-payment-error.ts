import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode } from '@fan/shared';

/** The API refuses a card payment with BAD_USER_INPUT when no card is saved (another tab deleted it). */
export function isNoCardError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(
      (e) => e.extensions?.code === ErrorCode.BadUserInput && /カードが登録されていません/.test(e.message),
    )
  );
}

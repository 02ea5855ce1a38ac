import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode } from '@fan/shared';

// What an operator reads when a request fails: a Japanese lead per error code, with the API's own
// detail (which names the field or the reason) after it.

const LEADS: Record<string, string> = {
  [ErrorCode.Unauthenticated]: 'サインインが必要です。',
  [ErrorCode.Forbidden]: 'この操作の権限がありません。',
  [ErrorCode.BadUserInput]: '入力内容を確認してください。',
  [ErrorCode.NotFound]: '見つかりませんでした。',
  [ErrorCode.Conflict]: '実行できませんでした。',
  [ErrorCode.RateLimited]: 'リクエストが多すぎます。しばらくしてから再度お試しください。',
  [ErrorCode.ServiceUnavailable]: '一時的に利用できません。しばらくしてから再度お試しください。',
};

const FALLBACK = '処理に失敗しました。もう一度お試しください。';

export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

export function errorMessage(error: unknown): string {
  if (!CombinedGraphQLErrors.is(error)) return FALLBACK;
  const first = error.errors[0];
  const code = errorCode(error);
  const lead = (code && LEADS[code]) ?? FALLBACK;
  const detail = first?.message && code !== ErrorCode.InternalServerError ? first.message : '';
  return detail && detail !== lead ? `${lead}（${detail}）` : lead;
}

/** Refused for who is asking (no operator role, a revoked one, no session): shown as a refusal screen. */
export function isRefusal(error: unknown): boolean {
  const code = errorCode(error);
  return code === ErrorCode.Unauthenticated || code === ErrorCode.Forbidden;
}

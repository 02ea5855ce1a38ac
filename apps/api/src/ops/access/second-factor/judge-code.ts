import { ErrorCode } from '@fan/shared';
import { badInput, DomainError } from '../../../lib/domain-error';
import type { SecondFactorRow } from './second-factor.repository';
import { matchTotpStep } from './totp';

/** Wrong codes in a row before codes are refused for a while: 5 guesses in 10^6 per lock. */
export const MAX_CODE_FAILURES = 5;
export const CODE_LOCK_MINUTES = 15;

export type CodeJudgement =
  { step: number } | { refusal: DomainError; failures: number; lockedUntil: Date | null };

/**
 * Whether `code` signs the operator in now: not while locked after repeated failures, only a code of
 * the secret within a step of now, and only in a step after the last one used (a code seen over a
 * shoulder or in a log cannot be used again). A refusal counts as a failure; the fifth locks.
 */
export function judgeCode(row: SecondFactorRow, secret: string, code: string, now: Date): CodeJudgement {
  if (row.locked_until && row.locked_until > now)
    return {
      refusal: new DomainError(
        ErrorCode.RateLimited,
        `コードの誤りが続いたため、${CODE_LOCK_MINUTES}分間はコードを受け付けません。しばらくしてからお試しください。`,
        'code',
      ),
      failures: row.failures,
      lockedUntil: row.locked_until,
    };
  const step = matchTotpStep(secret, code.trim(), now);
  const lastUsed = row.last_used_step === null ? null : Number(row.last_used_step);
  if (step !== null && (lastUsed === null || step > lastUsed)) return { step };
  const failures = row.failures + 1;
  return {
    refusal:
      step === null
        ? badInput(
            'code',
            '確認コードが正しくありません。認証アプリに表示されている6桁のコードを入力してください。',
          )
        : badInput('code', 'この確認コードは使用済みです。次のコードが表示されるまでお待ちください。'),
    failures: failures >= MAX_CODE_FAILURES ? 0 : failures,
    lockedUntil: failures >= MAX_CODE_FAILURES ? new Date(now.getTime() + CODE_LOCK_MINUTES * 60_000) : null,
  };
}

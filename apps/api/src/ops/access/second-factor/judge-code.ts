import { ErrorCode } from '@fan/shared';
import { badInput, DomainError } from '../../../lib/domain-error';
import type { SecondFactorRow } from './second-factor.repository';
import { matchTotpStep } from './totp';

/** Wrong codes in a row before codes are refused for a while: 5 guesses in 10^6 per lock. */
export const MAX_CODE_FAILURES = 5;
/**
 * The locks in a row, each longer (decision 053): 15 minutes, then 4 hours; the one after is for good,
 * until an administrator resets the second factor. About 15 guesses in all instead of 480 a day.
 */
export const LOCK_MINUTES = [15, 240] as const;
export type Lockout = '15m' | '4h' | 'untilReset';

export type CodeJudgement =
  | { step: number }
  | {
      refusal: DomainError;
      failures: number;
      lockedUntil: Date | null;
      lockouts: number;
      /** This refusal locked codes (the alert metric counts it). */
      locked: Lockout | null;
    };

export const lockedForGood = (row: Pick<SecondFactorRow, 'lockouts'>) => row.lockouts > LOCK_MINUTES.length;

const lockLabel = (minutes: number) => (minutes >= 60 ? `${Math.ceil(minutes / 60)}時間` : `${minutes}分間`);

/**
 * Whether `code` signs the operator in now: not while locked after repeated failures, only a code of
 * the secret within a step of now, and only in a step after the last one used (a code seen over a
 * shoulder or in a log cannot be used again). A refusal counts as a failure; the fifth locks, longer
 * each time, the third time for good.
 */
export function judgeCode(row: SecondFactorRow, secret: string, code: string, now: Date): CodeJudgement {
  const kept = {
    failures: row.failures,
    lockedUntil: row.locked_until,
    lockouts: row.lockouts,
    locked: null,
  };
  if (lockedForGood(row))
    return {
      refusal: new DomainError(
        ErrorCode.Forbidden,
        'コードの誤りが続いたため、二段階認証をロックしました。管理者に二段階認証のリセットを依頼してください。',
        'code',
      ),
      ...kept,
    };
  if (row.locked_until && row.locked_until > now) {
    const minutes = Math.ceil((row.locked_until.getTime() - now.getTime()) / 60_000);
    return {
      refusal: new DomainError(
        ErrorCode.RateLimited,
        `コードの誤りが続いたため、コードを受け付けていません。あと${lockLabel(minutes)}お待ちください。`,
        'code',
      ),
      ...kept,
    };
  }
  const step = matchTotpStep(secret, code.trim(), now);
  const lastUsed = row.last_used_step === null ? null : Number(row.last_used_step);
  if (step !== null && (lastUsed === null || step > lastUsed)) return { step };
  const refusal =
    step === null
      ? badInput(
          'code',
          '確認コードが正しくありません。認証アプリに表示されている6桁のコードを入力してください。',
        )
      : badInput('code', 'この確認コードは使用済みです。次のコードが表示されるまでお待ちください。');
  const failures = row.failures + 1;
  if (failures < MAX_CODE_FAILURES)
    return { refusal, failures, lockedUntil: null, lockouts: row.lockouts, locked: null };
  const lockouts = row.lockouts + 1;
  const minutes = LOCK_MINUTES[lockouts - 1];
  return {
    refusal,
    failures: 0,
    lockedUntil: minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000),
    lockouts,
    locked: minutes === undefined ? 'untilReset' : minutes >= 60 ? '4h' : '15m',
  };
}

import { checkPromotionCode, ErrorCode } from '@fan/shared';
import type { Queryable } from '../../db/db';
import type { Services } from '../../services';
import { appError, badInput } from '../../lib/domain-error';
import { isUniqueViolation } from '../../ledger/ledger-errors';
import { postEntries } from '../../ledger/post-entries';
import type { ListenerRow } from '../listeners/listeners.repository';
import * as repo from './coupons.repository';
import type { CouponRow } from './coupons.repository';

export const MAX_FAILED_ATTEMPTS = 5;
export const ATTEMPT_WINDOW_MS = 10 * 60 * 1000;
export const INVALID_CODE_MESSAGE = 'プロモーションコードが正しくありません。';

/**
 * Redeems a promotion code into free points. Every refusal (unknown, wrong type, expired, exhausted,
 * already used) is the same BAD_USER_INPUT, so a guesser learns nothing; after MAX_FAILED_ATTEMPTS
 * failures within the window, further attempts are RATE_LIMITED without looking at the code.
 */
export async function redeemCoupon(
  services: Services,
  listener: ListenerRow,
  input: { type: string; code: string },
): Promise<CouponRow> {
  const problem = checkPromotionCode(input.code);
  if (problem === 'tooLong') throw badInput('code', '入力できる文字数を超えています');
  if (problem) throw badInput('code', 'プロモーションコードを入力してください。');
  const now = services.now();

  const outcome = await services.db.transaction(async (tx) => {
    await repo.lockAttempts(tx, listener.id);
    const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
    if ((await repo.countFailuresSince(tx, listener.id, since)) >= MAX_FAILED_ATTEMPTS)
      return 'limited' as const;
    // A refusal undoes the partial redemption but keeps the attempt record: hence the savepoint.
    await tx.query('SAVEPOINT redeem');
    const coupon = await tryRedeem(tx, listener, input, now).catch((error: unknown) => {
      if (isUniqueViolation(error)) return null;
      throw error;
    });
    if (!coupon) await tx.query('ROLLBACK TO SAVEPOINT redeem');
    await repo.recordAttempt(tx, listener.id, now, coupon !== null);
    return coupon ?? ('invalid' as const);
  });
  if (outcome === 'limited') throw appError(ErrorCode.RateLimited, 'しばらくしてから再度お試しください。');
  if (outcome === 'invalid') throw badInput('code', INVALID_CODE_MESSAGE);
  return outcome;
}

async function tryRedeem(
  tx: Queryable,
  listener: ListenerRow,
  input: { type: string; code: string },
  now: Date,
): Promise<CouponRow | null> {
  const coupon = await repo.findValidCoupon(tx, listener.project_id, input.code.trim(), now);
  if (!coupon || coupon.coupon_type !== input.type) return null;
  const fan = { projectId: listener.project_id, listenerId: listener.id };
  return (await creditRedemption(tx, coupon, fan, now)) ? coupon : null;
}

/**
 * Records a fan's redemption of a code and credits its free points: false when the fan has redeemed
 * it already or none is left. The demo seed redeems its welcome code through it too.
 */
export async function creditRedemption(
  tx: Queryable,
  coupon: Pick<CouponRow, 'id' | 'tier_type_id' | 'name' | 'amount'>,
  fan: { projectId: string; listenerId: number },
  at: Date,
): Promise<boolean> {
  if (!(await repo.insertRedemption(tx, coupon.id, fan.listenerId, at))) return false;
  if (!(await repo.claimRedemption(tx, coupon.id))) return false;
  await postEntries(tx, {
    ...fan,
    tierTypeId: coupon.tier_type_id,
    kind: 'coupon',
    name: `プロモーションコード: ${coupon.name}`,
    reference: `coupon:${coupon.id}`,
    occurredAt: at,
    operationKey: `coupon:${coupon.id}:${fan.listenerId}`,
    plan: () => [{ bucket: 'free', amount: coupon.amount }],
  });
  return true;
}

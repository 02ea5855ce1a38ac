import { badInput, conflict } from '../../../lib/domain-error';
import { audit } from '../../audit/audit';
import type { OpsContext } from '../../ops-context';
import { enrollmentCodeHolds } from './enrollment-code';
import { sealSecret, secondFactorKeys } from './sealed-secret';
import { findSecondFactor, replacePendingSecondFactor } from './second-factor.repository';
import { newTotpSecret, totpUri } from './totp';

/** How long a begun enrolment's secret waits for its first code (decision 053). */
export const PENDING_SECRET_MINUTES = 10;

/**
 * The secret an operator without a second factor adds to their authenticator app, for the holder of
 * the enrolment code an administrator issued them (grant-operator, reset-second-factor): each call
 * mints a new secret, valid PENDING_SECRET_MINUTES, and only the latest activates (a stolen session
 * that begins an enrolment of its own cannot finish the operator's, nor keep one for later). Audited.
 * After activation nothing is shown again (CONFLICT).
 */
export async function beginEnrollment(
  ctx: OpsContext,
  enrollmentCode: string,
): Promise<{ secret: string; uri: string; expiresAt: Date }> {
  const uid = ctx.operator.uid;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const existing = await findSecondFactor(tx, uid, true);
    if (existing?.activated_at)
      throw conflict('二段階認証は設定済みです。認証アプリのコードでサインインしてください。');
    if (!(await enrollmentCodeHolds(tx, uid, enrollmentCode, now)))
      throw badInput(
        'enrollmentCode',
        '登録コードが正しくないか、有効期限が切れています。管理者に新しい登録コードを発行してもらってください。',
      );
    const secret = newTotpSecret();
    const expiresAt = new Date(now.getTime() + PENDING_SECRET_MINUTES * 60_000);
    const row = await replacePendingSecondFactor(
      tx,
      uid,
      sealSecret(secondFactorKeys(ctx.config), uid, secret),
      now,
      expiresAt,
    );
    if (row.activated_at)
      throw conflict('二段階認証は設定済みです。認証アプリのコードでサインインしてください。');
    await audit(ctx, tx, {
      action: 'beginSecondFactorEnrollment',
      target: `operator:${uid}`,
      input: { enrollmentCode: '<redacted>' },
      before: { pending: Boolean(existing) },
      after: { pendingUntil: expiresAt.toISOString() },
    });
    return { secret, uri: totpUri(secret, ctx.operator.email ?? uid), expiresAt };
  });
}

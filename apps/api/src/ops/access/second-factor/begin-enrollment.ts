import { conflict } from '../../../lib/domain-error';
import type { OpsContext } from '../../ops-context';
import { openSecret, sealSecret } from './sealed-secret';
import { insertPendingSecondFactor } from './second-factor.repository';
import { newTotpSecret, totpUri } from './totp';

/**
 * The secret an operator without a second factor adds to their authenticator app. The same pending
 * secret until a code activates it (a reload, or the CLI's second `login`, shows the same); after
 * activation it is never shown again (CONFLICT).
 */
export async function beginEnrollment(ctx: OpsContext): Promise<{ secret: string; uri: string }> {
  const key = ctx.config.OPS_SECOND_FACTOR_KEY;
  const row = await insertPendingSecondFactor(
    ctx.db,
    ctx.operator.uid,
    sealSecret(key, newTotpSecret()),
    ctx.now(),
  );
  if (row.activated_at)
    throw conflict('二段階認証は設定済みです。認証アプリのコードでサインインしてください。');
  const secret = openSecret(key, row.secret_sealed);
  return { secret, uri: totpUri(secret, ctx.operator.email ?? ctx.operator.uid) };
}

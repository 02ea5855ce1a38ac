import { badInput, conflict, type DomainError } from '../../../lib/domain-error';
import { secondFactorLockouts } from '../../../lib/metrics';
import { audit } from '../../audit/audit';
import type { OpsContext } from '../../ops-context';
import { useUpEnrollmentCode } from './enrollment-code';
import { judgeCode } from './judge-code';
import { logger } from '../../../lib/logger';
import {
  openSealed,
  sealSecret,
  secondFactorKeys,
  type OpenedSecret,
  type SecondFactorKeys,
} from './sealed-secret';
import { findSecondFactor, recordCodeRefused, recordCodeUsed } from './second-factor.repository';
import { insertSession } from './sessions.repository';
import { hashSessionToken, newSessionToken } from './session-token';

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

/**
 * The row's secret, or null when no configured key opens it for this operator (sealed for another
 * row, a key no longer configured, an altered text): logged for the administrators, refused as a
 * coded error, never an internal one.
 */
function openOrNull(keys: SecondFactorKeys, uid: string, sealed: string): OpenedSecret | null {
  try {
    return openSealed(keys, uid, sealed);
  } catch (error) {
    logger.error({ err: error, operator: uid }, 'second factor secret does not open');
    return null;
  }
}

const beginAgain = (why: string) =>
  conflict(`${why}二段階認証の設定をもう一度始めてください（登録コードが必要です）。`);

/**
 * A correct code starts an operator session: `activating` is the first code of the latest pending
 * secret, before it expires, which also uses up the enrolment code (enrolment); otherwise the code of
 * an active one. Under the secret's row lock, so two requests with the same code cannot both pass. A
 * wrong or replayed code is counted and committed, then refused (the refused-mutation audit records
 * the attempt, without the code); a lock it causes is counted for the alert. A secret sealed under a
 * previous key (or in the v1 format) is sealed again under the current key.
 */
export async function signInWithCode(
  ctx: OpsContext,
  code: string,
  activating: boolean,
): Promise<StartedSession> {
  const now = ctx.now();
  const uid = ctx.operator.uid;
  const keys = secondFactorKeys(ctx.config);
  const outcome = await ctx.db.transaction(async (tx): Promise<StartedSession | { refusal: DomainError }> => {
    const row = await findSecondFactor(tx, uid, true);
    if (activating ? !row || row.activated_at : !row?.activated_at)
      return {
        refusal: conflict(
          activating
            ? '二段階認証は設定済みか、設定が始まっていません。もう一度サインインしてください。'
            : '二段階認証がまだ設定されていません。設定を済ませてください。',
        ),
      };
    if (activating && (!row!.pending_expires_at || row!.pending_expires_at <= now))
      return { refusal: beginAgain('設定の有効期限（10分）が切れました。') };
    const opened = openOrNull(keys, uid, row!.secret_sealed);
    if (!opened)
      return {
        refusal: conflict(
          '二段階認証の情報を読み取れません。管理者に二段階認証のリセットを依頼してください。',
        ),
      };
    const judged = judgeCode(row!, opened.secret, code, now);
    if ('refusal' in judged) {
      await recordCodeRefused(tx, uid, judged);
      if (judged.locked) secondFactorLockouts.inc({ lock: judged.locked });
      return judged;
    }
    if (activating && !(await useUpEnrollmentCode(tx, uid, now)))
      return {
        refusal: badInput(
          'code',
          '登録コードの有効期限が切れています。管理者に新しい登録コードを発行してもらってください。',
        ),
      };
    await recordCodeUsed(
      tx,
      uid,
      judged.step,
      now,
      opened.stale ? sealSecret(keys, uid, opened.secret) : null,
    );
    const token = newSessionToken();
    const id = await insertSession(tx, {
      tokenHash: hashSessionToken(token),
      uid,
      projectId: ctx.projectId,
      now,
    });
    await audit(ctx, tx, {
      action: activating ? 'activateSecondFactor' : 'startOperatorSession',
      target: `operator:${uid}`,
      input: {},
      after: { session: id, ...(opened.stale ? { resealed: true } : {}) },
    });
    const maxAge = ctx.config.OPS_SESSION_MAX_HOURS * 3_600_000;
    return { token, expiresAt: new Date(now.getTime() + maxAge) };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome;
}

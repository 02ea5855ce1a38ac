import { conflict, type DomainError } from '../../../lib/domain-error';
import { audit } from '../../audit/audit';
import type { OpsContext } from '../../ops-context';
import { judgeCode } from './judge-code';
import { openSecret } from './sealed-secret';
import { findSecondFactor, recordCodeRefused, recordCodeUsed } from './second-factor.repository';
import { insertSession } from './sessions.repository';
import { hashSessionToken, newSessionToken } from './session-token';

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

/**
 * A correct code starts an operator session: `activating` is the first code of a pending secret
 * (enrolment), otherwise the code of an active one. Under the secret's row lock, so two requests with
 * the same code cannot both pass. A wrong or replayed code is counted and committed, then refused
 * (the refused-mutation audit records the attempt, without the code).
 */
export async function signInWithCode(
  ctx: OpsContext,
  code: string,
  activating: boolean,
): Promise<StartedSession> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<StartedSession | { refusal: DomainError }> => {
    const row = await findSecondFactor(tx, ctx.operator.uid, true);
    if (activating ? !row || row.activated_at : !row?.activated_at)
      return {
        refusal: conflict(
          activating
            ? '二段階認証は設定済みか、設定が始まっていません。もう一度サインインしてください。'
            : '二段階認証がまだ設定されていません。設定を済ませてください。',
        ),
      };
    const judged = judgeCode(
      row!,
      openSecret(ctx.config.OPS_SECOND_FACTOR_KEY, row!.secret_sealed),
      code,
      now,
    );
    if ('refusal' in judged) {
      await recordCodeRefused(tx, ctx.operator.uid, judged.failures, judged.lockedUntil);
      return judged;
    }
    await recordCodeUsed(tx, ctx.operator.uid, judged.step, now);
    const token = newSessionToken();
    const id = await insertSession(tx, {
      tokenHash: hashSessionToken(token),
      uid: ctx.operator.uid,
      projectId: ctx.projectId,
      now,
    });
    await audit(ctx, tx, {
      action: activating ? 'activateSecondFactor' : 'startOperatorSession',
      target: `operator:${ctx.operator.uid}`,
      input: {},
      after: { session: id },
    });
    const maxAge = ctx.config.OPS_SESSION_MAX_HOURS * 3_600_000;
    return { token, expiresAt: new Date(now.getTime() + maxAge) };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome;
}

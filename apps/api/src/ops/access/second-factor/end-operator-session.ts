import { audit } from '../../audit/audit';
import type { OpsContext } from '../../ops-context';
import { endAllSessions, endSession } from './sessions.repository';

/** Sign-out: the session of this request ends on the server, whatever copies of its token exist. */
export async function endOperatorSession(ctx: OpsContext): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const ended = await endSession(tx, ctx.session!.id, 'signOut', ctx.now());
    await audit(ctx, tx, {
      action: 'endOperatorSession',
      target: `operator:${ctx.operator.uid}`,
      input: {},
      after: { session: ctx.session!.id },
    });
    return ended;
  });
}

/**
 * "End all my sessions" (decision 053), apart from removing the factor: every open session of this
 * operator ends, this one included, and their Firebase refresh tokens are revoked, so every copy of
 * their sign-in (another browser, a stolen CLI file) needs the password and a code again. Audited.
 */
export async function endAllOperatorSessions(ctx: OpsContext): Promise<number> {
  await ctx.identity.auth.revokeRefreshTokens(ctx.operator.uid);
  return ctx.db.transaction(async (tx) => {
    const ended = await endAllSessions(tx, ctx.operator.uid, 'allSessionsEnded', ctx.now());
    await audit(ctx, tx, {
      action: 'endAllOperatorSessions',
      target: `operator:${ctx.operator.uid}`,
      input: {},
      before: { openSessions: ended.length },
      after: { openSessions: 0, refreshTokensRevoked: true },
    });
    return ended.length;
  });
}

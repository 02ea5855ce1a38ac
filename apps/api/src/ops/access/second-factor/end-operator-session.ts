import { audit } from '../../audit/audit';
import type { OpsContext } from '../../ops-context';
import { endSession } from './sessions.repository';

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

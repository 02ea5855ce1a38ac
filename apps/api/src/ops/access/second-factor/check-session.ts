import type { Services } from '../../../services';
import { ErrorCode, OPS_SESSION_REQUIRED } from '@fan/shared';
import { DomainError } from '../../../lib/domain-error';
import { OperatorRefused, type CheckedOperator } from '../operator-check';
import { endSession, findSession, touchSession } from './sessions.repository';
import { hashSessionToken } from './session-token';

// Clients tell this refusal from the others: sign in with a code again, not "you are not an operator".
const again = (message: string) =>
  new DomainError(ErrorCode.Unauthenticated, message, undefined, { reason: OPS_SESSION_REQUIRED });

/**
 * The operator's session of `token`: open, younger than OPS_SESSION_MAX_HOURS, used within
 * OPS_SESSION_IDLE_MINUTES, and theirs; it is marked seen now. Otherwise OperatorRefused (the
 * endpoint records it); a session found too old or idle is ended, so it stays ended.
 */
export async function checkOpsSession(
  services: Services,
  token: string | null,
  operator: CheckedOperator,
): Promise<{ id: string }> {
  const caller = { uid: operator.uid, email: operator.email };
  if (!token)
    throw new OperatorRefused('noSession', again('確認コードを入力してサインインしてください。'), caller);
  const now = services.now();
  const tokenHash = hashSessionToken(token);
  const maxHours = services.config.OPS_SESSION_MAX_HOURS;
  const idleMinutes = services.config.OPS_SESSION_IDLE_MINUTES;
  const id = await touchSession(services.db, {
    tokenHash,
    uid: operator.uid,
    now,
    bornAfter: new Date(now.getTime() - maxHours * 3_600_000),
    seenAfter: new Date(now.getTime() - idleMinutes * 60_000),
  });
  if (id) return { id };
  const row = await findSession(services.db, tokenHash, operator.uid);
  if (!row)
    throw new OperatorRefused(
      'unknownSession',
      again('セッションが無効です。もう一度サインインしてください。'),
      caller,
    );
  if (row.ended_at)
    throw new OperatorRefused(
      'sessionEnded',
      again('セッションは終了しています。もう一度サインインしてください。'),
      caller,
    );
  const tooOld = row.created_at.getTime() <= now.getTime() - maxHours * 3_600_000;
  await endSession(services.db, row.id, tooOld ? 'maxAge' : 'idle', now);
  throw tooOld
    ? new OperatorRefused(
        'sessionTooOld',
        again(`セッションの有効期間（${maxHours}時間）が過ぎました。もう一度サインインしてください。`),
        caller,
      )
    : new OperatorRefused(
        'sessionIdle',
        again(
          `${idleMinutes}分間操作がなかったため、セッションを終了しました。もう一度サインインしてください。`,
        ),
        caller,
      );
}

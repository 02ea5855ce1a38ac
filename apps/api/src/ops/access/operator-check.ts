import type { IdentityVerifier } from '../../integrations/firebase/verify-id-token';
import { forbidden, unauthenticated, type DomainError } from '../../lib/domain-error';
import { OPERATOR_ROLE } from './operator-claims';

export interface CheckedOperator {
  uid: string;
  email: string | null;
}

/** Why a caller is not an operator of the project (recorded with the refusal). */
export type OperatorRefusal =
  | 'noToken'
  | 'invalidToken'
  | 'noOperatorClaim'
  | 'revoked'
  | 'emailUnverified'
  | 'roleRemoved'
  // The operator's session (second-factor/check-session.ts).
  | 'noSession'
  | 'unknownSession'
  | 'sessionEnded'
  | 'sessionTooOld'
  | 'sessionIdle';

export class OperatorRefused extends Error {
  constructor(
    readonly reason: OperatorRefusal,
    readonly error: DomainError,
    /** Who the token says is asking, when it says anything. */
    readonly caller: { uid: string; email: string | null } | null,
  ) {
    super(reason);
  }
}

/**
 * The bearer of `token` is an operator of `projectId`, judged first on the token alone (a fan's token,
 * with no operator claim for the project, is refused without asking the identity service anything),
 * then on the account as stored now (one lookup): not disabled, not signed out since the token's
 * sign-in, its e-mail verified, and the role still in its claims (a role taken away counts at once,
 * not when the token expires).
 */
export async function checkOperator(
  identity: IdentityVerifier,
  token: string | undefined,
  projectId: string,
): Promise<CheckedOperator> {
  const signIn = unauthenticated('オペレーターとしてサインインしてください。');
  const noRole = forbidden('このプロジェクトのオペレーター権限がありません。');
  if (!token) throw new OperatorRefused('noToken', signIn, null);
  const claimed = await identity.verifyLocal(token);
  if (!claimed) throw new OperatorRefused('invalidToken', signIn, null);
  const caller = { uid: claimed.uid, email: claimed.email };
  if (!projectId || claimed.operatorRoles[projectId] !== OPERATOR_ROLE)
    throw new OperatorRefused('noOperatorClaim', noRole, caller);
  const stored = await identity.storedAccount(claimed.uid);
  if (!stored || stored.disabled || claimed.authTime * 1000 < stored.tokensValidAfter)
    throw new OperatorRefused('revoked', signIn, caller);
  if (!stored.emailVerified)
    throw new OperatorRefused(
      'emailUnverified',
      forbidden('メールアドレスが確認されていないアカウントはオペレーターとして使えません。'),
      caller,
    );
  if (stored.operatorRoles[projectId] !== OPERATOR_ROLE)
    throw new OperatorRefused('roleRemoved', noRole, caller);
  return { uid: stored.uid, email: stored.email };
}

import { ErrorCode } from '@fan/shared';
import type { Services } from '../../services';
import { appError, unauthenticated } from '../../lib/domain-error';

/**
 * Refuses unless the session of `idToken` signed in within RECENT_SIGN_IN_SECONDS (five minutes, as
 * Firebase's own sensitive operations ask): a phone left signed in cannot delete the account. The
 * web app answers REQUIRES_RECENT_SIGN_IN by asking the fan to sign in again (a new auth_time).
 */
export async function requireRecentSignIn(
  services: Pick<Services, 'identity' | 'now' | 'config'>,
  idToken: string | null,
): Promise<void> {
  const claimed = idToken ? await services.identity.verifyLocal(idToken) : null;
  if (!claimed) throw unauthenticated();
  const age = services.now().getTime() / 1000 - claimed.authTime;
  if (age > services.config.RECENT_SIGN_IN_SECONDS)
    throw appError(
      ErrorCode.RequiresRecentSignIn,
      '退会するには、確認のためもう一度サインインしてください。',
    );
}

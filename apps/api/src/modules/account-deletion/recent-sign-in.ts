import { ErrorCode } from '@fan/shared';
import type { Services } from '../../services';
import { appError, unauthenticated } from '../../lib/domain-error';

/** 退会 asks for a sign-in this recent (the ID token's auth_time), as Firebase's own sensitive operations do. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/**
 * Refuses unless the session of `idToken` signed in within the last five minutes: a phone left
 * signed in cannot be used to delete the account. The web app answers REQUIRES_RECENT_SIGN_IN by
 * asking the fan to sign in again (a new auth_time), then sends the same request.
 */
export async function requireRecentSignIn(
  services: Pick<Services, 'identity' | 'now'>,
  idToken: string | null,
): Promise<void> {
  const claimed = idToken ? await services.identity.verifyLocal(idToken) : null;
  if (!claimed) throw unauthenticated();
  const age = services.now().getTime() / 1000 - claimed.authTime;
  if (age > RECENT_SIGN_IN_SECONDS)
    throw appError(
      ErrorCode.RequiresRecentSignIn,
      '退会するには、確認のためもう一度サインインしてください。',
    );
}

import { checkEmail } from '@fan/shared';
import type { Services } from '../../services';
import type { VerifiedIdentity } from '../../integrations/firebase/verify-id-token';
import { badInput, forbidden, unauthenticated } from '../../lib/domain-error';
import { assertSignInAllowed } from './sign-in-rate-limit';
import { hasApprovedLatestTerms } from '../system/has-approved-latest-terms';
import { findProject } from '../system/projects.repository';
import { followIdentityEmail } from './follow-identity-email';
import { recordSignIn, upsertListener, type ListenerRow } from './listeners.repository';

export const SIGN_IN_PROVIDERS = ['password', 'google.com', 'apple.com'] as const;

interface SignInInput {
  provider: string;
  email: string;
  platform: 'web' | 'app';
  projectId: string;
}

/** Who is signing in: the verified token's identity and the tenant the request is addressed to. */
export interface SignInCaller {
  viewer: VerifiedIdentity | null;
  projectId: string | null;
}

/** Records a sign-in and creates the listener of this project on the first one. */
export async function signInV2(
  services: Services,
  caller: SignInCaller,
  input: SignInInput,
): Promise<{ listener: ListenerRow; termsApproved: boolean }> {
  const viewer = caller.viewer;
  if (!viewer) throw unauthenticated();
  if (!(SIGN_IN_PROVIDERS as readonly string[]).includes(input.provider))
    throw badInput('provider', '対応していないログイン方法です。');
  if (checkEmail(input.email) !== null) throw badInput('email', 'メールアドレスの形式が正しくありません。');
  if (viewer.email?.toLowerCase() !== input.email.toLowerCase())
    throw badInput('email', 'メールアドレスがログイン中のアカウントと一致しません。');
  // The body's project must be the tenant the request is addressed to.
  if (caller.projectId !== input.projectId || !(await findProject(services.db, input.projectId)))
    throw unauthenticated('プロジェクトが正しくありません。');
  if (!viewer.emailVerified) throw forbidden('ユーザーのメールアドレスがまだ承認されていません。');

  const signedIn = await services.db.transaction(async (tx) => {
    const row = await upsertListener(tx, {
      projectId: input.projectId,
      uid: viewer.uid,
      email: viewer.email ?? input.email,
      name: defaultName(input.email),
    });
    await assertSignInAllowed(tx, row.id);
    await recordSignIn(tx, {
      listenerId: row.id,
      projectId: input.projectId,
      provider: input.provider,
      email: input.email,
      platform: input.platform,
    });
    return row;
  });
  // An existing listener whose identity e-mail changed since the last sign-in follows it.
  const listener = await followIdentityEmail(services, signedIn, viewer);
  const termsApproved = await hasApprovedLatestTerms(
    services.db,
    listener.project_id,
    listener.id,
    services.now(),
  );
  return { listener, termsApproved };
}

/** A first-time listener is greeted by the local part of their e-mail until they set a name. */
function defaultName(email: string): string {
  return (email.split('@')[0] ?? 'fan').slice(0, 50);
}

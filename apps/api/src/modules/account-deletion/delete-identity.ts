import type { Services } from '../../services';
import type { ListenerRow } from '../listeners/listeners.repository';

/**
 * Deletes the fan's Firebase account (Admin SDK; already gone counts as done, for a resumed run).
 * Whether it was linked to Apple is read from the listener's own sign-in providers, which outlive
 * the Firebase account until the listener is forgotten. Apple's token revocation
 * (https://appleid.apple.com/auth/revoke, decision 050) needs a refresh or access token that only
 * an Apple sign-in's fresh authorization code yields; the API holds neither yet, so it records the
 * link for the operators and the gap is written down in decision 050.
 */
export async function deleteIdentity(
  services: Pick<Services, 'db' | 'identity'>,
  listener: ListenerRow,
): Promise<{ appleLinked: boolean }> {
  const providers = await services.db.query<{ provider: string }>(
    'SELECT provider FROM listener_providers WHERE listener_id = $1',
    [listener.id],
  );
  await services.identity.auth.deleteUser(listener.firebase_uid).catch((error: { code?: string }) => {
    if (error.code !== 'auth/user-not-found') throw error;
  });
  return { appleLinked: providers.some((p) => p.provider === 'apple.com') };
}

import type { Auth } from 'firebase-admin/auth';
import type { Queryable } from '../db/db';
import { DEMO_LISTENER_NAME, DEMO_PROJECT } from './demo-data';
import { findLatestTerms, approve } from '../modules/system/terms.repository';

/**
 * The verified demo fan: an identity in Firebase (the emulator in development) and its listener row,
 * which has approved the current terms. Re-running finds both and changes nothing.
 */
export async function seedDemoListener(
  db: Queryable,
  auth: Auth,
  email: string,
  password: string,
  now: Date,
) {
  const user = await auth.getUserByEmail(email).catch(async (error: { code?: string }) => {
    if (error.code !== 'auth/user-not-found') throw error;
    return auth.createUser({ email, password, emailVerified: true, displayName: DEMO_LISTENER_NAME });
  });
  // If the identity was recreated (emulator data wiped), move the demo listener to the new uid.
  await db.query(
    `UPDATE listeners SET firebase_uid = $3 WHERE project_id = $1 AND email = $2 AND firebase_uid <> $3
       AND NOT EXISTS (SELECT 1 FROM listeners WHERE project_id = $1 AND firebase_uid = $3)`,
    [DEMO_PROJECT.id, email, user.uid],
  );
  const [listener] = await db.query<{ id: number }>(
    `INSERT INTO listeners (project_id, firebase_uid, email, name) VALUES ($1, $2, $3, $4)
     ON CONFLICT (project_id, firebase_uid) DO UPDATE SET email = listeners.email RETURNING id`,
    [DEMO_PROJECT.id, user.uid, email, DEMO_LISTENER_NAME],
  );
  const terms = await findLatestTerms(db, DEMO_PROJECT.id, now);
  if (terms && listener) await approve(db, listener.id, terms.id);
  return { uid: user.uid, listenerId: listener!.id };
}

import type { Auth } from 'firebase-admin/auth';
import type { Queryable } from '../db/db';
import { insertAudit } from '../ops/audit/audit.repository';
import { OPERATOR_ROLE, setOperatorRole } from '../ops/access/operator-claims';
import { sealSecret } from '../ops/access/second-factor/sealed-secret';
import { insertActiveSecondFactor } from '../ops/access/second-factor/second-factor.repository';
import { DEMO_PROJECT } from './demo-data';

/**
 * The demo operator (development with the Auth Emulator only): a verified account with the operator
 * role for the demo project, granted as the seed and audited like grant-operator, and its second
 * factor already active with the configured secret (npm start prints it, so the console's sign-in
 * works at once). Re-running finds it and changes nothing; a role taken away by hand is given back
 * at the next seed.
 */
export async function seedDemoOperator(
  db: Queryable,
  auth: Auth,
  demo: { email: string; password: string; totpSecret: string; secretKey: string; now: Date },
) {
  const { email, password } = demo;
  const user = await auth.getUserByEmail(email).catch(async (error: { code?: string }) => {
    if (error.code !== 'auth/user-not-found') throw error;
    return auth.createUser({ email, password, emailVerified: true });
  });
  await insertActiveSecondFactor(
    db,
    user.uid,
    sealSecret(demo.secretKey, user.uid, demo.totpSecret),
    demo.now,
  );
  const roles = (user.customClaims?.ops ?? {}) as Record<string, string>;
  if (roles[DEMO_PROJECT.id] === OPERATOR_ROLE) return { uid: user.uid, granted: false };
  const changed = await setOperatorRole(auth, { email, projectId: DEMO_PROJECT.id, grant: true });
  await insertAudit(db, {
    projectId: DEMO_PROJECT.id,
    operatorUid: 'seed',
    operatorEmail: null,
    action: 'grantOperator',
    target: `operator:${changed.uid}`,
    input: { email, projectId: DEMO_PROJECT.id },
    before: { roles: changed.before },
    after: { roles: changed.roles },
    requestId: null,
  });
  return { uid: user.uid, granted: true };
}

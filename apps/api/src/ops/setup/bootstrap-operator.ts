import { hostname, userInfo } from 'node:os';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { loadConfig } from '../../config/config';
import { openPostgres, type Db } from '../../db/db';
import { storedAccountOf } from '../../integrations/firebase/verify-id-token';
import { insertAudit } from '../audit/audit.repository';
import { describeAccount, refusalToGrant } from './grantable-account';
import { setOperatorRole } from '../access/operator-claims';
import { issueEnrollmentCode, type IssuedEnrollmentCode } from '../access/second-factor/enrollment-code';
import { findSecondFactor } from '../access/second-factor/second-factor.repository';

/** Who ran a bootstrap command: the account on the machine holding the server's credentials. */
export function localActor(): string {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // no passwd entry (some containers)
  }
  return `cli:${user}@${hostname()}`;
}

/**
 * grant-operator / revoke-operator: sets the `ops` custom claim with the server's credentials (the
 * Admin SDK: application default credentials in production, the Auth Emulator in development). Not
 * an endpoint: nobody can make themselves an operator over the network.
 *
 * Audited like an operator's call (decision 028): one row in the project concerned — who ran it
 * (`cli:<user>@<host>`, and `--by`'s e-mail), whom (uid and e-mail), the roles before and after,
 * when — written through the audit module into the API's database (DATABASE_URL, or `db` given by
 * a test) in a transaction around the claim change: when the row cannot be written the claims are
 * put back and the command fails. Against real Firebase without a database to write to, the command
 * refuses. On PGlite (development with the Auth Emulator) the embedded database belongs to the
 * running API process: the change is made and the answer says it was not recorded.
 *
 * A grant to an account without an active second factor issues its one-time enrolment code (decision
 * 053), in the same transaction, answered once (`enrollment`). On PGlite the API must issue it
 * (`enrollment: 'ask the API'`: the CLI then asks POST /admin/enrollment-code).
 */
export async function bootstrapOperator(
  input: {
    email: string;
    projectId: string;
    grant: boolean;
    createPassword?: string;
    /** A grant to an account this command did not create: its uid, as the administrator checked it. */
    confirmUid?: string;
    /** Who asked, recorded in the audit row (an e-mail). */
    by?: string;
  },
  deps: { db?: Db } = {},
): Promise<{
  uid: string;
  roles: Record<string, string>;
  created: boolean;
  audited: boolean | string;
  account: ReturnType<typeof describeAccount>;
  enrollment?: IssuedEnrollmentCode | null | 'ask the API';
}> {
  const config = loadConfig();
  if (config.FIREBASE_AUTH_EMULATOR_HOST)
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
  if (!deps.db && !config.DATABASE_URL && !config.FIREBASE_AUTH_EMULATOR_HOST)
    throw new Error(
      `${input.grant ? 'grant' : 'revoke'}-operator records the change in the audit log: set DATABASE_URL (the API's database)`,
    );
  const app = initializeApp({ projectId: config.FIREBASE_PROJECT_ID }, `ops-cli-${process.pid}`);
  const db = deps.db ?? (config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : null);
  try {
    const auth = getAuth(app);
    let created = false;
    if (input.createPassword) {
      // Development convenience only: production operators sign up like anyone and are then granted.
      if (!config.FIREBASE_AUTH_EMULATOR_HOST)
        throw new Error(
          '--create-password works only against the Auth Emulator (FIREBASE_AUTH_EMULATOR_HOST)',
        );
      const exists = await auth.getUserByEmail(input.email).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await auth.createUser({ email: input.email, password: input.createPassword, emailVerified: true });
        created = true;
      }
    }
    const user = await auth.getUserByEmail(input.email);
    const account = storedAccountOf(user);
    if (input.grant) {
      const refusal = refusalToGrant(account, { created, confirmUid: input.confirmUid });
      if (refusal) throw new Error(refusal);
    }
    if (!db) {
      const result = await setOperatorRole(auth, input);
      return {
        uid: result.uid,
        roles: result.roles,
        created,
        account: describeAccount(account),
        audited:
          'not recorded: PGlite belongs to the running API (development only; set DATABASE_URL to record)',
        ...(input.grant ? { enrollment: 'ask the API' as const } : {}),
      };
    }
    let claimsChanged = false;
    let enrollment: IssuedEnrollmentCode | null = null;
    let result;
    try {
      result = await db.transaction(async (tx) => {
        const changed = await setOperatorRole(auth, input);
        claimsChanged = true;
        const factor = input.grant ? await findSecondFactor(tx, changed.uid, true) : null;
        enrollment =
          input.grant && !factor?.activated_at
            ? await issueEnrollmentCode(tx, changed.uid, new Date())
            : null;
        await insertAudit(tx, {
          projectId: input.projectId,
          operatorUid: localActor(),
          operatorEmail: input.by ?? null,
          action: input.grant ? 'grantOperator' : 'revokeOperator',
          target: `operator:${changed.uid}`,
          input: { email: input.email, projectId: input.projectId, ...(created ? { created } : {}) },
          before: { roles: changed.before },
          after: {
            roles: changed.roles,
            ...(enrollment ? { enrollmentCodeUntil: enrollment.expiresAt.toISOString() } : {}),
          },
          requestId: null,
        });
        return changed;
      });
    } catch (error) {
      // Not recorded, so not done: the claims go back as they were (a revoke's signed-out sessions
      // stay signed out).
      if (claimsChanged) await auth.setCustomUserClaims(user.uid, user.customClaims ?? null);
      throw error;
    }
    return {
      uid: result.uid,
      roles: result.roles,
      created,
      audited: true,
      account: describeAccount(account),
      ...(input.grant ? { enrollment } : {}),
    };
  } finally {
    await deleteApp(app);
    if (db && !deps.db) await db.close();
  }
}

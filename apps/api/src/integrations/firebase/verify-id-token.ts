import { type App, initializeApp, deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../../config/config';

export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** Firebase's sign_in_provider of this token: password, google.com, apple.com ... */
  signInProvider: string;
  /** Operator roles from the `ops` custom claim: project id -> role (src/ops/operator-claims.ts). */
  operatorRoles: Record<string, string>;
}

export interface IdentityVerifier {
  verify(idToken: string): Promise<VerifiedIdentity | null>;
  close(): Promise<void>;
  /** The admin Auth client, for the seed and account sync. */
  readonly auth: ReturnType<typeof getAuth>;
}

export function createIdentityVerifier(config: Config): IdentityVerifier {
  // firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from the process environment itself.
  if (config.FIREBASE_AUTH_EMULATOR_HOST)
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
  const app: App = initializeApp(
    { projectId: config.FIREBASE_PROJECT_ID },
    `api-${Math.random().toString(36).slice(2)}`,
  );
  const auth = getAuth(app);
  return {
    auth,
    async verify(idToken) {
      try {
        // checkRevoked: a disabled, deleted or signed-out-everywhere identity loses access at once.
        const decoded = await auth.verifyIdToken(idToken, true);
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          emailVerified: decoded.email_verified === true,
          signInProvider: decoded.firebase.sign_in_provider,
          operatorRoles: operatorRolesOf(decoded.ops),
        };
      } catch {
        return null;
      }
    },
    close: () => deleteApp(app),
  };
}

function operatorRolesOf(claim: unknown): Record<string, string> {
  if (!claim || typeof claim !== 'object' || Array.isArray(claim)) return {};
  return Object.fromEntries(
    Object.entries(claim as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );
}

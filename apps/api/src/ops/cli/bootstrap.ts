import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { loadConfig } from '../../config/config';
import { setOperatorRole } from '../operator-claims';

/**
 * grant-operator / revoke-operator: sets the `ops` custom claim with the server's credentials (the
 * Admin SDK: application default credentials in production, the Auth Emulator in development). Not
 * an endpoint: nobody can make themselves an operator over the network.
 */
export async function bootstrapOperator(input: {
  email: string;
  projectId: string;
  grant: boolean;
  createPassword?: string;
}): Promise<{ uid: string; roles: Record<string, string>; created: boolean }> {
  const config = loadConfig();
  if (config.FIREBASE_AUTH_EMULATOR_HOST)
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
  const app = initializeApp({ projectId: config.FIREBASE_PROJECT_ID }, `ops-cli-${process.pid}`);
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
    const result = await setOperatorRole(auth, input);
    return { ...result, created };
  } finally {
    await deleteApp(app);
  }
}

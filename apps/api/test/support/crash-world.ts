import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '@fan/stripe-sandbox';
import { loadConfig } from '../../src/config/config';
import { openPglite, openPostgres, type Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { createStripeClient } from '../../src/integrations/stripe/stripe-client';
import type { IdentityVerifier } from '../../src/integrations/firebase/verify-id-token';
import { usePrivateSandbox } from './browser-stripe';
import { freePort } from './api-process';
import { testServicesEnv } from './harness';
import { createServerDatabase } from './test-db';

export interface CrashWorld {
  sandbox: RunningSandbox;
  /** The API process's environment (startApiProcess); a test adds its own switches. */
  env: Record<string, string>;
  /** The database, opened while the API is down (PGlite allows one process at a time). */
  openDb(): Promise<Db>;
  /** Services over an open database, for setting up through the product's own rules. */
  servicesOver(
    db: Db,
    identity: IdentityVerifier,
  ): {
    config: ReturnType<typeof loadConfig>;
    db: Db;
    stripe: ReturnType<typeof createStripeClient>;
    identity: IdentityVerifier;
    now: () => Date;
  };
  close(): Promise<void>;
}

/**
 * What a kill -9 test runs the API process against, its own and no one else's: a Stripe sandbox
 * whose webhooks go nowhere (only a restart or the reconciler may repair what the crash left), and
 * a migrated database (PostgreSQL when TEST_DATABASE_URL is set, else a PGlite folder).
 */
export async function crashWorld(
  name: string,
  authHost: string,
  env: Record<string, string> = {},
): Promise<CrashWorld> {
  const sandbox = await startSandbox({
    port: 0,
    secretKey: 'sk_test_api_tests',
    publishableKey: 'pk_test_api_tests',
    webhookUrl: `http://127.0.0.1:${await freePort()}/webhooks/stripe`,
    webhookMaxAttempts: 1,
  });
  usePrivateSandbox(sandbox.port);
  const world: Record<string, string> = {
    ...testServicesEnv(authHost, sandbox.port),
    SEED_DEMO: 'false',
    RECONCILE_INTERVAL_SECONDS: '0',
    ...env,
  };
  let drop = async () => undefined as void;
  if (process.env.TEST_DATABASE_URL) {
    const database = await createServerDatabase(process.env.TEST_DATABASE_URL, `fan_${name}`);
    world.DATABASE_URL = database.url;
    drop = database.drop;
  } else {
    world.PGLITE_DIR = join(mkdtempSync(join(tmpdir(), `fan-${name}-`)), 'pglite');
    mkdirSync(world.PGLITE_DIR, { recursive: true });
  }
  const openDb = () =>
    world.DATABASE_URL ? openPostgres(world.DATABASE_URL) : openPglite(world.PGLITE_DIR!);
  const db = await openDb();
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return {
    sandbox,
    env: world,
    openDb,
    servicesOver(db, identity) {
      const config = loadConfig({ ...world, NODE_ENV: 'test' });
      return { config, db, stripe: createStripeClient(config), identity, now: () => new Date() };
    },
    async close() {
      usePrivateSandbox(null);
      await sandbox.close();
      await drop();
    },
  };
}

import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config/config';
import { openPglite, openPostgres } from './db/db';
import { migrateDatabase } from './db/migrate-database';
import { createIdentityVerifier } from './integrations/firebase/verify-id-token';
import { createStripeClient } from './integrations/stripe/stripe-client';
import { listen, listenAdmin } from './http/server';
import { seedCatalog } from './seed/seed-catalog';
import { seedDemoOperator } from './seed/seed-demo-operator';
import { seedDemoListener } from './seed/seed-demo-listener';
import { seedDemoPoints } from './seed/seed-demo-points';
import { seedDemoMemberships } from './seed/seed-demo-memberships';
import type { Services } from './services';
import { startReconciler } from './modules/reconcile/run-reconciler';
import { startQueuedPurchases } from './modules/payments/complete-queued-purchases';
import { startMailSender } from './modules/mail/send-due-mail';
import { logger, useLogFormat } from './lib/logger';

const config = loadConfig();
logger.level = config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'silent' : 'info');
useLogFormat(config.LOG_FORMAT);
const db = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL)
  : (mkdirSync(config.PGLITE_DIR, { recursive: true }), await openPglite(config.PGLITE_DIR));
// As the tables' owner when DATABASE_OWNER_URL is set; the API keeps its restricted role (decision 028).
const applied = await migrateDatabase(config, db);
if (applied.length) logger.info({ migrations: applied }, 'migrations applied');

// The Stripe rate budget's own connection (one statement at a time): a Stripe call made inside a
// transaction holds a connection of the main pool while it waits for its token (decision 055).
const budgetDb = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : undefined;

const services: Services = {
  config,
  db,
  stripe: createStripeClient(config, db, budgetDb),
  identity: createIdentityVerifier(config),
  now: () => new Date(),
};

if (config.SEED_DEMO === 'true') {
  // Through the operators' rules, Stripe Products and Prices included; a warm start skips it.
  if (await seedCatalog(services)) console.log('[api] demo catalogue made through the operator rules');
  const demo = await seedDemoListener(
    db,
    services.identity.auth,
    config.DEMO_EMAIL,
    config.DEMO_PASSWORD,
    services.now(),
  );
  await seedDemoPoints(db, demo.listenerId, services.now());
  await seedDemoMemberships(services, demo.uid);
  // The console's demo operator: the Auth Emulator only (never a real project's accounts).
  if (config.FIREBASE_AUTH_EMULATOR_HOST)
    await seedDemoOperator(db, services.identity.auth, {
      email: config.DEMO_OPERATOR_EMAIL,
      password: config.DEMO_OPERATOR_PASSWORD,
      totpSecret: config.DEMO_OPERATOR_TOTP_SECRET,
      secretKey: config.OPS_SECOND_FACTOR_KEY,
      now: services.now(),
    });
  console.log(`[api] demo data ready (${config.DEMO_EMAIL}; operator ${config.DEMO_OPERATOR_EMAIL})`);
}

const server = await listen(services, config.API_PORT, config.API_HOST);
// /admin/* and /metrics: only here, on a private address (ADMIN_LISTEN; decision 052).
const adminServer = await listenAdmin(services);
const admin = adminServer.address() as AddressInfo;
logger.info(
  {
    host: config.API_HOST,
    port: config.API_PORT,
    admin: `${admin.address}:${admin.port}`,
    database: db.kind,
  },
  'listening',
);
// Whatever a crash, an outage or a lost webhook left unfinished converges now and then periodically.
const stopReconciler = startReconciler(services);
// The outbox's mail goes out from whichever instance holds the sender's lease (decision 049).
const stopMailSender = startMailSender(services);
// Card purchases queued while Stripe's rate was used up are sent, here or on another instance (decision 055).
const stopQueuedPurchases = startQueuedPurchases(services);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  stopReconciler();
  stopMailSender();
  stopQueuedPurchases();
  server.close();
  server.closeAllConnections();
  adminServer.close();
  adminServer.closeAllConnections();
  await services.identity.close().catch(() => undefined);
  await db.close().catch(() => undefined);
  await budgetDb?.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

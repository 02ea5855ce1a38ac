import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { authEmulatorEnv, writeAuthEmulatorConfig } from '../../../../scripts/lib/auth-emulator-config.mjs';

// Starts what the API talks to — the Firebase Auth Emulator and the Stripe sandbox — unless they
// already run (a developer's `npm start`), and tells the tests where they are.
const EMULATOR_PORT = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const EMULATOR = `127.0.0.1:${EMULATOR_PORT}`;
const root = resolve(import.meta.dirname, '../../../..');

export default async function setup(project: TestProject) {
  let emulator: ChildProcess | undefined;
  if (!(await isUp(`http://${EMULATOR}/`))) {
    // Its own firebase.json, so the port (and the hub's and logging's next to it) can be moved;
    // started as every script starts it (validators compiled on first use, decision 022).
    const config = writeAuthEmulatorConfig(mkdtempSync(join(tmpdir(), 'fan-api-tests-')), EMULATOR_PORT);
    emulator = spawn(
      resolve(root, 'node_modules/.bin/firebase'),
      ['emulators:start', '--config', config, '--only', 'auth', '--project', 'demo-fan-app'],
      {
        cwd: root,
        env: { ...process.env, ...authEmulatorEnv() },
        stdio: 'ignore',
        detached: true,
      },
    );
    await waitUp(`http://${EMULATOR}/`, 60_000);
  }
  project.provide('authEmulatorHost', EMULATOR);

  // The files share this sandbox, two at a time, and each keeps its own API (no shared budget): off
  // unless asked, or Stripe's test-mode 25 a second would refuse them (decision 055). The files that
  // start their own sandbox inherit it through the environment.
  process.env.SANDBOX_RATE_LIMIT ??= 'off';
  const { startSandbox } = await import('@fan/stripe-sandbox');
  const sandbox = await startSandbox({
    port: 0,
    secretKey: 'sk_test_api_tests',
    publishableKey: 'pk_test_api_tests',
  });
  project.provide('stripeSandboxPort', sandbox.port);
  const template = await databaseTemplate();
  project.provide('databaseTemplate', template.name);

  return async () => {
    await template.drop();
    await sandbox.close();
    if (emulator?.pid) {
      try {
        process.kill(-emulator.pid, 'SIGINT');
      } catch {
        // already gone
      }
    }
  };
}

/**
 * One migrated database every test file's database is copied from (test-db.ts): a dumped PGlite
 * data folder, or a template database on TEST_DATABASE_URL's server.
 */
async function databaseTemplate(): Promise<{ name: string; drop(): Promise<void> }> {
  const { migrate } = await import('../../src/db/migrate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { openPglite } = await import('../../src/db/db');
    const dir = mkdtempSync(join(tmpdir(), 'fan-api-template-'));
    const db = await openPglite(join(dir, 'data'));
    await migrate(db);
    await db.close();
    // Dumped from a reopened folder: the dump of a closed, checkpointed database.
    const lite = await PGlite.create(join(dir, 'data'));
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer()));
    await lite.close();
    return { name: file, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const { createServerDatabase } = await import('./test-db');
  const { openPostgres } = await import('../../src/db/db');
  const database = await createServerDatabase(serverUrl, 'fan_template');
  const db = await openPostgres(database.url);
  await migrate(db);
  await db.close();
  return { name: new URL(database.url).pathname.slice(1), drop: database.drop };
}

async function isUp(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function waitUp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isUp(url)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not start`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    stripeSandboxPort: number;
  }
}

import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped afterwards), so both engines run the same tests.
 * Each starts as a copy of the template the global setup migrated once (global-setup.ts): PGlite
 * from its dumped data folder, PostgreSQL by CREATE DATABASE ... TEMPLATE. Creating and migrating
 * every file's database anew was the largest part of the suite's time (PGlite's initdb alone takes
 * seconds).
 */
// The PGlite template's dump, read once per worker (files share a worker's modules, isolate: false).
let templateDump: Blob | undefined;

export async function createTestDb(): Promise<Db & { drop(): Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Imported here, not at the top: the benchmarks import createServerDatabase outside vitest.
  const template = (await import('vitest')).inject('databaseTemplate');
  if (!serverUrl) {
    const db = template
      ? await openPglite(undefined, { loadDataDir: (templateDump ??= new Blob([readFileSync(template)])) })
      : await openPglite();
    if (!template) await migrate(db);
    return Object.assign(db, { drop: () => db.close() });
  }
  const database = await createServerDatabase(serverUrl, 'fan_test', template || undefined);
  const db = await openPostgres(database.url);
  if (!template) await migrate(db);
  return Object.assign(db, {
    url: database.url,
    async drop() {
      await db.close();
      await database.drop();
    },
  });
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, empty or a copy of `template`: its URL,
 * and how to drop it.
 */
export async function createServerDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template (global-setup.ts): a PGlite dump's path, or a PostgreSQL database's name. */
    databaseTemplate: string;
  }
}

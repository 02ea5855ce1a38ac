import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped afterwards), so both engines run the same tests.
 */
export async function createTestDb(): Promise<Db & { drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openPglite();
    await migrate(db);
    return Object.assign(db, { drop: () => db.close() });
  }
  const database = await createServerDatabase(serverUrl, 'fan_test');
  const db = await openPostgres(database.url);
  await migrate(db);
  return Object.assign(db, {
    async drop() {
      await db.close();
      await database.drop();
    },
  });
}

/** A new, empty database on the PostgreSQL server of `serverUrl`: its URL, and how to drop it. */
export async function createServerDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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

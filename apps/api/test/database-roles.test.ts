import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import { openPostgres, type Db } from '../src/db/db';
import { migrateDatabase, unprotectedTables } from '../src/db/migrate-database';
import { insertAudit } from '../src/ops/audit/audit.repository';

const serverUrl = process.env.TEST_DATABASE_URL;

// Decision 028: on PostgreSQL the migrations run as the tables' owner (DATABASE_OWNER_URL) and the API
// as a member of fan_api, which may append to the audit log and the ledger but never empty, rewrite
// or unguard them. PGlite has one embedded user (development): nothing to test there.
describe.skipIf(!serverUrl)('the API database role (PostgreSQL)', () => {
  const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const owner = `fan_owner_${suffix}`;
  const api = `fan_app_${suffix}`;
  const database = `fan_roles_${suffix}`;
  const urlAs = (user: string) => {
    const url = new URL(serverUrl!);
    url.username = user;
    url.password = 'roles-test';
    url.pathname = `/${database}`;
    return url.toString();
  };
  const superuser = async <T>(run: (c: pg.Client) => Promise<T>, db?: string): Promise<T> => {
    const url = new URL(serverUrl!);
    if (db) url.pathname = `/${db}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };
  let apiDb: Db;
  let ownerDb: Db;

  beforeAll(async () => {
    await superuser(async (c) => {
      // The owner as a managed database gives it: no superuser, may create roles.
      await c.query(`CREATE ROLE ${owner} LOGIN CREATEROLE PASSWORD 'roles-test'`);
      await c.query(`CREATE DATABASE ${database} OWNER ${owner}`);
      await c.query(`CREATE ROLE ${api} LOGIN PASSWORD 'roles-test'`);
    });
    // The API's start-up path with both URLs, as in production: migrations over the owner's own
    // connection, the API keeps its role.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: urlAs(api),
      DATABASE_OWNER_URL: urlAs(owner),
    });
    apiDb = await openPostgres(urlAs(api));
    expect(await migrateDatabase(config, apiDb)).toContain('0024_api_role_privileges.sql');
    // The DBA's one step: the API's login role joins fan_api (made by the migration where it could).
    await superuser((c) => c.query(`GRANT fan_api TO ${api}`));
    ownerDb = await openPostgres(urlAs(owner));
  });
  afterAll(async () => {
    await apiDb?.close();
    await ownerDb?.close();
    await superuser(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await c.query(`DROP ROLE IF EXISTS ${api}`);
      await c.query(`DROP ROLE IF EXISTS ${owner}`);
    });
  });

  const refusal = (db: Db, sql: string) =>
    db.query(sql).then(
      () => 'allowed',
      (error: { code?: string }) => error.code,
    );

  it("refuses TRUNCATE, UPDATE, DELETE and disabling the triggers of the audit log and the ledger to the API's role", async () => {
    for (const table of ['operator_audit_log', 'point_ledger_entries']) {
      expect([table, await refusal(apiDb, `TRUNCATE ${table}`)]).toEqual([table, '42501']);
      expect([table, await refusal(apiDb, `UPDATE ${table} SET id = id`)]).toEqual([table, '42501']);
      expect([table, await refusal(apiDb, `DELETE FROM ${table}`)]).toEqual([table, '42501']);
      expect([table, await refusal(apiDb, `ALTER TABLE ${table} DISABLE TRIGGER USER`)]).toEqual([
        table,
        '42501',
      ]);
      expect([table, await refusal(apiDb, `TRUNCATE listeners, ${table} CASCADE`)]).toEqual([table, '42501']);
    }
    // The list of applied migrations is only read.
    expect(await refusal(apiDb, `DELETE FROM schema_migrations`)).toBe('42501');
    expect(await unprotectedTables(apiDb)).toEqual([]);
    const [{ tableowner }] = (await ownerDb.query<{ tableowner: string }>(
      `SELECT DISTINCT tableowner FROM pg_tables WHERE tablename IN ('operator_audit_log', 'point_ledger_entries')`,
    )) as [{ tableowner: string }];
    expect(tableowner).toBe(owner);
    // The owner (and a superuser) could: the start-up check says so.
    expect(await unprotectedTables(ownerDb)).toEqual(['operator_audit_log', 'point_ledger_entries']);
  });

  it('refuses to start in production as a role that could rewrite the audit log; starts as fan_api', async () => {
    const base = loadConfig({ NODE_ENV: 'test', DATABASE_URL: urlAs(owner) });
    const production = { ...base, NODE_ENV: 'production' as const };
    await expect(migrateDatabase(production, ownerDb)).rejects.toThrow(
      /refusing to start: database: the API role can TRUNCATE, UPDATE or DELETE operator_audit_log and point_ledger_entries/,
    );
    // Outside production the same role starts (development runs as the owner).
    await expect(migrateDatabase(base, ownerDb)).resolves.toEqual([]);
    // As fan_api with the owner migrating, production starts.
    const asApi = { ...production, DATABASE_URL: urlAs(api), DATABASE_OWNER_URL: urlAs(owner) };
    await expect(migrateDatabase(asApi, apiDb)).resolves.toEqual([]);
  });

  it('lets the API role do its work: read and append to them, write the other tables', async () => {
    await apiDb.query(`INSERT INTO projects (id, name) VALUES ('roles', 'Roles')`);
    await apiDb.query(`UPDATE projects SET name = 'ロール' WHERE id = 'roles'`);
    await insertAudit(apiDb, {
      projectId: 'roles',
      operatorUid: 'op-1',
      operatorEmail: null,
      action: 'startMaintenance',
      target: null,
      input: {},
      before: null,
      after: null,
      requestId: null,
    });
    await apiDb.query(
      `INSERT INTO maintenance_windows (project_id, platform, window_start, window_end)
       VALUES ('roles', 'all', now(), now() + interval '1 hour')`,
    );
    await apiDb.query(`UPDATE maintenance_windows SET window_end = now() WHERE project_id = 'roles'`);
    const [listener] = await apiDb.query<{ id: number }>(
      `INSERT INTO listeners (project_id, firebase_uid, name) VALUES ('roles', 'uid-roles', 'ファン') RETURNING id`,
    );
    const [type] = await apiDb.query<{ id: number }>(
      `INSERT INTO point_tier_types (project_id, key, name, display_name, image, unit, coupon_type)
       VALUES ('roles', 'p', 'ポイント', 'ポイント', '', 'pt', 'free') RETURNING id`,
    );
    await apiDb.query(
      `INSERT INTO point_ledger_entries (project_id, listener_id, tier_type_id, kind, balance, amount, name,
         operation_key, idempotency_key)
       VALUES ('roles', $1, $2, 'adjustment', 'free', 10, '付与', 'op', 'op:1')`,
      [listener!.id, type!.id],
    );
    expect(await apiDb.query('SELECT action FROM operator_audit_log')).toEqual([
      { action: 'startMaintenance' },
    ]);
    expect(await apiDb.query('SELECT amount FROM point_ledger_entries')).toEqual([{ amount: 10 }]);
  });
});

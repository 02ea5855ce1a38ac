import type { Config } from '../config/config';
import { logger } from '../lib/logger';
import { openPostgres, type Db, type Queryable } from './db';
import { migrate } from './migrate';

/** The tables the API's own role may read and append to, never rewrite, empty or unguard. */
export const PROTECTED_TABLES = ['operator_audit_log', 'point_ledger_entries'] as const;

/**
 * Migrations at start (main.ts). On PostgreSQL with DATABASE_OWNER_URL they run as the tables' owner
 * over a short-lived connection of their own, and the API keeps `db` (DATABASE_URL), a role that is
 * not the owner (decision 028). Without it (development, PGlite) the API's own connection migrates,
 * as before. Then it asks whether the API's role can empty or rewrite the protected tables: in
 * production it must not, and the start refuses (the grant caps and the approvals read the audit
 * log, so a role that can rewrite it could lift its own caps); elsewhere a debug line.
 */
export async function migrateDatabase(config: Config, db: Db): Promise<string[]> {
  const ownerUrl = db.kind === 'postgres' ? config.DATABASE_OWNER_URL : undefined;
  let applied: string[];
  if (ownerUrl && ownerUrl !== config.DATABASE_URL) {
    const owner = await openPostgres(ownerUrl);
    try {
      applied = await migrate(owner);
    } finally {
      await owner.close();
    }
  } else applied = await migrate(db);
  if (db.kind === 'postgres') {
    const exposed = await unprotectedTables(db);
    if (exposed.length > 0) {
      const reason =
        `database: the API role can TRUNCATE, UPDATE or DELETE ${exposed.join(' and ')} (or owns them); ` +
        'set DATABASE_OWNER_URL and run the API as a member of fan_api (README "Production")';
      if (config.NODE_ENV === 'production') throw new Error(`refusing to start: ${reason}`);
      logger.debug({ tables: exposed }, reason);
    }
  }
  return applied;
}

/**
 * The protected tables this connection's role could empty, rewrite or unguard: it holds TRUNCATE,
 * UPDATE or DELETE on them, or owns them (an owner disables triggers and grants itself anything).
 * A superuser holds everything. PostgreSQL only.
 */
export async function unprotectedTables(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ relname: string; exposed: boolean }>(
    `SELECT c.relname,
       has_table_privilege(c.oid, 'TRUNCATE') OR has_table_privilege(c.oid, 'UPDATE')
         OR has_table_privilege(c.oid, 'DELETE') OR has_table_privilege(c.oid, 'TRIGGER')
         OR pg_has_role(c.relowner, 'USAGE') AS exposed
     FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relname = ANY($1::text[])
     ORDER BY c.relname`,
    [PROTECTED_TABLES],
  );
  return rows.filter((r) => r.exposed).map((r) => r.relname);
}

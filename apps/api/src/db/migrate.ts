import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATION_LOCK = 727001;
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

// Applies the committed SQL files in name order, each once, each in its own transaction.
// The same files run on PGlite and PostgreSQL.
export async function migrate(db: Db): Promise<string[]> {
  // Under the same lock: two instances racing on CREATE TABLE IF NOT EXISTS can both miss the table
  // and one then fails on the catalogue's unique index.
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(MIGRATIONS_DIR + file, 'utf8');
    await db.transaction(async (tx) => {
      // Lock so two API instances starting together do not apply the same file twice. A transaction
      // lock, never a session one: behind a transaction pooler the session is not ours.
      if (db.kind === 'postgres') await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (again.length > 0) return;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    });
  }
  return applied;
}

/** Committed migration files not yet applied to this database (empty: the schema is current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql'));
  return files.filter((f) => !done.has(f)).sort();
}

/**
 * Splits on semicolons at line ends; our migrations keep one statement per `;\n`. A dollar-quoted
 * body (`DO $$ … $$`, a function) is one statement whatever its lines hold.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let quoted = false;
  const boundary = /\$\$|;[ \t\r]*(?:\n|$)/g;
  for (let m = boundary.exec(sql); m; m = boundary.exec(sql)) {
    if (m[0] === '$$') quoted = !quoted;
    else if (!quoted) {
      statements.push(sql.slice(start, m.index));
      start = m.index + m[0].length;
    }
  }
  statements.push(sql.slice(start));
  return statements.map((s) => s.replace(/^\s*--.*$/gm, '').trim()).filter((s) => s.length > 0);
}

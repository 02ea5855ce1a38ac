import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// A small seam over PGlite (embedded default) and node-postgres (DATABASE_URL), so repositories
// run the same SQL on both. Parameters are always bound ($1, $2 ...), never interpolated.
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export async function openPglite(dataDir?: string): Promise<Db> {
  // No dataDir: in memory (tests). PGlite runs one query at a time, so transactions serialise.
  const lite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const run = async <T>(q: { query: PGlite['query'] }, sql: string, params?: unknown[]) =>
    (await q.query<T>(sql, params)).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => run(lite, sql, params),
    transaction: (fn) => lite.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    close: () => lite.close(),
  };
}

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client can be cut off by the server (restart, failover); without a listener that
  // error would crash the process. The pool replaces the client on the next query.
  pool.on('error', (error) => console.warn(`[db] idle connection lost: ${error.message}`));
  // int8 (bigint sums and counts) as JS numbers: our amounts stay far below 2^53.
  pg.types.setTypeParser(20, (v) => Number(v));
  const clientQuery = async <T>(c: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) =>
    (await c.query(sql, params)).rows as T[];
  return {
    kind: 'postgres',
    query: (sql, params) => clientQuery(pool, sql, params),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params) => clientQuery(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

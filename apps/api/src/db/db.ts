import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { logger } from '../lib/logger';
import { isConnectionError } from './connection-errors';

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

export async function openPglite(dataDir?: string, from?: { loadDataDir: Blob }): Promise<Db> {
  // No dataDir: in memory (tests). PGlite runs one query at a time, so transactions serialise.
  // `from`: start from a dumped data folder (the tests' migrated template) instead of initdb.
  const lite = await PGlite.create({ dataDir, loadDataDir: from?.loadDataDir });
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
  // error would crash the process. The pool has already dropped the client; the next query opens
  // a new connection.
  pool.on('error', (error) => logger.warn({ err: error.message }, 'database: idle connection lost'));
  // int8 (bigint sums and counts) as JS numbers: our amounts stay far below 2^53.
  pg.types.setTypeParser(20, (v) => Number(v));
  const clientQuery = async <T>(c: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) =>
    (await c.query(sql, params)).rows as T[];
  return {
    kind: 'postgres',
    // pool.query checks a client out for one statement and listens for its errors meanwhile.
    query: (sql, params) => clientQuery(pool, sql, params),
    async transaction(fn) {
      const client = await pool.connect();
      // While the client is ours, its connection can be lost between two statements as well as
      // during one (pgbouncer restarted, a backend terminated): node-postgres then emits 'error' on
      // the client, which without this listener would be an uncaught exception that ends the
      // process. The transaction fails with that error (isConnectionError) and the client is
      // destroyed, not returned to the pool.
      let lost: Error | null = null;
      const onError = (error: Error) => {
        lost ??= error;
      };
      client.on('error', onError);
      const statement = <T>(sql: string, params?: unknown[]) =>
        lost ? Promise.reject(lost) : clientQuery<T>(client, sql, params);
      try {
        await statement('BEGIN');
        const result = await fn({ query: statement });
        await statement('COMMIT');
        return result;
      } catch (error) {
        if (!lost && isConnectionError(error)) lost = error as Error;
        if (!lost)
          await client.query('ROLLBACK').catch((rollbackFailed: Error) => {
            lost ??= rollbackFailed;
          });
        throw error;
      } finally {
        client.off('error', onError);
        // With an error, pg-pool ends the client and opens a new one when next needed.
        if (lost) logger.warn({ err: (lost as Error).message }, 'database: connection lost in a transaction');
        client.release(lost ?? undefined);
      }
    },
    close: () => pool.end(),
  };
}

#!/usr/bin/env node
// The unused-balance report's query (`npm run bench:unused-balance`, under tsx for the API's own
// migrations and repository; decision 046). On a fresh database of BENCH_DATABASE_URL's PostgreSQL
// server (dropped at the end), for each ledger size it loads that many entries of one project over
// 800 days (purchases at two prices, paid and free spends, refunds, support grants) beside the same
// number in a second project, then times, in ROUNDS interleaved rounds after one warm-up, the report's
// query (4 base dates and now) beside a bare SELECT count(*) of the ledger, and prints the medians.
// Not a test: figures depend on the machine.
//
// Environment: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), SIZES
// (100,1000,10000,100000), ROUNDS (5).
import { openPostgres } from '../apps/api/src/db/db.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { lastBaseDates } from '../apps/api/src/ops/reports/base-dates.ts';
import { unusedPaidBalances } from '../apps/api/src/ops/reports/unused-balance.repository.ts';
import { createServerDatabase } from '../apps/api/test/support/test-db.ts';
import { interleavedMedians } from './lib/interleaved-medians.mjs';

const env = process.env;
const sizes = (env.SIZES ?? '100,1000,10000,100000').split(',').map(Number);
const rounds = Number(env.ROUNDS ?? 5);
const serverUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** @param {import('../apps/api/src/db/db.ts').Db} db @param {string} project @param {number} entries */
async function load(db, project, entries) {
  /** @param {string} g */
  const at = (g) => `now() - ((hashint4(${g}) & 2147483647) % (800 * 86400)) * interval '1 second'`;
  await db.query(`INSERT INTO projects (id, name) VALUES ($1, 'Bench')`, [project]);
  await db.query(
    `INSERT INTO point_tier_types (project_id, key, name, display_name, image, unit, coupon_type)
     VALUES ($1, 'point_tiers', 'ポイント', 'ポイント', '', 'pt', 'point')`,
    [project],
  );
  await db.query(
    `INSERT INTO listeners (project_id, firebase_uid, email, name)
     SELECT $1, $1 || '-uid-' || g, 'fan' || g || '@bench.test', 'ファン' || g FROM generate_series(1, 1000) g`,
    [project],
  );
  // 20 % purchases (¥1,200 or ¥1,000 a 1,000pt), 2 % refunds, 60 % paid spends, 18 % free credits and spends.
  await db.query(
    `INSERT INTO point_ledger_entries (project_id, listener_id, tier_type_id, kind, balance, amount, name, price,
       occurred_at, operation_key, idempotency_key)
     SELECT $1, (SELECT min(id) FROM listeners WHERE project_id = $1) + g % 1000,
       (SELECT id FROM point_tier_types WHERE project_id = $1),
       CASE WHEN g % 50 < 10 THEN 'purchase' WHEN g % 50 = 10 THEN 'refund' WHEN g % 50 < 41 THEN 'spend'
            WHEN g % 50 < 46 THEN 'adjustment' ELSE 'spend' END,
       CASE WHEN g % 50 < 41 THEN 'paid' ELSE 'free' END,
       CASE WHEN g % 50 < 10 THEN 1000 WHEN g % 50 = 10 THEN -1000 WHEN g % 50 < 41 THEN -(10 + g % 90)
            WHEN g % 50 < 46 THEN 100 ELSE -50 END,
       'bench', CASE WHEN g % 50 <= 10 THEN CASE WHEN g % 2 = 0 THEN 1200 ELSE 1000 END END,
       ${at('g')}, $1 || ':' || g, $1 || ':' || g
     FROM generate_series(1, $2::int) g`,
    [project, entries],
  );
  await db.query('ANALYZE point_ledger_entries');
}

const now = new Date();
const cutoffs = [...lastBaseDates(now, 4).map((d) => d.cutoff), now];
const results = [];
for (const size of sizes) {
  const database = await createServerDatabase(serverUrl, 'bench_unused');
  const db = await openPostgres(database.url);
  try {
    await migrate(db);
    await load(db, 'bench', size);
    await load(db, 'elsewhere', size);
    /** @type {(() => Promise<unknown>)[]} */
    const queries = [
      () => unusedPaidBalances(db, 'bench', cutoffs),
      () => db.query('SELECT count(*) FROM point_ledger_entries'),
    ];
    const [report = 0, count = 0] = await interleavedMedians(queries, rounds);
    results.push({ size, report, count });
    console.log(
      `${String(size).padStart(7)} entries (+ as many in another project): report ${report.toFixed(2)} ms, count(*) ${count.toFixed(2)} ms`,
    );
  } finally {
    await db.close();
    await database.drop();
  }
}
console.log(`median of ${rounds} interleaved rounds on PostgreSQL`);

#!/usr/bin/env node
// Operators' dashboard benchmark (`npm run bench:dashboard`; it runs under tsx to use the API's own
// schema and migrations). On a throwaway database — PGlite in a temporary data directory, and a
// fresh database on BENCH_DATABASE_URL's PostgreSQL server (dropped at the end; skipped when the
// server does not answer) — it loads FANS fans and each of SIZES ledger entries over 400 days, with point
// purchases (card and konbini, some failed, some refunded), a membership per fan, membership
// payments, membership history, unpaid renewals and an audit log in proportion. Then it times, in
// ROUNDS interleaved rounds (after one warm-up round), each operators' query executed in-process on
// the operators' schema (resolvers and SQL; no HTTP, no sign-in) beside a bare SQL baseline
// (SELECT count(*) FROM point_ledger_entries), and prints the median of the rounds per database and
// ledger size. The load is bulk SQL with the dashboard's rollup triggers (migration 0043) switched
// off, then the rollups are rebuilt from the rows by the migration's own backfill function, as a
// database migrated with history would have them.
// Not a test: figures depend on the machine.
//
// Environment: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), DATABASES
// (pglite,postgres), SIZES (ledger entries: 10000,100000,1000000), PGLITE_MAX (the largest size
// PGlite loads: 100000), FANS (10000), ROUNDS (7).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execute, parse } from 'graphql';
import pg from 'pg';
import { openPglite, openPostgres } from '../apps/api/src/db/db.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { opsSchema } from '../apps/api/src/ops/schema.ts';
import { createServerDatabase } from '../apps/api/test/support/test-db.ts';
import { interleavedMedians } from './lib/interleaved-medians.mjs';

const env = process.env;
const fans = Number(env.FANS ?? 10_000);
const sizes = (env.SIZES ?? env.ENTRIES ?? '10000,100000,1000000').split(',').map(Number);
const pgliteMax = Number(env.PGLITE_MAX ?? 100_000);
const rounds = Number(env.ROUNDS ?? 7);
const databases = (env.DATABASES ?? 'pglite,postgres').split(',').filter(Boolean);
const serverUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DAY = 86_400_000;

// ---- the data ---------------------------------------------------------------------------------

/** Statements that load the world in SQL (generate_series), the same on PGlite and PostgreSQL. */
/** @param {number} entries */
function loadStatements(entries) {
  const purchases = Math.round(entries / 5); // one purchase entry per succeeded purchase
  const payments = fans * 3;
  // A random instant in the last 400 days, fixed per row (hash of the row number), so runs compare.
  /** @param {string} g */
  const at = (g) => `now() - ((hashint4(${g}) & 2147483647) % (400 * 86400)) * interval '1 second'`;
  return [
    `INSERT INTO projects (id, name) VALUES ('demo', 'Bench')`,
    `INSERT INTO contributors (project_id, slug, name, english_name, icon, sort_order)
       SELECT 'demo', 'c' || g, 'クリエイター' || g, 'Creator ' || g, '', g FROM generate_series(1, 10) g`,
    `INSERT INTO subscription_tiers (project_id, contributor_id, slug, title, description, level, color, rank)
       SELECT 'demo', c.id, 'r' || r, 'プラン' || r, '', 'free', '#000', r
       FROM contributors c, generate_series(0, 3) r`,
    `INSERT INTO point_tier_types (project_id, key, name, display_name, image, unit, coupon_type)
       VALUES ('demo', 'point_tiers', 'ポイント', 'ポイント', '', 'pt', 'point')`,
    `INSERT INTO point_tiers (project_id, tier_type_id, slug, image, amount, web_price)
       SELECT 'demo', id, 'p1000', '', 1000, 1200 FROM point_tier_types`,
    `INSERT INTO point_tier_prices (project_id, tier_id, price, web_price, amount, konbini, konbini_fee)
       SELECT 'demo', id, 1200 + k::int * 190, 1200, 1000, k, k::int * 190 FROM point_tiers, (VALUES (false), (true)) v(k)`,
    `INSERT INTO listeners (project_id, firebase_uid, email, name, created_at)
       SELECT 'demo', 'uid-' || g, 'fan' || g || '@bench.test', 'ファン' || g, ${at('g')}
       FROM generate_series(1, ${fans}) g`,
    `INSERT INTO payment_customers (listener_id, project_id, stripe_customer_id, email)
       SELECT id, 'demo', 'cus_bench' || id, email FROM listeners`,
    // Point purchases: 80 % card; 90 % succeeded, 7 % failed, 3 % open; 2 % of the succeeded refunded.
    `INSERT INTO point_purchases (project_id, listener_id, point_tier_price_id, tier_type_id, method, amount, price,
         status, stripe_payment_intent_id, created_at, updated_at, stripe_refund_id, refunded_at)
       SELECT 'demo', 1 + g % ${fans}, p.id, p.tier_type_id, CASE WHEN g % 5 = 0 THEN 'konbini' ELSE 'card' END,
         1000, 1200 + (g % 5 = 0)::int * 190,
         CASE WHEN g % 100 < 90 THEN 'succeeded' WHEN g % 100 < 97 THEN 'failed' ELSE 'awaiting_konbini' END,
         'pi_bench' || g, ${at('g')}, ${at('g')} + interval '1 minute',
         CASE WHEN g % 100 < 2 AND g % 5 <> 0 THEN 're_bench' || g END,
         CASE WHEN g % 100 < 2 AND g % 5 <> 0 THEN ${at('g')} + interval '2 days' END
       FROM generate_series(1, ${Math.round(purchases / 0.9)}) g,
         (SELECT pr.id, t.tier_type_id FROM point_tier_prices pr JOIN point_tiers t ON t.id = pr.tier_id
          WHERE NOT pr.konbini) p`,
    `INSERT INTO point_ledger_entries (project_id, listener_id, tier_type_id, kind, balance, amount, name, price,
         occurred_at, operation_key, idempotency_key, reference)
       SELECT 'demo', listener_id, tier_type_id, 'purchase', 'paid', amount, '1,000pt購入', price,
         updated_at, 'purchase:' || stripe_payment_intent_id, 'purchase:' || stripe_payment_intent_id,
         stripe_payment_intent_id
       FROM point_purchases WHERE status = 'succeeded'`,
    `INSERT INTO point_ledger_entries (project_id, listener_id, tier_type_id, kind, balance, amount, name, price,
         occurred_at, operation_key, idempotency_key, reference)
       SELECT 'demo', listener_id, tier_type_id, 'refund', 'paid', -amount, '返金', price, refunded_at,
         'refund:' || stripe_payment_intent_id, 'refund:' || stripe_payment_intent_id, stripe_payment_intent_id
       FROM point_purchases WHERE refunded_at IS NOT NULL`,
    // Each refund's Refund (migration 0044), the whole price on the refund's day.
    `INSERT INTO point_refunds (stripe_refund_id, purchase_id, project_id, method, yen, refunded_at)
       SELECT stripe_refund_id, id, project_id, method, price, refunded_at FROM point_purchases
       WHERE refunded_at IS NOT NULL`,
    // The rest of the entries: spends (85 %), promotion codes (10 %), support's grants (5 %).
    `INSERT INTO point_ledger_entries (project_id, listener_id, tier_type_id, kind, balance, amount, name,
         occurred_at, operation_key, idempotency_key)
       SELECT 'demo', 1 + g % ${fans}, (SELECT id FROM point_tier_types LIMIT 1),
         CASE WHEN g % 20 < 17 THEN 'spend' WHEN g % 20 < 19 THEN 'coupon' ELSE 'adjustment' END,
         CASE WHEN g % 20 < 17 THEN 'paid' ELSE 'free' END,
         CASE WHEN g % 20 < 17 THEN -(10 + g % 90) ELSE 100 END, 'bench', ${at('g + 7')},
         'bench:' || g, 'bench:' || g
       FROM generate_series(1, ${entries} - (SELECT count(*) FROM point_ledger_entries)::int) g`,
    // One membership per fan (the event trigger writes its start), on a random creator and tier.
    `INSERT INTO memberships (project_id, listener_id, contributor_id, status, tier_id, payment_method,
         stripe_subscription_id, serial_number, issued_at, plan_started_at)
       SELECT 'demo', l.id, t.contributor_id, CASE WHEN l.id % 10 = 0 THEN 'ended' ELSE 'active' END, t.id,
         CASE WHEN t.rank > 0 THEN CASE WHEN l.id % 4 = 0 THEN 'konbini' ELSE 'card' END END,
         CASE WHEN t.rank > 0 THEN 'sub_bench' || l.id END, l.id, l.created_at, l.created_at
       FROM listeners l JOIN subscription_tiers t
         ON t.contributor_id = (SELECT min(id) FROM contributors) + l.id % 10 AND t.rank = l.id % 4`,
    // History spread over the 400 days instead of the trigger's rows for the load (all made now).
    `DELETE FROM membership_events`,
    `INSERT INTO membership_events (project_id, membership_id, listener_id, contributor_id, tier_id, kind, cause,
         occurred_at)
       SELECT 'demo', m.id, m.listener_id, m.contributor_id, m.tier_id,
         CASE WHEN g % 2 = 0 THEN 'started' ELSE 'ended' END, CASE WHEN g % 3 = 0 THEN 'changed' ELSE 'joined' END,
         ${at('g + 13')}
       FROM generate_series(1, ${fans * 3}) g JOIN memberships m ON m.listener_id = 1 + g % ${fans}`,
    `INSERT INTO membership_payments (stripe_invoice_id, membership_id, tier_id, months, amount, paid_at, method)
       SELECT 'in_bench' || g, m.id, m.tier_id, 1, 500 * (1 + g % 4), ${at('g + 29')},
         CASE WHEN g % 4 = 0 THEN 'konbini' ELSE 'card' END
       FROM generate_series(1, ${payments}) g JOIN memberships m ON m.listener_id = 1 + g % ${fans}`,
    `INSERT INTO unpaid_renewals (invoice_id, membership_id, listener_id, method, amount, renewal_at, ends_at,
         status, created_at)
       SELECT 'in_unpaid' || g, m.id, m.listener_id, CASE WHEN g % 3 = 0 THEN 'konbini' ELSE 'card' END, 500,
         ${at('g + 31')}, ${at('g + 31')} + interval '7 days', CASE WHEN g % 5 = 0 THEN 'open' ELSE 'ended' END,
         ${at('g + 31')}
       FROM generate_series(1, ${Math.round(fans / 10)}) g JOIN memberships m ON m.listener_id = 1 + g * 7 % ${fans}`,
    `INSERT INTO operator_audit_log (project_id, operator_uid, operator_email, action, input, occurred_at)
       SELECT 'demo', 'op' || g % 5, 'op' || g % 5 || '@bench.test',
         CASE WHEN g % 10 = 0 THEN 'grantPoints' ELSE 'read:fans' END, '{}', ${at('g + 37')}
       FROM generate_series(1, ${fans * 5}) g`,
  ];
}

// ---- the queries ------------------------------------------------------------------------------

const DASHBOARD = parse(`query($from: String!, $to: String!) { dashboard(from: $from, to: $to) {
  revenue { date cardYen konbiniYen refundedYen totalYen }
  months: revenue(by: MONTH) { date totalYen }
  memberships { date started ended }
  membershipTiers { creatorId creator tierId tier tierRank started ended }
  points { date sold spent refunded granted }
  failedPayments { date pointPurchasesCard pointPurchasesKonbini renewalsCard renewalsKonbini yen }
  reconciliation { openPointPurchases pendingRegistrations openRenewals }
} }`);
// The same lists by month: a year by day is 365 rows a list; by month, 12.
const DASHBOARD_MONTHS = parse(`query($from: String!, $to: String!) { dashboard(from: $from, to: $to) {
  revenue(by: MONTH) { date cardYen konbiniYen refundedYen totalYen }
  memberships(by: MONTH) { date started ended }
  membershipTiers { creatorId creator tierId tier tierRank started ended }
  points(by: MONTH) { date sold spent refunded granted }
  failedPayments(by: MONTH) { date pointPurchasesCard pointPurchasesKonbini renewalsCard renewalsKonbini yen }
  reconciliation { openPointPurchases pendingRegistrations openRenewals }
} }`);
const FIND = parse(`query($q: String!) { findFans(query: $q) { id email stripeCustomerId
  reconcileStatus { openPointPurchases } } }`);
const FAN_PAGE = parse(`query($id: Int!) { fans(id: $id) {
  ledgerPage(first: 50) { nodes { id kind amount } pageInfo { endCursor } }
  purchasesPage(first: 50) { nodes { id status } pageInfo { endCursor } } } }`);
const AUDIT = parse(`query { auditLogPage(action: "grantPoints", first: 50) { nodes { id action } } }`);
const REPORT = parse(`query { unusedBalanceReport { date points yen depositYen } }`);

/** @param {number} t */
const jstDay = (t) => new Date(t + 9 * 3_600_000).toISOString().slice(0, 10);
const today = Date.now();
/** @param {number} days */
const range = (days) => ({ from: jstDay(today - (days - 1) * DAY), to: jstDay(today) });

/**
 * @param {import('../apps/api/src/db/db.ts').Db} db
 * @param {number} entries
 * @returns {[string, () => Promise<unknown>][]}
 */
function targets(db, entries) {
  const ctx = { db, now: () => new Date(), projectId: 'demo', operator: { uid: 'bench', email: null } };
  /**
   * @param {import('graphql').DocumentNode} document
   * @param {Record<string, unknown>} variableValues
   */
  const run = (document, variableValues) => async () => {
    const result = await execute({ schema: opsSchema, document, variableValues, contextValue: { ...ctx } });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
  };
  return [
    ['SQL baseline: count(*) ledger', () => db.query('SELECT count(*) FROM point_ledger_entries')],
    ['dashboard 30 days', run(DASHBOARD, range(30))],
    ['dashboard 90 days', run(DASHBOARD, range(90))],
    ['dashboard 365 days', run(DASHBOARD, range(365))],
    [
      'dashboard 366 days, a year ago',
      run(DASHBOARD, { from: jstDay(today - 395 * DAY), to: jstDay(today - 30 * DAY) }),
    ],
    ['dashboard 365 days by month', run(DASHBOARD_MONTHS, range(365))],
    ['unusedBalanceReport', run(REPORT, {})],
    ['findFans e-mail', run(FIND, { q: `FAN${Math.round(fans / 2)}@bench.test` })],
    ['findFans pi_', run(FIND, { q: `pi_bench${Math.round(entries / 10)}` })],
    ['findFans in_', run(FIND, { q: `in_bench${fans}` })],
    ['fan ledger + purchases page', run(FAN_PAGE, { id: Math.round(fans / 3) })],
    ['auditLogPage by action', run(AUDIT, {})],
  ];
}

// ---- the run ----------------------------------------------------------------------------------

/** The rollup triggers of migration 0043 (none before it): off for the bulk load, rebuilt after. */
const ROLLUP_TRIGGERS = `SELECT tgrelid::regclass::text AS t, tgname AS name FROM pg_trigger
  WHERE NOT tgisinternal AND tgname LIKE '%rollup%'`;

/**
 * @param {string} name
 * @param {import('../apps/api/src/db/db.ts').Db} db
 * @param {number} entries
 */
async function bench(name, db, entries) {
  const started = performance.now();
  await migrate(db);
  const triggers = await db.query(ROLLUP_TRIGGERS);
  for (const { t, name: trigger } of triggers) await db.query(`ALTER TABLE ${t} DISABLE TRIGGER ${trigger}`);
  for (const sql of loadStatements(entries)) await db.query(sql);
  for (const { t, name: trigger } of triggers) await db.query(`ALTER TABLE ${t} ENABLE TRIGGER ${trigger}`);
  if (triggers.length > 0) {
    await db.query('SELECT dashboard_rollups_rebuild()');
    // Live writes spread a day's money and points over 8 stripes, the rebuild puts them in one: the
    // reads are timed against 8 rows per day and key, as a busy project's would be (zeros: no sum
    // changes). Membership totals keep one stripe.
    for (const [table, key] of [
      ['dashboard_money_days', ''],
      ['dashboard_point_days', 'tier_type_id, '],
    ])
      await db.query(
        `INSERT INTO ${table} (project_id, day, ${key}shard) SELECT project_id, day, ${key}s FROM ${table}, generate_series(1, 7) s`,
      );
  }
  // Fresh statistics and visibility maps, as autovacuum would leave them.
  await db.query('VACUUM ANALYZE');
  const [counts] = await db.query(
    `SELECT (SELECT count(*) FROM listeners)::int AS fans, (SELECT count(*) FROM point_ledger_entries)::int AS entries,
       (SELECT count(*) FROM point_purchases)::int AS purchases, (SELECT count(*) FROM memberships)::int AS memberships,
       (SELECT count(*) FROM membership_payments)::int AS payments, (SELECT count(*) FROM membership_events)::int AS events`,
  );
  console.log(
    `${name} ${entries}: loaded ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const list = targets(db, entries);
  const medians = await interleavedMedians(
    list.map(([, fn]) => fn),
    rounds,
  );
  return list.map(([label], i) => ({ label, ms: medians[i] ?? 0 }));
}

/** @param {string} url */
async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** @type {Record<string, { label: string; ms: number }[]>} */
const results = {};
for (const entries of sizes) {
  if (databases.includes('pglite') && entries <= pgliteMax) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-dashboard-'));
    const db = await openPglite(dir);
    try {
      results[`PGlite ${entries}`] = await bench('PGlite', db, entries);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (databases.includes('postgres')) {
    if (!(await reachable(serverUrl))) console.log(`PostgreSQL: ${serverUrl} does not answer; skipped`);
    else {
      // Its own database, dropped at the end (only this one: createServerDatabase names it).
      const database = await createServerDatabase(serverUrl, 'bench_dashboard');
      const db = await openPostgres(database.url);
      try {
        results[`PostgreSQL ${entries}`] = await bench('PostgreSQL', db, entries);
      } finally {
        await db.close();
        await database.drop();
      }
    }
  }
}

const names = Object.keys(results);
const labels = results[names[0] ?? '']?.map((r) => r.label) ?? [];
console.log(
  `\nmedian of ${rounds} interleaved rounds, ms (× the count(*) baseline on the same database and size)`,
);
console.log(['query (ledger entries →)'.padEnd(32), ...names.map((n) => n.padStart(22))].join(''));
for (const [i, label] of labels.entries())
  console.log(
    [
      label.padEnd(32),
      ...names.map((n) => {
        const ms = results[n]?.[i]?.ms ?? 0;
        const base = results[n]?.[0]?.ms ?? 1;
        return `${ms.toFixed(1)} (${(ms / base).toFixed(1)}×)`.padStart(22);
      }),
    ].join(''),
  );

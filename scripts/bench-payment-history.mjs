#!/usr/bin/env node
// お支払い履歴's query (`npm run bench:payment-history`, under tsx for the API's own migrations and
// repository; decision 045). On a fresh database of BENCH_DATABASE_URL's PostgreSQL server (dropped
// at the end), for each size it gives one fan that many payments (half point purchases by card and
// konbini, half membership invoices, over 3 years) and another fan as many, then times, in ROUNDS
// interleaved rounds after one warm-up: the first page (20 rows), a page from the middle of the
// history (keyset: after the 20 newest of a position half-way down), and as a bare baseline the same
// first page read from one table by its index alone (no union, no joins). Prints the medians.
// Not a test: figures depend on the machine.
//
// Environment: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), SIZES
// (100,10000,100000), ROUNDS (7).
import { openPostgres } from '../apps/api/src/db/db.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { listPayments } from '../apps/api/src/modules/payment-history/payment-history.repository.ts';
import { createServerDatabase } from '../apps/api/test/support/test-db.ts';
import { interleavedMedians } from './lib/interleaved-medians.mjs';

const env = process.env;
const sizes = (env.SIZES ?? '100,10000,100000').split(',').map(Number);
const rounds = Number(env.ROUNDS ?? 7);
const serverUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGE = 20;

/**
 * The one row a statement returns.
 * @param {import('../apps/api/src/db/db.ts').Db} db @param {string} sql @param {unknown[]} [params]
 * @returns {Promise<any>}
 */
async function one(db, sql, params = []) {
  const [row] = await db.query(sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

/** @param {import('../apps/api/src/db/db.ts').Db} db */
async function catalogue(db) {
  await db.query(`INSERT INTO projects (id, name) VALUES ('bench', 'Bench')`);
  const type = await one(
    db,
    `INSERT INTO point_tier_types (project_id, key, name, display_name, image, unit, coupon_type)
     VALUES ('bench', 'point_tiers', 'ポイント', 'ポイント', '', 'pt', 'point') RETURNING id`,
  );
  const tier = await one(
    db,
    `INSERT INTO point_tiers (project_id, tier_type_id, slug, image, amount, web_price)
     VALUES ('bench', $1, 'p1000', '', 1000, 1200) RETURNING id`,
    [type.id],
  );
  const price = await one(
    db,
    `INSERT INTO point_tier_prices (project_id, tier_id, price, web_price, amount, konbini)
     VALUES ('bench', $1, 1200, 1200, 1000, false) RETURNING id`,
    [tier.id],
  );
  const contributor = await one(
    db,
    `INSERT INTO contributors (project_id, slug, name, english_name, icon)
     VALUES ('bench', 'creator', 'クリエイター', 'Creator', '') RETURNING id`,
  );
  const subTier = await one(
    db,
    `INSERT INTO subscription_tiers (project_id, contributor_id, slug, title, description, level, color, rank)
     VALUES ('bench', $1, 'gold', 'ゴールド', '', 'gold', '#000', 1) RETURNING id`,
    [contributor.id],
  );
  return { typeId: type.id, priceId: price.id, contributorId: contributor.id, subTierId: subTier.id };
}

/**
 * @param {import('../apps/api/src/db/db.ts').Db} db
 * @param {Awaited<ReturnType<typeof catalogue>>} c
 * @param {string} uid
 * @param {number} payments
 */
async function fan(db, c, uid, payments) {
  const listener = await one(
    db,
    `INSERT INTO listeners (project_id, firebase_uid, name) VALUES ('bench', $1, 'ファン') RETURNING id`,
    [uid],
  );
  const membership = await one(
    db,
    `INSERT INTO memberships (project_id, listener_id, contributor_id, status, tier_id, serial_number)
     VALUES ('bench', $1, $2, 'active', $3, $1) RETURNING id`,
    [listener.id, c.contributorId, c.subTierId],
  );
  /** @param {string} g */
  const at = (g) => `now() - ((hashint4(${g} + $2) & 2147483647) % (3 * 365 * 86400)) * interval '1 second'`;
  const half = Math.ceil(payments / 2);
  await db.query(
    `INSERT INTO point_purchases (project_id, listener_id, point_tier_price_id, tier_type_id, method, amount,
       price, status, card_brand, card_last4, created_at, paid_at)
     SELECT 'bench', $1, $3, $4, CASE WHEN g % 5 = 0 THEN 'konbini' ELSE 'card' END, 1000, 1200,
       CASE WHEN g % 7 = 0 THEN 'failed' ELSE 'succeeded' END, 'visa', '4242', ${at('g')}, ${at('g')}
     FROM generate_series(1, $5::int) g`,
    [listener.id, listener.id, c.priceId, c.typeId, half],
  );
  await db.query(
    `INSERT INTO membership_payments (stripe_invoice_id, membership_id, tier_id, months, amount, paid_at,
       listener_id, method, card_brand, card_last4, reason)
     SELECT 'in_' || $1::int || '_' || g, $3, $4, 1, 500, ${at('g + 1000000')}, $1::int, 'card', 'visa', '4242', 'renewal'
     FROM generate_series(1, $5::int) g`,
    [listener.id, listener.id, membership.id, c.subTierId, payments - half],
  );
  return listener.id;
}

console.log(`お支払い履歴, PostgreSQL, median of ${rounds} interleaved rounds, ms`);
console.log(
  ['payments of the fan'.padEnd(30), 'first page', 'middle page', 'bare one-table page'].join('  '),
);
for (const size of sizes) {
  const database = await createServerDatabase(serverUrl, 'bench_history');
  const db = await openPostgres(database.url);
  try {
    await migrate(db);
    const c = await catalogue(db);
    const listenerId = await fan(db, c, 'bench-fan', size);
    await fan(db, c, 'other-fan', size);
    await db.query('ANALYZE point_purchases');
    await db.query('ANALYZE membership_payments');
    // A keyset position half-way down the history, as a fan paging there would hold it.
    const middle = await one(
      db,
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id::text AS id
       FROM point_purchases WHERE listener_id = $1 ORDER BY created_at DESC OFFSET $2 LIMIT 1`,
      [listenerId, Math.floor(size / 4)],
    );
    const after = middle
      ? { at: middle.at, source: /** @type {const} */ ('point'), id: middle.id }
      : undefined;
    /** @type {(() => Promise<unknown>)[]} */
    const queries = [
      () => listPayments(db, { listenerId, limit: PAGE + 1, inverted: false }),
      () => listPayments(db, { listenerId, after, limit: PAGE + 1, inverted: false }),
      () =>
        db.query(
          `SELECT id FROM point_purchases WHERE listener_id = $1 ORDER BY created_at DESC LIMIT ${PAGE + 1}`,
          [listenerId],
        ),
    ];
    const [first = 0, deep = 0, bare = 0] = await interleavedMedians(queries, rounds);
    console.log(
      [
        `${size.toLocaleString('en')} (+ as many of another)`.padEnd(30),
        first.toFixed(2).padStart(10),
        deep.toFixed(2).padStart(11),
        bare.toFixed(2).padStart(19),
      ].join('  '),
    );
  } finally {
    await db.close();
    await database.drop();
  }
}

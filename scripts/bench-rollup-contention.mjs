#!/usr/bin/env node
// What the dashboard's per-day totals (migration 0043, decision 048) cost the writers
// (`npm run bench:rollup-contention`, under tsx for the API's own ledger). On a fresh database of
// BENCH_DATABASE_URL's PostgreSQL server (dropped at the end), WORKERS concurrent writers (the API's
// pool holds 10 connections) each post SPENDS spends and purchases through the ledger's own write
// path for fans of one project on one day, every one of them moving the same day's totals: with the
// totals' triggers on, and with them off (the write path as before 0043), in interleaved rounds.
// Prints writes per second and the median and 95th percentile of one write.
// Not a test: figures depend on the machine.
//
// Environment: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), WORKERS (10),
// SPENDS (200 per worker and round), ROUNDS (3).
import { openPostgres } from '../apps/api/src/db/db.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { creditPurchase } from '../apps/api/src/ledger/credit-purchase.ts';
import { debitSpend } from '../apps/api/src/ledger/debit-spend.ts';
import { createServerDatabase } from '../apps/api/test/support/test-db.ts';

const env = process.env;
const workers = Number(env.WORKERS ?? 10);
const spends = Number(env.SPENDS ?? 200);
const rounds = Number(env.ROUNDS ?? 3);
const serverUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TRIGGERS = ['point_ledger_entries', 'point_purchases', 'membership_payments', 'unpaid_renewals'];

/** @param {number[]} xs @param {number} q */
const quantile = (xs, q) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;

const database = await createServerDatabase(serverUrl, 'bench_rollups');
const db = await openPostgres(database.url);
try {
  await migrate(db);
  await db.query(`INSERT INTO projects (id, name) VALUES ('demo', 'Bench')`);
  const [type] = await db.query(
    `INSERT INTO point_tier_types (project_id, key, name, display_name, image, unit, coupon_type)
     VALUES ('demo', 'point_tiers', 'ポイント', 'ポイント', '', 'pt', 'point') RETURNING id`,
  );
  if (!type) throw new Error('no point type');
  const typeId = Number(type.id);
  /** @type {{ id: number }[]} */
  const fans = await db.query(
    `INSERT INTO listeners (project_id, firebase_uid, email, name)
     SELECT 'demo', 'uid-' || g, 'fan' || g || '@bench.test', 'ファン' || g FROM generate_series(1, $1) g RETURNING id`,
    [workers],
  );
  let n = 0;
  /** One write: a spend, every tenth a purchase (each its own transaction, as the API's). */
  const write = (/** @type {number} */ listenerId) =>
    n++ % 10 === 0
      ? creditPurchase(db, {
          projectId: 'demo',
          listenerId,
          tierTypeId: typeId,
          amount: 1000,
          price: 1200,
          name: 'bench',
          idempotencyKey: `purchase:${n}`,
        })
      : debitSpend(db, {
          projectId: 'demo',
          listenerId,
          tierTypeId: typeId,
          amount: 1,
          name: 'bench',
          idempotencyKey: `spend:${n}`,
        });
  for (const fan of fans)
    await creditPurchase(db, {
      projectId: 'demo',
      listenerId: fan.id,
      tierTypeId: typeId,
      amount: 1_000_000,
      price: 0,
      name: 'bench',
      idempotencyKey: `purchase:start-${fan.id}`,
    });

  /** @type {Record<string, { perSecond: number[]; ms: number[] }>} */
  const results = { 'totals on (0041)': { perSecond: [], ms: [] }, 'totals off': { perSecond: [], ms: [] } };
  for (let round = 0; round <= rounds; round++)
    for (const { label, on } of [
      { label: 'totals on (0041)', on: true },
      { label: 'totals off', on: false },
    ]) {
      for (const t of TRIGGERS)
        await db.query(`ALTER TABLE ${t} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${t}_rollup`);
      /** @type {number[]} */
      const ms = [];
      const started = performance.now();
      await Promise.all(
        fans.map(async (fan) => {
          for (let i = 0; i < spends; i++) {
            const t = performance.now();
            await write(fan.id);
            ms.push(performance.now() - t);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      if (round === 0) continue; // warm-up
      results[label]?.perSecond.push((workers * spends) / seconds);
      results[label]?.ms.push(...ms);
    }
  for (const t of TRIGGERS) await db.query(`ALTER TABLE ${t} ENABLE TRIGGER ${t}_rollup`);
  await db.query('SELECT dashboard_rollups_rebuild()');

  console.log(
    `\n${workers} concurrent writers × ${spends} ledger writes (9 spends : 1 purchase), one project and day, ${rounds} rounds`,
  );
  console.log(
    ['', 'writes/s (median)', 'one write p50 ms', 'p95 ms'].map((s, i) => s.padStart(i ? 20 : 18)).join(''),
  );
  for (const [label, r] of Object.entries(results))
    console.log(
      [
        label.padEnd(18),
        quantile(r.perSecond, 0.5).toFixed(0).padStart(20),
        quantile(r.ms, 0.5).toFixed(2).padStart(20),
        quantile(r.ms, 0.95).toFixed(2).padStart(20),
      ].join(''),
    );
} finally {
  await db.close();
  await database.drop();
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { creditPurchase } from '../src/ledger/credit-purchase';
import { debitSpend } from '../src/ledger/debit-spend';
import { lockBalance } from '../src/ledger/ledger.repository';
import { postEntries, postOperation } from '../src/ledger/post-entries';
import { markPurchasePartlyRefunded } from '../src/modules/payments/point-purchases.repository';
import { recordPointRefundYen } from '../src/modules/payments/point-refunds.repository';
import { recordPointRefund } from '../src/modules/payments/record-point-refund';
import {
  membershipsByBucket,
  membershipsByTier,
  pointsByBucket,
} from '../src/ops/dashboard/activity.repository';
import type { BucketQuery } from '../src/ops/dashboard/buckets';
import { failedPaymentsByBucket, revenueByBucket } from '../src/ops/dashboard/money.repository';
import { rollupDrift } from '../src/db/rollup-drift';
import { unusedPaidBalances } from '../src/ops/reports/unused-balance.repository';
import {
  rawFailedPayments,
  rawMemberships,
  rawMembershipTiers,
  rawPoints,
  rawRevenue,
  rawUnusedPaidBalances,
} from './support/raw-figures';
import { createTestDb } from './support/test-db';

const DAY = 86_400_000;
const jstDate = (t: number) => new Date(t + 9 * 3_600_000).toISOString().slice(0, 10);
const jst = (day: string, time: string) => new Date(`${day}T${time}+09:00`);

/** A small seeded generator (mulberry32), so a failure replays. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}

interface World {
  types: number[];
  prices: { id: number; type: number; konbini: boolean; price: number; amount: number }[];
  fans: number[];
  memberships: { id: number; listener: number; tiers: number[] }[];
}

/** A project with two point types, fans, and a membership per fan on one creator's tiers (SQL). */
async function project(db: Db, id: string, fans: number): Promise<World> {
  await db.query(`INSERT INTO projects (id, name) VALUES ($1, 'Rollups')`, [id]);
  const [creator] = await db.query<{ id: number }>(
    `INSERT INTO contributors (project_id, slug, name, english_name, icon, sort_order)
     VALUES ($1, 'c', 'クリエイター', 'Creator', '', 1) RETURNING id`,
    [id],
  );
  const tiers = await db.query<{ id: number }>(
    `INSERT INTO subscription_tiers (project_id, contributor_id, slug, title, description, level, color, rank)
     SELECT $1, $2, 'r' || r, 'プラン' || r, '', 'free', '#000', r FROM generate_series(0, 2) r RETURNING id`,
    [id, creator!.id],
  );
  const types = await db.query<{ id: number }>(
    `INSERT INTO point_tier_types (project_id, key, name, display_name, image, unit, coupon_type)
     SELECT $1, 'point_tiers_' || g, 'ポイント' || g, 'ポイント', '', 'pt', 'point' FROM generate_series(1, 2) g RETURNING id`,
    [id],
  );
  const prices = await db.query<World['prices'][number]>(
    `WITH t AS (
       INSERT INTO point_tiers (project_id, tier_type_id, slug, image, amount, web_price)
       SELECT $1, id, 'p' || a, '', a, a + a / 5 FROM unnest($2::int[]) id, (VALUES (100), (1000)) v(a)
       RETURNING id, tier_type_id, amount, web_price)
     INSERT INTO point_tier_prices (project_id, tier_id, price, web_price, amount, konbini, konbini_fee)
     SELECT $1, t.id, t.web_price + k::int * 190, t.web_price, t.amount, k, k::int * 190
     FROM t, (VALUES (false), (true)) v(k)
     RETURNING id, konbini, price, amount, (SELECT tier_type_id FROM t WHERE t.id = tier_id) AS type`,
    [id, types.map((t) => t.id)],
  );
  const listeners = await db.query<{ id: number }>(
    `INSERT INTO listeners (project_id, firebase_uid, email, name)
     SELECT $1, $1 || '-uid-' || g, $1 || g || '@rollups.test', 'ファン' || g FROM generate_series(1, $2) g
     RETURNING id`,
    [id, fans],
  );
  const memberships = await db.query<{ id: number; listener: number }>(
    `INSERT INTO memberships (project_id, listener_id, contributor_id, status, tier_id, serial_number)
     SELECT $1, l, $2, 'active', $3, l FROM unnest($4::int[]) l RETURNING id, listener_id AS listener`,
    [id, creator!.id, tiers[0]!.id, listeners.map((l) => l.id)],
  );
  return {
    types: types.map((t) => t.id),
    prices,
    fans: listeners.map((l) => l.id),
    memberships: memberships.map((m) => ({ ...m, tiers: tiers.map((t) => t.id) })),
  };
}

/**
 * A seeded random mix of what moves the figures, at instants around JST midnights (23:59:59,
 * 00:00:00, 00:00:01) over the last days and the turn of last month: purchases by card and konbini
 * credited by the ledger, failures (some touched again on another day), whole refunds taking points
 * back, partial refunds (Stripe's Dashboard: yen only), spends, codes and support grants, membership
 * payments (with and without a method), unpaid renewals, tier changes, history rows, and a
 * transaction rolled back.
 */
async function scramble(db: Db, projectId: string, world: World, seed: number, steps: number) {
  const r = random(seed);
  const today = Date.now();
  const monthStart = jstDate(today).slice(0, 8) + '01';
  const days = [0, 1, 2, 3].map((d) => jstDate(today - d * DAY));
  days.push(jstDate(Date.parse(`${monthStart}T00:00:00+09:00`) - DAY), monthStart);
  const times = ['23:59:59', '00:00:00', '00:00:01', '12:00:00', '23:59:59.999'];
  const at = () => {
    const t = jst(r.pick(days), r.pick(times));
    return t.getTime() > today ? new Date(today - 1000) : t; // never in the future
  };
  const succeeded: {
    id: string;
    pi: string;
    listener: number;
    type: number;
    method: 'card' | 'konbini';
    amount: number;
    price: number;
    /** yen given back by partial Refunds so far */
    partly: number;
  }[] = [];
  const failed: string[] = [];
  let n = 0;
  const purchase = async (status: 'succeeded' | 'failed' | 'awaiting_konbini') => {
    const price = r.pick(world.prices);
    const listener = r.pick(world.fans);
    const pi = `pi_${projectId}_${seed}_${n++}`;
    const when = at();
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO point_purchases (project_id, listener_id, point_tier_price_id, tier_type_id, method, amount, price,
         status, stripe_payment_intent_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9, $9) RETURNING id::text`,
      [
        projectId,
        listener,
        price.id,
        price.type,
        price.konbini ? 'konbini' : 'card',
        price.amount,
        price.price,
        pi,
        when,
      ],
    );
    await db.query(`UPDATE point_purchases SET status = $2, updated_at = $3 WHERE id = $1`, [
      row!.id,
      status,
      when,
    ]);
    if (status === 'failed') failed.push(row!.id);
    if (status !== 'succeeded') return;
    await creditPurchase(db, {
      projectId,
      listenerId: listener,
      tierTypeId: price.type,
      amount: price.amount,
      price: price.price,
      name: 'purchase',
      idempotencyKey: `purchase:${pi}`,
      reference: pi,
      occurredAt: when,
    });
    succeeded.push({
      id: row!.id,
      pi,
      listener,
      type: price.type,
      method: price.konbini ? 'konbini' : 'card',
      amount: price.amount,
      price: price.price,
      partly: 0,
    });
  };
  const actions: (() => Promise<unknown>)[] = [
    () => purchase('succeeded'),
    () => purchase('succeeded'),
    () => purchase('failed'),
    () => purchase('awaiting_konbini'),
    async () => {
      // A failed purchase touched again: it moves to the day of its last change.
      const id = failed.length ? r.pick(failed) : null;
      if (id) await db.query(`UPDATE point_purchases SET updated_at = $2 WHERE id = $1`, [id, at()]);
    },
    async () => {
      const p = succeeded.length ? succeeded.splice(Math.floor(r.next() * succeeded.length), 1)[0] : null;
      if (!p) return;
      await db.transaction(async (tx) => {
        const held = await lockBalance(tx, { projectId, listenerId: p.listener, tierTypeId: p.type });
        await recordPointRefund(
          tx,
          {
            id: p.id,
            project_id: projectId,
            listener_id: p.listener,
            tier_type_id: p.type,
            method: p.method,
            amount: p.amount,
            price: p.price,
          },
          {
            intentId: p.pi,
            refundId: `re_${p.pi}`,
            yen: p.price - p.partly,
            at: at(),
            points: Math.min(held.paid, p.amount),
          },
        );
      });
    },
    async () => {
      // A partial Refund (Stripe's Dashboard), on its own day; the rest may be refunded later.
      const p = succeeded.length ? r.pick(succeeded) : null;
      const yen = p ? Math.max(1, Math.floor(p.price / 4)) : 0;
      if (!p || p.partly + yen >= p.price) return;
      p.partly += yen;
      await db.transaction(async (tx) => {
        await recordPointRefundYen(
          tx,
          { id: p.id, project_id: projectId, method: p.method },
          { refundId: `re_part_${projectId}_${seed}_${n++}`, yen, at: at() },
        );
        await markPurchasePartlyRefunded(tx, p.id, p.partly);
      });
    },
    async () => {
      try {
        await debitSpend(db, {
          projectId,
          listenerId: r.pick(world.fans),
          tierTypeId: r.pick(world.types),
          amount: 1 + Math.floor(r.next() * 300),
          name: 'spend',
          idempotencyKey: `spend:${projectId}:${seed}:${n++}`,
          occurredAt: at(),
        });
      } catch (error) {
        if ((error as Error).name !== 'InsufficientPointsError') throw error;
      }
    },
    () =>
      postOperation(db, {
        projectId,
        listenerId: r.pick(world.fans),
        tierTypeId: r.pick(world.types),
        kind: r.pick(['coupon', 'adjustment'] as const),
        name: 'grant',
        occurredAt: at(),
        operationKey: `grant:${projectId}:${seed}:${n++}`,
        plan: () => [{ bucket: 'free', amount: 50 }],
      }),
    () => {
      const m = r.pick(world.memberships);
      return db.query(
        `INSERT INTO membership_payments (stripe_invoice_id, membership_id, tier_id, months, amount, paid_at, method)
         VALUES ($1, $2, $3, 1, $4, $5, $6)`,
        [
          `in_${projectId}_${seed}_${n++}`,
          m.id,
          m.tiers[1],
          r.pick([500, 980]),
          at(),
          r.pick([null, 'card', 'konbini']),
        ],
      );
    },
    () => {
      const m = r.pick(world.memberships);
      const when = at();
      return db.query(
        `INSERT INTO unpaid_renewals (invoice_id, membership_id, listener_id, method, amount, renewal_at, ends_at,
           status, created_at) VALUES ($1, $2, $3, $4, 500, $5, $5::timestamptz + interval '7 days', 'open', $5)`,
        [`in_unpaid_${projectId}_${seed}_${n++}`, m.id, m.listener, r.pick(['card', 'konbini']), when],
      );
    },
    () => {
      const m = r.pick(world.memberships);
      return db.query(`UPDATE memberships SET tier_id = $2 WHERE id = $1`, [m.id, r.pick(m.tiers)]);
    },
    () => {
      const m = r.pick(world.memberships);
      return db.query(
        `INSERT INTO membership_events (project_id, membership_id, listener_id, contributor_id, tier_id, kind, cause,
           occurred_at)
         SELECT project_id, id, listener_id, contributor_id, tier_id, $2, $3, $4 FROM memberships WHERE id = $1`,
        [m.id, r.pick(['started', 'ended']), r.pick(['joined', 'left', 'changed']), at()],
      );
    },
    async () => {
      // Rolled back: neither the entry nor its totals remain.
      await db
        .transaction(async (tx) => {
          await postEntries(tx, {
            projectId,
            listenerId: r.pick(world.fans),
            tierTypeId: r.pick(world.types),
            kind: 'adjustment',
            name: 'rolled back',
            occurredAt: at(),
            operationKey: `rollback:${projectId}:${seed}:${n++}`,
            plan: () => [{ bucket: 'free', amount: 1_000_000 }],
          });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
    },
  ];
  for (let i = 0; i < steps; i++) await r.pick(actions)();
}

const FIGURES: [string, BucketQuery<unknown>, BucketQuery<unknown>][] = [
  ['revenue', revenueByBucket, rawRevenue],
  ['failedPayments', failedPaymentsByBucket, rawFailedPayments],
  ['points', pointsByBucket, rawPoints],
  ['memberships', membershipsByBucket, rawMemberships],
  // Per tier over the whole range (the period does not apply; read twice, harmlessly).
  ['membershipTiers', membershipsByTier, rawMembershipTiers],
];

describe('dashboard per-day totals (migration 0043) against the rows they sum', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  const worlds: Record<string, World> = {};
  beforeAll(async () => {
    db = await createTestDb();
    for (const id of ['roll_a', 'roll_b']) worlds[id] = await project(db, id, 6);
  }, 60_000);
  afterAll(() => db?.drop());

  /** Every figure, by day and by month, over ranges whose edges fall on the days written. */
  async function expectSameFigures(projectId: string) {
    const today = Date.now();
    const ranges = [
      { from: jstDate(today - 45 * DAY), to: jstDate(today) },
      { from: jstDate(today - DAY), to: jstDate(today - DAY) },
      { from: jstDate(today - 2 * DAY), to: jstDate(today - DAY) },
    ];
    for (const range of ranges)
      for (const period of ['day', 'month'] as const)
        for (const [name, read, raw] of FIGURES)
          expect(
            await read(db, projectId, range, period),
            `${name} ${range.from}..${range.to} by ${period}`,
          ).toEqual(await raw(db, projectId, range, period));
    const monthStart = `${jstDate(today).slice(0, 8)}01`;
    const cutoffs = [
      jst(jstDate(today - 3 * DAY), '00:00:00'),
      jst(jstDate(today - 2 * DAY), '12:00:00'),
      jst(monthStart, '00:00:00'),
      jst(jstDate(today - DAY), '23:59:59.999'),
      new Date(today),
    ].sort((a, b) => a.getTime() - b.getTime());
    expect(await unusedPaidBalances(db, projectId, cutoffs)).toEqual(
      await rawUnusedPaidBalances(db, projectId, cutoffs),
    );
  }

  it('keeps each JST day of a random mix of payments, refunds and spends equal to the rows, per project', async () => {
    await scramble(db, 'roll_a', worlds.roll_a!, 37, 160);
    await scramble(db, 'roll_b', worlds.roll_b!, 6, 60);
    expect(await rollupDrift(db)).toEqual([]);
    // The mix did reach every figure (else an equality of zeros would prove nothing).
    const [reached] = await db.query<Record<string, number>>(
      `SELECT sum(card_yen)::int AS card, sum(konbini_yen)::int AS konbini, sum(refunded_yen)::int AS refunded,
         sum(memberships_yen)::int AS memberships, sum(failed_point_card + failed_point_konbini)::int AS failed,
         sum(failed_renewal_card + failed_renewal_konbini)::int AS renewals,
         (SELECT sum(spent)::int FROM dashboard_point_days WHERE project_id = 'roll_a') AS spent,
         (SELECT sum(events)::int FROM dashboard_membership_days WHERE project_id = 'roll_a') AS events
       FROM dashboard_money_days WHERE project_id = 'roll_a'`,
    );
    for (const [figure, value] of Object.entries(reached!)) expect(value, figure).toBeGreaterThan(0);
    for (const id of ['roll_a', 'roll_b']) await expectSameFigures(id);
  }, 120_000);

  it('stays equal under concurrent purchases and spends of one project', async () => {
    const world = worlds.roll_a!;
    const at = new Date();
    await Promise.all(
      world.fans.flatMap((listenerId, i) => [
        creditPurchase(db, {
          projectId: 'roll_a',
          listenerId,
          tierTypeId: world.types[0]!,
          amount: 100,
          price: 120,
          name: 'purchase',
          idempotencyKey: `purchase:concurrent-${i}`,
          occurredAt: at,
        }),
        debitSpend(db, {
          projectId: 'roll_a',
          listenerId,
          tierTypeId: world.types[1]!,
          amount: 1,
          name: 'spend',
          idempotencyKey: `spend:concurrent-${i}`,
          occurredAt: at,
        }).catch(() => undefined),
      ]),
    );
    expect(await rollupDrift(db)).toEqual([]);
    await expectSameFigures('roll_a');
  }, 60_000);

  it('rebuilds the same totals from the rows (the backfill), and reports a total that drifted', async () => {
    const before = await db.query(`SELECT * FROM dashboard_point_days_raw ORDER BY 1, 2, 3`);
    await db.query('SELECT dashboard_rollups_rebuild()');
    expect(await db.query(`SELECT DISTINCT shard FROM dashboard_point_days`)).toEqual([{ shard: 0 }]);
    expect(await rollupDrift(db)).toEqual([]);
    expect(await db.query(`SELECT * FROM dashboard_point_days_raw ORDER BY 1, 2, 3`)).toEqual(before);
    for (const id of ['roll_a', 'roll_b']) await expectSameFigures(id);

    const [row] = await db.query<{ day: string; tier_type_id: number }>(
      `UPDATE dashboard_point_days SET spent = spent + 1
       WHERE (project_id, day, tier_type_id) = (SELECT project_id, day, tier_type_id FROM dashboard_point_days
         WHERE project_id = 'roll_b' LIMIT 1)
       RETURNING to_char(day, 'YYYY-MM-DD') AS day, tier_type_id`,
    );
    expect(await rollupDrift(db)).toEqual([
      expect.objectContaining({
        table: 'dashboard_point_days',
        project_id: 'roll_b',
        day: row!.day,
        key: row!.tier_type_id,
      }),
    ]);
    expect(await rollupDrift(db, 'roll_a')).toEqual([]);
    await db.query('SELECT dashboard_rollups_rebuild()');
    expect(await rollupDrift(db)).toEqual([]);
  }, 60_000);

  it('counts a purchase whose intent is written after its credit, in its own transaction or the same', async () => {
    const world = worlds.roll_b!;
    const price = world.prices[0]!;
    const listenerId = world.fans[0]!;
    /** A purchase recorded before Stripe knew it: no intent id yet. */
    const open = async () =>
      (
        await db.query<{ id: string }>(
          `INSERT INTO point_purchases (project_id, listener_id, point_tier_price_id, tier_type_id, method, amount, price)
           VALUES ('roll_b', $1, $2, $3, 'card', $4, $5) RETURNING id::text`,
          [listenerId, price.id, price.type, price.amount, price.price],
        )
      )[0]!.id;
    const credit = (pi: string) =>
      creditPurchase(db, {
        projectId: 'roll_b',
        listenerId,
        tierTypeId: price.type,
        amount: price.amount,
        price: price.price,
        name: 'purchase',
        idempotencyKey: `purchase:${pi}`,
        reference: pi,
        occurredAt: jst(jstDate(Date.now() - DAY), '23:59:59'),
      });
    const setIntent = (q: Pick<Db, 'query'>, id: string, pi: string) =>
      q.query(
        `UPDATE point_purchases SET stripe_payment_intent_id = $2, status = 'succeeded' WHERE id = $1`,
        [id, pi],
      );

    // As a webhook that found the purchase by its metadata: credit first, the intent's id after.
    const late = await open();
    await credit('pi_late');
    await setIntent(db, late, 'pi_late');
    expect(await rollupDrift(db)).toEqual([]);
    // Both in one transaction, either order: counted once.
    const same = await open();
    await db.transaction(async (tx) => {
      await setIntent(tx, same, 'pi_same');
      await postEntries(tx, {
        projectId: 'roll_b',
        listenerId,
        tierTypeId: price.type,
        kind: 'purchase',
        name: 'purchase',
        price: price.price,
        reference: 'pi_same',
        operationKey: 'purchase:pi_same',
        plan: () => [{ bucket: 'paid', amount: price.amount }],
      });
      await tx.query(`UPDATE point_purchases SET price = price + 10 WHERE id = $1`, [same]);
    });
    expect(await rollupDrift(db)).toEqual([]);
    // A credited purchase's price or method changed (no path does; the totals follow anyway).
    await db.query(`UPDATE point_purchases SET method = 'konbini', price = price + 1 WHERE id = $1`, [late]);
    expect(await rollupDrift(db)).toEqual([]);
    await expectSameFigures('roll_b');
    const [pairs] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM dashboard_purchase_credits WHERE purchase_id IN ($1, $2)`,
      [late, same],
    );
    expect(pairs!.n).toBe(2);
  });
});

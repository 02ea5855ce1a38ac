import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logger, setLogSink } from '../src/lib/logger';
import { rollupDrift } from '../src/db/rollup-drift';
import { convergePointRefund } from '../src/modules/payments/converge-point-refund';
import { reconcileReport } from '../src/modules/reconcile/reconcile-report';
import { revenueByBucket } from '../src/ops/dashboard/money.repository';
import { fanWithSavedCard } from './support/point-fans';
import { cardPointPrice } from './support/factories';
import { harnessWithDeliveries } from './support/sandbox-deliveries';

const BUY = `mutation($prices: [String!]!) {
  managePaymentV2(prices: $prices, paymentType: one_time_payment) { status }
}`;
/** Today's JST calendar day. */
const today = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const SPEND = `mutation($i: SpendPointsInput!) { spendPoints(input: $i) { paidBalance } }`;

// A point purchase refunded in Stripe's Dashboard (not through the operators' tool): the
// `charge.refunded` webhook, delivered twice and out of order by the sandbox, takes the points back once.
describe('charge.refunded: refunds made outside the operators tool', () => {
  let live: Awaited<ReturnType<typeof harnessWithDeliveries>>;
  let price: { id: string; amount: number };
  const logs: string[] = [];
  let restoreLog: () => void;
  beforeAll(async () => {
    // This file ends with a mismatch it means to leave (spent points); it checks the report itself.
    live = await harnessWithDeliveries({ reconcileAtClose: false });
    price = await cardPointPrice(live.h);
    logger.level = 'warn';
    restoreLog = setLogSink((line) => logs.push(line));
  });
  afterAll(async () => {
    restoreLog();
    logger.level = 'silent';
    await live.close();
  });

  async function fanWhoBought() {
    const fan = await fanWithSavedCard(live.h);
    const bought = await live.h.gql(BUY, { prices: [price.id] }, { token: fan.token });
    expect(bought.errors).toBeUndefined();
    await live.settled();
    const [purchase] = await live.h.db.query<{ id: string; intent: string; tier_type_id: number }>(
      `SELECT id::text, stripe_payment_intent_id AS intent, tier_type_id FROM point_purchases
       WHERE listener_id = $1 AND status = 'succeeded'`,
      [fan.listenerId],
    );
    return { fan, purchase: purchase! };
  }
  const paidOf = async (listenerId: number, tierTypeId: number) =>
    (
      await live.h.db.query<{ paid: number }>(
        'SELECT paid FROM point_balances WHERE listener_id = $1 AND tier_type_id = $2',
        [listenerId, tierTypeId],
      )
    )[0]?.paid;
  const refundEntries = (listenerId: number) =>
    live.h.db.query<{ amount: number; name: string }>(
      "SELECT amount, name FROM point_ledger_entries WHERE listener_id = $1 AND kind = 'refund'",
      [listenerId],
    );
  const refundIdOf = async (purchaseId: string) =>
    (
      await live.h.db.query<{ stripe_refund_id: string | null }>(
        'SELECT stripe_refund_id FROM point_purchases WHERE id = $1',
        [purchaseId],
      )
    )[0]!.stripe_refund_id;

  it('a full refund of unspent points takes them back once and names the Refund', async () => {
    const { fan, purchase } = await fanWhoBought();
    expect(await paidOf(fan.listenerId, purchase.tier_type_id)).toBe(price.amount);
    const refund = await live.h.services.stripe.refunds.create({ payment_intent: purchase.intent });
    await live.settled();
    expect(live.delivered('charge.refunded')).toBeGreaterThanOrEqual(2);
    expect(await paidOf(fan.listenerId, purchase.tier_type_id)).toBe(0);
    expect(await refundEntries(fan.listenerId)).toEqual([
      { amount: -price.amount, name: `${price.amount.toLocaleString('ja-JP')}pt購入の返金` },
    ]);
    expect(await refundIdOf(purchase.id)).toBe(refund.id);
    // The fan's history shows it, newest first.
    const history = await live.h.gql<any>(
      'query($t: Int!) { transactionsConnection(tierTypeId: $t, first: 1) { nodes { name amount expenditure } } }',
      { t: purchase.tier_type_id },
      { token: fan.token },
    );
    expect(history.data.transactionsConnection.nodes).toEqual([
      {
        name: `${price.amount.toLocaleString('ja-JP')}pt購入の返金`,
        amount: price.amount,
        expenditure: true,
      },
    ]);
  });

  it('after some points were spent: takes back what is left, never below zero, and flags it for support', async () => {
    const { fan, purchase } = await fanWhoBought();
    const spent = await live.h.gql(
      SPEND,
      {
        i: {
          tierTypeId: purchase.tier_type_id,
          amount: 300,
          reason: 'ギフト',
          idempotencyKey: `spend-${purchase.id}`,
        },
      },
      { token: fan.token },
    );
    expect(spent.errors).toBeUndefined();
    await live.h.services.stripe.refunds.create({ payment_intent: purchase.intent });
    await live.settled();
    expect(await paidOf(fan.listenerId, purchase.tier_type_id)).toBe(0);
    expect((await refundEntries(fan.listenerId)).map((e) => e.amount)).toEqual([-(price.amount - 300)]);
    expect(await refundIdOf(purchase.id)).not.toBeNull();
    expect(logs.some((l) => l.includes(purchase.id) && l.includes('after its points were spent'))).toBe(true);
    const { mismatches } = await reconcileReport(live.h.services);
    expect(mismatches).toEqual([expect.objectContaining({ kind: 'refund', id: purchase.id })]);
  });

  it('a partial refund takes nothing back and is logged for support; the dashboard gives its yen back on its day, then the rest', async () => {
    const { fan, purchase } = await fanWhoBought();
    const refundedToday = async () => {
      const [day] = await revenueByBucket(live.h.db, 'demo', { from: today(), to: today() }, 'day');
      return { refunded: day!.refunded_yen, card: day!.card_yen };
    };
    const before = await refundedToday();
    const partial = await live.h.services.stripe.refunds.create({
      payment_intent: purchase.intent,
      amount: 100,
    });
    await live.settled();
    expect(await paidOf(fan.listenerId, purchase.tier_type_id)).toBe(price.amount);
    expect(await refundEntries(fan.listenerId)).toEqual([]);
    expect(await refundIdOf(purchase.id)).toBeNull();
    expect(logs.some((l) => l.includes(purchase.id) && l.includes('partly refunded'))).toBe(true);
    expect(await refundedToday()).toEqual({ refunded: before.refunded + 100, card: before.card - 100 });
    // The same charge.refunded handled 20 times at once (instances racing, redeliveries): recorded once.
    await Promise.all(
      Array.from({ length: 20 }, () => convergePointRefund(live.h.services, partial.charge as string)),
    );
    expect(await refundedToday()).toEqual({ refunded: before.refunded + 100, card: before.card - 100 });

    // The rest refunded: the points go back, and the two Refunds together are the price, once.
    const rest = await live.h.services.stripe.refunds.create({ payment_intent: purchase.intent });
    await live.settled();
    expect(await paidOf(fan.listenerId, purchase.tier_type_id)).toBe(0);
    expect(await refundIdOf(purchase.id)).toBe(rest.id);
    const rows = await live.h.db.query<{ id: string; yen: number }>(
      'SELECT stripe_refund_id AS id, yen FROM point_refunds WHERE purchase_id = $1 ORDER BY yen',
      [purchase.id],
    );
    expect(rows.map((r) => r.id).sort()).toEqual([partial.id, rest.id].sort());
    expect(rows.reduce((sum, r) => sum + r.yen, 0)).toBe(rest.amount + 100);
    expect(await refundedToday()).toEqual({
      refunded: before.refunded + 100 + rest.amount,
      card: before.card - 100 - rest.amount,
    });
    expect(await rollupDrift(live.h.db)).toEqual([]);

    // A Refund lost on our side (a webhook never delivered, say) is named by the reconcile report.
    await live.h.db.query('DELETE FROM point_refunds WHERE stripe_refund_id = $1', [partial.id]);
    expect((await reconcileReport(live.h.services)).mismatches).toContainEqual(
      expect.objectContaining({ kind: 'refund-yen', id: purchase.id }),
    );
  });
});

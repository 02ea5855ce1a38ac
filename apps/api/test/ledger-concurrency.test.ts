import { describe, expect, it } from 'vitest';
import { creditPurchase } from '../src/ledger/credit-purchase';
import { debitSpend } from '../src/ledger/debit-spend';
import { InsufficientPointsError } from '../src/ledger/ledger-errors';
import { codeOf, harnessForFile } from './support/harness';
import { factories } from './support/factories';

const SPEND = `mutation($input: SpendPointsInput!) { spendPoints(input: $input) { balance freeBalance paidBalance } }`;
const BALANCES = `{ tierTypesConnection { nodes { databaseId balance freeBalance paidBalance } } }`;

describe('points ledger under concurrency', () => {
  let tierTypeId: number;
  // Ledger fixtures name payment intents that were never charged: no reconcile report at the end.
  const h = harnessForFile({ reconcileAtClose: false }, async (h) => {
    const make = factories(h);
    tierTypeId = (await make.pointType()).id;
    await make.promotionCode({ code: 'WELCOME2026', amount: 100 });
    await make.promotionCode({ code: 'VTFAN500', amount: 500 });
  });

  const fund = (listenerId: number, amount: number, key: string) =>
    creditPurchase(h.db, {
      projectId: 'demo',
      listenerId,
      tierTypeId,
      amount,
      price: amount * 12,
      name: `${amount}pt購入`,
      idempotencyKey: `purchase:${key}`,
      reference: key,
    });
  const sums = async (listenerId: number) =>
    h.db.query<{ balance: string; total: number; entries: number }>(
      `SELECT balance, sum(amount)::int AS total, count(*)::int AS entries FROM point_ledger_entries
       WHERE listener_id = $1 GROUP BY balance ORDER BY balance`,
      [listenerId],
    );

  it('lets exactly 20 of 50 concurrent spends of 1 through on a balance of 20', async () => {
    const fan = await h.signedInListener();
    await fund(fan.listenerId, 20, `pi_${fan.listenerId}_a`);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        h.gql(
          SPEND,
          { input: { tierTypeId, amount: 1, reason: 'メッセージ送信', idempotencyKey: `spend-key-${i}` } },
          { token: fan.token },
        ),
      ),
    );
    const ok = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(ok).toHaveLength(20);
    expect(refused).toHaveLength(30);
    for (const r of refused) {
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.message).toBe('ポイントが不足しています。');
    }
    for (const r of ok) expect(r.data!.spendPoints.balance).toBeGreaterThanOrEqual(0);
    const [balance] = await h.db.query<{ paid: number; free: number }>(
      'SELECT paid, free FROM point_balances WHERE listener_id = $1',
      [fan.listenerId],
    );
    expect(balance).toEqual({ paid: 0, free: 0 });
    expect(await sums(fan.listenerId)).toEqual([{ balance: 'paid', total: 0, entries: 21 }]);
  });

  it('credits a purchase once for the same key, also when repeated concurrently', async () => {
    const fan = await h.signedInListener();
    const key = `pi_${fan.listenerId}_dup`;
    const first = await fund(fan.listenerId, 500, key);
    const again = await Promise.all([fund(fan.listenerId, 500, key), fund(fan.listenerId, 500, key)]);
    expect(first.credited).toBe(true);
    expect(again.map((r) => r.credited)).toEqual([false, false]);
    expect(again.map((r) => r.entryId)).toEqual([first.entryId, first.entryId]);

    const other = await h.signedInListener();
    const concurrent = await Promise.all(
      [1, 2, 3].map(() => fund(other.listenerId, 300, `pi_c_${other.listenerId}`)),
    );
    expect(concurrent.filter((r) => r.credited)).toHaveLength(1);
    expect(await sums(fan.listenerId)).toEqual([{ balance: 'paid', total: 500, entries: 1 }]);
    expect(await sums(other.listenerId)).toEqual([{ balance: 'paid', total: 300, entries: 1 }]);
  });

  it('never credits one key twice, even when it is reused on another balance row at the same time', async () => {
    const [a, b] = await Promise.all([h.signedInListener(), h.signedInListener()]);
    const key = `pi_shared_${a.listenerId}`;
    const results = await Promise.all([fund(a.listenerId, 40, key), fund(b.listenerId, 40, key)]);
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    const rows = await h.db.query(`SELECT id FROM point_ledger_entries WHERE operation_key = $1`, [
      `purchase:${key}`,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('spends once for the same key sent three times at once', async () => {
    const fan = await h.signedInListener();
    await fund(fan.listenerId, 100, `pi_${fan.listenerId}_b`);
    const input = { tierTypeId, amount: 30, reason: 'ギフト', idempotencyKey: 'same-key-123' };
    const results = await Promise.all([1, 2, 3].map(() => h.gql(SPEND, { input }, { token: fan.token })));
    expect(results.every((r) => !r.errors)).toBe(true);
    expect(results.map((r) => r.data!.spendPoints.balance)).toEqual([70, 70, 70]);
    expect(await sums(fan.listenerId)).toEqual([{ balance: 'paid', total: 70, entries: 2 }]);
  });

  it('spends free points before paid ones, as two entries of one operation', async () => {
    const fan = await h.signedInListener();
    await fund(fan.listenerId, 100, `pi_${fan.listenerId}_c`);
    const [coupon] = await h.db.query<{ amount: number }>(
      `SELECT amount FROM coupons WHERE code = 'WELCOME2026'`,
    );
    const redeemed = await h.gql(
      'mutation { redeemCoupon(type: "point", code: "WELCOME2026") { coupon { amount } } }',
      {},
      { token: fan.token },
    );
    expect(redeemed.data?.redeemCoupon.coupon.amount).toBe(coupon!.amount);

    const small = await h.gql(
      SPEND,
      { input: { tierTypeId, amount: 60, reason: '少額', idempotencyKey: 'free-only-1' } },
      { token: fan.token },
    );
    expect(small.data?.spendPoints).toEqual({ balance: 140, freeBalance: 40, paidBalance: 100 });
    const split = await h.gql(
      SPEND,
      { input: { tierTypeId, amount: 70, reason: '分割', idempotencyKey: 'split-one-1' } },
      { token: fan.token },
    );
    expect(split.data?.spendPoints).toEqual({ balance: 70, freeBalance: 0, paidBalance: 70 });
    const entries = await h.db.query<{ balance: string; amount: number; idempotency_key: string }>(
      `SELECT balance, amount, idempotency_key FROM point_ledger_entries
       WHERE listener_id = $1 AND kind = 'spend' AND name = '分割' ORDER BY id`,
      [fan.listenerId],
    );
    expect(entries).toEqual([
      { balance: 'free', amount: -40, idempotency_key: `spend:${fan.listenerId}:split-one-1:free` },
      { balance: 'paid', amount: -30, idempotency_key: `spend:${fan.listenerId}:split-one-1:paid` },
    ]);
  });

  it('reports balances equal to the sum of the entries', async () => {
    const fan = await h.signedInListener();
    await fund(fan.listenerId, 1000, `pi_${fan.listenerId}_d`);
    await fund(fan.listenerId, 500, `pi_${fan.listenerId}_e`);
    await h.gql(
      'mutation { redeemCoupon(type: "point", code: "vtfan500") { coupon { amount } } }',
      {},
      { token: fan.token },
    );
    for (const [i, amount] of [120, 700, 33].entries())
      await debitSpend(h.db, {
        projectId: 'demo',
        listenerId: fan.listenerId,
        tierTypeId,
        amount,
        name: 'テスト',
        idempotencyKey: `direct:${fan.listenerId}:${i}`,
      });
    const result = await h.gql(BALANCES, {}, { token: fan.token });
    const node = result.data!.tierTypesConnection.nodes.find((n: any) => n.databaseId === tierTypeId);
    const bySum = Object.fromEntries((await sums(fan.listenerId)).map((s) => [s.balance, s.total]));
    expect(node).toMatchObject({ freeBalance: bySum.free, paidBalance: bySum.paid });
    expect(node.balance).toBe(bySum.free! + bySum.paid!);
    expect(node.balance).toBe(1000 + 500 + 500 - 120 - 700 - 33);
  });

  it('refuses a short spend and writes nothing', async () => {
    const fan = await h.signedInListener();
    await fund(fan.listenerId, 10, `pi_${fan.listenerId}_f`);
    await expect(
      debitSpend(h.db, {
        projectId: 'demo',
        listenerId: fan.listenerId,
        tierTypeId,
        amount: 11,
        name: 'x',
        idempotencyKey: `direct:${fan.listenerId}:short`,
      }),
    ).rejects.toBeInstanceOf(InsufficientPointsError);
    expect(await sums(fan.listenerId)).toEqual([{ balance: 'paid', total: 10, entries: 1 }]);
  });

  it('keeps entries append-only: UPDATE and DELETE are refused by the database', async () => {
    const fan = await h.signedInListener();
    const { entryId } = await fund(fan.listenerId, 10, `pi_${fan.listenerId}_g`);
    await expect(
      h.db.query('UPDATE point_ledger_entries SET amount = 999 WHERE id = $1', [entryId]),
    ).rejects.toThrow(/append-only/);
    await expect(h.db.query('DELETE FROM point_ledger_entries WHERE id = $1', [entryId])).rejects.toThrow(
      /append-only/,
    );
    await expect(
      h.db.query('UPDATE point_balances SET paid = -1 WHERE listener_id = $1', [fan.listenerId]),
    ).rejects.toThrow();
  });
});

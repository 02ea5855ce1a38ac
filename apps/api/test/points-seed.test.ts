import { describe, expect, it } from 'vitest';
import { seedDemoPoints } from '../src/seed/seed-demo-points';
import { harnessForFile } from './support/harness';

describe('seedDemoPoints', () => {
  const h = harnessForFile({ demoCatalog: true });

  it('gives the listener 40+ entries once, with balances equal to their sum', async () => {
    const fan = await h.signedInListener();
    const now = new Date();
    await seedDemoPoints(h.db, fan.listenerId, now);
    const count = async () =>
      (
        await h.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM point_ledger_entries WHERE listener_id = $1',
          [fan.listenerId],
        )
      )[0]!.n;
    const first = await count();
    expect(first).toBeGreaterThanOrEqual(40);
    await seedDemoPoints(h.db, fan.listenerId, new Date(now.getTime() + 86_400_000));
    expect(await count()).toBe(first);

    const result = await h.gql(
      '{ tierTypesConnection { nodes { balance freeBalance paidBalance } } }',
      {},
      { token: fan.token },
    );
    const [sums] = await h.db.query<{ paid: number; free: number }>(
      `SELECT coalesce(sum(amount) FILTER (WHERE balance = 'paid'), 0)::int AS paid,
              coalesce(sum(amount) FILTER (WHERE balance = 'free'), 0)::int AS free
       FROM point_ledger_entries WHERE listener_id = $1`,
      [fan.listenerId],
    );
    expect(result.data!.tierTypesConnection.nodes[0]).toMatchObject({
      paidBalance: sums!.paid,
      freeBalance: sums!.free,
    });
    expect(result.data!.tierTypesConnection.nodes[0].balance).toBeGreaterThan(0);
    // The welcome code now counts as used by this listener.
    const again = await h.gql(
      'mutation { redeemCoupon(type: "point", code: "WELCOME2026") { coupon { amount } } }',
      {},
      {
        token: fan.token,
      },
    );
    expect(again.errors?.[0]?.message).toBe('プロモーションコードが正しくありません。');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createHarness } from './support/harness';
import { factories } from './support/factories';

const REDEEM = `mutation($type: String!, $code: String!) {
  redeemCoupon(type: $type, code: $code) { coupon { databaseId name amount } }
}`;
const INVALID = 'プロモーションコードが正しくありません。';

describe('redeemCoupon', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let clock = new Date();
  let tierTypeId: number;
  beforeAll(async () => {
    h = await createHarness({ now: () => clock });
    const make = factories(h);
    tierTypeId = (await make.pointType()).id;
    await make.promotionCode({ code: 'VTFAN500', name: 'ファン感謝祭', amount: 500, maxRedemptions: 1000 });
    await make.promotionCode({ code: 'WELCOME2026', name: 'ウェルカムキャンペーン', amount: 100 });
  });
  afterAll(() => h.close());

  const redeem = (token: string, code: string, type = 'point') => h.gql(REDEEM, { type, code }, { token });
  const freeBalance = async (listenerId: number) =>
    (
      await h.db.query<{ free: number }>('SELECT free FROM point_balances WHERE listener_id = $1', [
        listenerId,
      ])
    )[0]?.free ?? 0;
  async function coupon(code: string, opts: { max?: number; from?: string; until?: string } = {}) {
    await h.db.query(
      `INSERT INTO coupons (project_id, tier_type_id, code, name, amount, valid_from, valid_until, max_redemptions)
       VALUES ('demo', $1, $2, 'テストキャンペーン', 50, $3, $4, $5)`,
      [
        tierTypeId,
        code,
        opts.from ?? '2020-01-01T00:00:00Z',
        opts.until ?? '2099-01-01T00:00:00Z',
        opts.max ?? 100,
      ],
    );
  }

  it('credits free points once and answers the coupon', async () => {
    const fan = await h.signedInListener();
    const result = await redeem(fan.token, 'VTFAN500');
    expect(result.data?.redeemCoupon.coupon).toMatchObject({ name: 'ファン感謝祭', amount: 500 });
    expect(await freeBalance(fan.listenerId)).toBe(500);
    const again = await redeem(fan.token, 'VTFAN500');
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(again.errors![0]!.message).toBe(INVALID);
    expect(await freeBalance(fan.listenerId)).toBe(500);
  });

  it('matches codes case-insensitively and ignores surrounding spaces', async () => {
    const fan = await h.signedInListener();
    expect((await redeem(fan.token, ' welcome2026 ')).data?.redeemCoupon.coupon.amount).toBe(100);
  });

  it('refuses unknown, expired, not-yet-valid and wrong-type codes with the one message', async () => {
    await coupon('EXPIRED1', { until: '2021-01-01T00:00:00Z' });
    await coupon('FUTURE1', { from: '2098-01-01T00:00:00Z' });
    const fan = await h.signedInListener();
    for (const [code, type] of [
      ['NOSUCHCODE', 'point'],
      ['EXPIRED1', 'point'],
      ['FUTURE1', 'point'],
      ['WELCOME2026', 'membership'],
    ]) {
      const result = await redeem(fan.token, code!, type);
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.message).toBe(INVALID);
    }
    expect(await freeBalance(fan.listenerId)).toBe(0);
  });

  it('refuses a code of 21 characters or an empty one as input errors', async () => {
    const fan = await h.signedInListener();
    const long = await redeem(fan.token, 'A'.repeat(21));
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    expect(long.errors![0]!.message).toBe('入力できる文字数を超えています');
    expect(codeOf(await redeem(fan.token, ' '))).toBe('BAD_USER_INPUT');
  });

  it('grants a code limited to 5 exactly 5 times among 20 concurrent listeners', async () => {
    await coupon('LIMITED5', { max: 5 });
    const fans = [];
    for (let i = 0; i < 4; i++)
      fans.push(...(await Promise.all([1, 2, 3, 4, 5].map(() => h.signedInListener()))));
    const results = await Promise.all(fans.map((f) => redeem(f.token, 'LIMITED5')));
    expect(results.filter((r) => !r.errors)).toHaveLength(5);
    for (const r of results.filter((x) => x.errors)) expect(r.errors![0]!.message).toBe(INVALID);
    const [row] = await h.db.query<{ redeemed_count: number; redemptions: number; entries: number }>(
      `SELECT c.redeemed_count,
         (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id) AS redemptions,
         (SELECT count(*)::int FROM point_ledger_entries e WHERE e.reference = 'coupon:' || c.id) AS entries
       FROM coupons c WHERE code = 'LIMITED5'`,
    );
    expect(row).toEqual({ redeemed_count: 5, redemptions: 5, entries: 5 });
  });

  it('credits the same listener once under concurrent redemptions', async () => {
    const fan = await h.signedInListener();
    const results = await Promise.all([1, 2, 3, 4].map(() => redeem(fan.token, 'WELCOME2026')));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(await freeBalance(fan.listenerId)).toBe(100);
  });

  it('rate-limits after 5 failures in 10 minutes, even for a valid code, then lets the listener try again', async () => {
    const fan = await h.signedInListener();
    for (let i = 0; i < 5; i++)
      expect((await redeem(fan.token, `WRONG${i}`)).errors![0]!.message).toBe(INVALID);
    const limited = await redeem(fan.token, 'WELCOME2026');
    expect(codeOf(limited)).toBe('RATE_LIMITED');
    expect(limited.errors![0]!.message).toBe('しばらくしてから再度お試しください。');
    expect(await freeBalance(fan.listenerId)).toBe(0);
    clock = new Date(clock.getTime() + 10 * 60 * 1000 + 1000);
    expect((await redeem(fan.token, 'WELCOME2026')).data?.redeemCoupon.coupon.amount).toBe(100);
  });

  it('holds the limit under a burst of concurrent wrong guesses', async () => {
    const fan = await h.signedInListener();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => redeem(fan.token, `BURST${i}`)));
    expect(results.filter((r) => codeOf(r) === 'BAD_USER_INPUT')).toHaveLength(5);
    expect(results.filter((r) => codeOf(r) === 'RATE_LIMITED')).toHaveLength(7);
  });
});

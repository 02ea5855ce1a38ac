import { describe, expect, it } from 'vitest';
import { creditPurchase } from '../src/ledger/credit-purchase';
import { debitSpend } from '../src/ledger/debit-spend';
import { postOperation } from '../src/ledger/post-entries';
import { upsertOpenRenewal } from '../src/modules/memberships/renewals/unpaid-renewals.repository';
import { lastBaseDates } from '../src/ops/reports/base-dates';
import { setUpProject } from '../src/ops/setup/set-up-project';
import { factories, opsContextFor } from './support/factories';
import { codeOf, harnessForFile, ok } from './support/harness';
import { opsGql } from './support/ops-endpoint';

const REPORT = `{ unusedBalanceReport { date provisional points yen exceedsThreshold depositYen deadline } }`;
const RENEWALS = `query($after: String) { unpaidRenewalsPage(first: 1, after: $after) {
  nodes { fanId email method amount continuesUntil creator tier } pageInfo { hasNextPage endCursor } } }`;
const PAYMENTS = `query($from: String!, $to: String!) { exportPayments(from: $from, to: $to) { filename csv rows } }`;
const FANS = `{ exportFans { filename csv rows } }`;
const AUDIT = `query($from: String!, $to: String!) { exportAuditLog(from: $from, to: $to) { filename csv rows } }`;

const DAY = 86_400_000;
const jst = (day: string, time: string) => new Date(`${day}T${time}+09:00`);
const lines = (csv: string) => csv.slice(1).split('\r\n');

// The operators' reports (issue 37 items 5 and 7) on ledgers written by hand: the ledger's own write
// path with chosen times, around the last base date's JST midnight, in two projects.
describe('operators reports (/ops/graphql)', () => {
  const h = harnessForFile({ reconcileAtClose: false });
  const base = lastBaseDates(new Date(), 1)[0]!;
  const dayAfter = new Date(base.cutoff.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  const world = {} as { fan: { listenerId: number; email: string }; type: number; otherType: number };

  const buy = (
    projectId: string,
    listenerId: number,
    tierTypeId: number,
    amount: number,
    price: number,
    at: Date,
  ) =>
    creditPurchase(h.db, {
      projectId,
      listenerId,
      tierTypeId,
      amount,
      price,
      name: 'テスト購入',
      idempotencyKey: `purchase:${crypto.randomUUID()}`,
      occurredAt: at,
    });
  const post = (
    listenerId: number,
    kind: 'refund' | 'adjustment',
    bucket: 'paid' | 'free',
    amount: number,
    at: Date,
  ) =>
    postOperation(h.db, {
      projectId: 'demo',
      listenerId,
      tierTypeId: world.type,
      kind,
      name: kind,
      occurredAt: at,
      operationKey: `${kind}:${crypto.randomUUID()}`,
      plan: () => [{ bucket, amount }],
    });

  it('values the paid points held at the end of a base date at the average yen paid, per project', async () => {
    const make = factories(h);
    world.type = (await make.pointType()).id;
    const fan = await h.signedInListener();
    world.fan = fan;
    const B = base.date;
    const before = new Date(base.cutoff.getTime() - 30 * DAY);
    // 1,000pt for ¥1,200 and 100pt for ¥150 (refunded: its 100pt taken back), then 500pt for ¥500
    // in the base date's last second: 1,600pt bought for ¥1,850.
    await buy('demo', fan.listenerId, world.type, 1000, 1200, before);
    await buy('demo', fan.listenerId, world.type, 100, 150, before);
    await post(fan.listenerId, 'refund', 'paid', -100, new Date(before.getTime() + 1000));
    // Free points (a support grant) never count; a 300pt spend takes the 100 free first, then 200 paid.
    await post(fan.listenerId, 'adjustment', 'free', 100, new Date(before.getTime() + 2000));
    await debitSpend(h.db, {
      projectId: 'demo',
      listenerId: fan.listenerId,
      tierTypeId: world.type,
      amount: 300,
      name: '応援',
      idempotencyKey: `spend:${crypto.randomUUID()}`,
      occurredAt: new Date(before.getTime() + 3000),
    });
    await buy('demo', fan.listenerId, world.type, 500, 500, jst(B, '23:59:59'));
    // The next JST day's first instant belongs to the next base date: 1,000pt for ¥1,000.
    await buy('demo', fan.listenerId, world.type, 1000, 1000, jst(dayAfter, '00:00:00'));

    // Another project: ¥25,000,000 of points, above the threshold.
    await h.db.query(`INSERT INTO projects (id, name) VALUES ('other', 'Other') ON CONFLICT DO NOTHING`);
    await setUpProject(opsContextFor(h.services, 'other'), { name: 'Other' });
    const [otherFan] = await h.db.query<{ id: number }>(
      `INSERT INTO listeners (project_id, firebase_uid, email, name) VALUES ('other', $1, 'o@example.com', 'よそ') RETURNING id`,
      [`uid-${crypto.randomUUID()}`],
    );
    const [otherType] = await h.db.query<{ id: number }>(
      `INSERT INTO point_tier_types (project_id, key, name, display_name, image, unit, coupon_type)
       VALUES ('other', 'point_tiers', 'P', 'P', '', 'pt', 'point') RETURNING id`,
    );
    world.otherType = otherType!.id;
    await buy('other', otherFan!.id, otherType!.id, 25_000_000, 25_000_000, before);

    const op = await h.operator('demo');
    const report = ok(await opsGql(h, op.token, REPORT)).unusedBalanceReport;
    expect(report).toHaveLength(5);
    const atBase = report[3];
    // 1,600 bought − 100 refunded − 200 spent = 1,300pt, at ¥1,850 / 1,600pt = ¥1,503.125.
    expect(atBase).toEqual({
      date: B,
      provisional: false,
      points: 1300,
      yen: 1503,
      exceedsThreshold: false,
      depositYen: 0,
      deadline: base.deadline,
    });
    // Now: 2,300pt at ¥2,850 / 2,600pt.
    expect(report[4]).toMatchObject({ provisional: true, points: 2300, yen: 2521, deadline: null });
    expect(report[2]).toMatchObject({ points: 0, yen: 0 });

    const otherOp = await h.operator('other');
    const other = ok(
      await h.gql(REPORT, {}, { token: otherOp.token, project: 'other', path: '/ops/graphql' }),
    ).unusedBalanceReport;
    expect(other[3]).toMatchObject({
      points: 25_000_000,
      yen: 25_000_000,
      exceedsThreshold: true,
      depositYen: 12_500_000,
    });
  });

  it('lists open unpaid renewals of the project by deadline, a page at a time', async () => {
    const creator = await factories(h).creator({ months: [1], tiers: [{ monthly: 500 }] });
    const [tier] = await h.db.query<{ id: number }>(
      'SELECT id FROM subscription_tiers WHERE contributor_id = $1 AND rank = 1',
      [creator.id],
    );
    const unpaid = async (listenerId: number, method: 'card' | 'konbini', endsAt: Date, invoice: string) => {
      const [m] = await h.db.query<{ id: number }>(
        `INSERT INTO memberships (project_id, listener_id, contributor_id, status, tier_id, payment_method,
           stripe_subscription_id, serial_number, issued_at, plan_started_at)
         VALUES ('demo', $1, $2, 'active', $3, $4, $5, $6, now(), now()) RETURNING id`,
        [listenerId, creator.id, tier!.id, method, `sub_${invoice}`, 900_000 + listenerId],
      );
      await upsertOpenRenewal(h.db, {
        invoice_id: invoice,
        membership_id: m!.id,
        listener_id: listenerId,
        method,
        amount: 500,
        renewal_at: new Date(endsAt.getTime() - 7 * DAY),
        ends_at: endsAt,
        next_retry_at: null,
        requires_action: false,
        voucher_url: null,
        test_clock: null,
      });
    };
    const later = await h.signedInListener();
    await unpaid(later.listenerId, 'konbini', new Date(Date.now() + 5 * DAY), 'in_test_later');
    await unpaid(world.fan.listenerId, 'card', new Date(Date.now() + 2 * DAY), 'in_test_sooner');

    const op = await h.operator('demo');
    const first = ok(await opsGql(h, op.token, RENEWALS)).unpaidRenewalsPage;
    expect(first.nodes).toEqual([
      expect.objectContaining({
        fanId: world.fan.listenerId,
        email: world.fan.email,
        method: 'card',
        amount: 500,
      }),
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = ok(
      await opsGql(h, op.token, RENEWALS, { after: first.pageInfo.endCursor }),
    ).unpaidRenewalsPage;
    expect(second.nodes.map((n: { fanId: number; method: string }) => [n.fanId, n.method])).toEqual([
      [later.listenerId, 'konbini'],
    ]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    // Another project's operator sees none of them.
    const otherOp = await h.operator('other');
    const other = ok(
      await h.gql(RENEWALS, {}, { token: otherOp.token, project: 'other', path: '/ops/graphql' }),
    );
    expect(other.unpaidRenewalsPage.nodes).toEqual([]);
  });

  it('exports fans as an Excel CSV: BOM, CRLF, quoting, the formula guard', async () => {
    await h.db.query(`UPDATE listeners SET name = $2 WHERE id = $1`, [world.fan.listenerId, 'A, "B"\nC']);
    const evil = await h.signedInListener();
    await h.db.query(`UPDATE listeners SET name = '=HYPERLINK("x")' WHERE id = $1`, [evil.listenerId]);
    const op = await h.operator('demo');
    const { exportFans } = ok(await opsGql(h, op.token, FANS));
    expect(exportFans.filename).toMatch(/^fans-demo-\d{8}\.csv$/);
    expect(
      exportFans.csv.startsWith(
        '\uFEFFファンID,メールアドレス,名前,登録日時(JST),有償ポイント,無償ポイント,メンバーシップ数\r\n',
      ),
    ).toBe(true);
    expect(exportFans.csv).toContain(`\r\n${world.fan.listenerId},${world.fan.email},"A, ""B""\nC",`);
    // 2,300 paid points, no free ones left, one membership (the unpaid renewal's).
    expect(exportFans.csv).toMatch(new RegExp(`\\r\\n${world.fan.listenerId},[^\\r]*,2300,0,1\\r\\n`));
    expect(exportFans.csv).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(exportFans.csv.endsWith('\r\n')).toBe(true);
    expect(exportFans.csv).not.toContain('o@example.com');
    // The export is in the audit log, as every read is.
    const [audited] = await h.db.query<{ action: string }>(
      `SELECT action FROM operator_audit_log WHERE operator_uid = $1 ORDER BY id DESC LIMIT 1`,
      [op.uid],
    );
    expect(audited!.action).toBe('read:exportFans');
  });

  it('exports payments of the JST days asked, both bounds included', async () => {
    const pkg = await factories(h).pointPackage({ amount: 100, price: 120 });
    const [price] = await h.db.query<{ id: number; tier_type_id: number }>(
      `SELECT pr.id, t.tier_type_id FROM point_tier_prices pr JOIN point_tiers t ON t.id = pr.tier_id
       WHERE pr.stripe_price_id = $1`,
      [pkg.card.id],
    );
    const purchase = (intent: string, at: Date, refunded = 0) =>
      h.db.query(
        `INSERT INTO point_purchases (project_id, listener_id, point_tier_price_id, tier_type_id, method, amount,
           price, status, stripe_payment_intent_id, created_at, refunded_yen)
         VALUES ('demo', $1, $2, $3, 'card', 100, 120, 'succeeded', $4, $5, $6)`,
        [world.fan.listenerId, price!.id, price!.tier_type_id, intent, at, refunded],
      );
    await purchase('pi_test_before', jst('2026-01-09', '23:59:59'));
    await purchase('pi_test_first', jst('2026-01-10', '00:00:00'), 120);
    await purchase('pi_test_last', jst('2026-01-11', '23:59:59'));
    await purchase('pi_test_after', jst('2026-01-12', '00:00:00'));
    const op = await h.operator('demo');
    const { exportPayments } = ok(
      await opsGql(h, op.token, PAYMENTS, { from: '2026-01-10', to: '2026-01-11' }),
    );
    expect(exportPayments.filename).toBe('payments-demo-20260110-20260111.csv');
    const rows = lines(exportPayments.csv);
    expect(rows[0]).toBe(
      '日時(JST),ファンID,メールアドレス,内容,金額(円),支払方法,状態,返金額(円),Stripe ID',
    );
    expect(rows.slice(1, -1)).toEqual([
      `2026-01-10 00:00:00,${world.fan.listenerId},${world.fan.email},100pt購入,120,カード,返金済み,120,pi_test_first`,
      `2026-01-11 23:59:59,${world.fan.listenerId},${world.fan.email},100pt購入,120,カード,支払済み,0,pi_test_last`,
    ]);
    expect(exportPayments.rows).toBe(2);
    expect(codeOf(await opsGql(h, op.token, PAYMENTS, { from: '2026-01-12', to: '2026-01-11' }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('exports the audit log with who did what and how it went', async () => {
    const op = await h.operator('demo');
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    ok(await opsGql(h, op.token, REPORT));
    const { exportAuditLog } = ok(await opsGql(h, op.token, AUDIT, { from: today, to: today }));
    const rows = lines(exportAuditLog.csv);
    expect(rows[0]).toBe('日時(JST),操作者,操作,対象,結果');
    expect(rows).toContainEqual(
      expect.stringMatching(new RegExp(`,${op.email},read:unusedBalanceReport,,成功$`)),
    );
  });

  it("refuses a fan's token", async () => {
    const fan = await h.signedInListener();
    for (const query of [REPORT, FANS, RENEWALS])
      expect(codeOf(await opsGql(h, fan.token, query))).toBe('FORBIDDEN');
  });
});

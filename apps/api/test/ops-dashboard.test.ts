import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convergeMembership } from '../src/modules/memberships/paid/converge-membership';
import { runReconciler } from '../src/modules/reconcile/run-reconciler';
import { pressSandboxButton } from './support/browser-stripe';
import { factories } from './support/factories';
import { codeOf, ok } from './support/harness';
import { opsGql } from './support/ops-endpoint';
import { BUY, subscriptionIdOf } from './support/memberships';
import { fanWithSavedCard } from './support/point-fans';
import { harnessWithDeliveries } from './support/sandbox-deliveries';

const DAY = 86_400_000;
const JST = 9 * 3_600_000;
const DECLINES = '4000000000000341';
/** The JST calendar day of an instant. */
const jstDay = (t: number) => new Date(t + JST).toISOString().slice(0, 10);
/** An instant given as a JST wall-clock time on a JST day. */
const atJst = (day: string, time: string) => new Date(`${day}T${time}+09:00`);

const DASHBOARD = `query($from: String!, $to: String!, $by: DashboardPeriod!) { dashboard(from: $from, to: $to) {
  revenue(by: $by) { date cardYen konbiniYen refundedYen totalYen pointsYen membershipsYen }
  memberships(by: $by) { date started ended startedByChange endedByChange }
  membershipTiers { tierRank started ended startedByChange endedByChange }
  points(by: $by) { date sold spent refunded granted }
  failedPayments(by: $by) { date pointPurchasesCard pointPurchasesKonbini renewalsCard renewalsKonbini yen }
  reconciliation { lastPass { outcome finishedAt } lastReport { outcome } openPointPurchases
    pendingRegistrations openRenewals }
} }`;
const FIND = `query($q: String!) { findFans(query: $q) { id email stripeCustomerId
  reconcileStatus { openPointPurchases pendingRegistrations openRenewals } } }`;
const LEDGER = `query($id: Int!, $after: String) { fans(id: $id) {
  ledgerPage(first: 3, after: $after) { nodes { kind amount } pageInfo { hasNextPage endCursor } }
  purchasesPage(first: 1) { nodes { id method } pageInfo { hasNextPage endCursor } } } }`;
const BUY_KEYED = `mutation($prices: [String!]!, $key: String) {
  managePaymentV2(prices: $prices, paymentType: one_time_payment, idempotencyKey: $key) { status }
}`;
const AUDIT = `query($operator: String, $action: String, $changesOnly: Boolean, $from: DateTime, $to: DateTime,
  $first: Int, $after: String) {
  auditLogPage(operator: $operator, action: $action, changesOnly: $changesOnly, from: $from, to: $to,
    first: $first, after: $after) { nodes { action operatorUid target occurredAt } pageInfo { hasNextPage endCursor } }
}`;

// The operators' dashboard, fan search and audit filters (issue 29) on a small known world: two card
// point purchases refunded either side of a JST midnight, a konbini one paid at the store, a declined
// card purchase, a card membership and its declined renewal. Sales land on the day they are made
// (today); the refunds are made on the test's clock, at 23:30 and 00:30 JST.
describe('operators dashboard (/ops/graphql)', () => {
  let live: Awaited<ReturnType<typeof harnessWithDeliveries>>;
  let h: typeof live.h;
  let clock: Date | null = null;
  let token: string;
  let other: { uid: string; email: string; token: string };
  const today = jstDay(Date.now());
  const twoDaysAgo = jstDay(Date.now() - 2 * DAY);
  const yesterday = jstDay(Date.now() - DAY);
  const world = {} as {
    buyer: Awaited<ReturnType<typeof fanWithSavedCard>>;
    member: Awaited<ReturnType<typeof fanWithSavedCard>>;
    konbiniFan: { listenerId: number; email: string };
    purchases: { id: string; stripe_payment_intent_id: string }[];
    subscription: string;
    invoice: string;
    konbiniPrice: number;
  };

  const ops = <T = Record<string, any>>(query: string, variables = {}, as: string | null = token) =>
    opsGql<T>(h, as ?? undefined, query, variables);
  const buy = (fanToken: string, prices: string[], type: string) =>
    h.gql(BUY, { prices, type }, { token: fanToken });

  beforeAll(async () => {
    live = await harnessWithDeliveries({ now: () => clock ?? new Date() });
    h = live.h;
    const f = factories(h);
    await f.terms();
    token = (await h.operator()).token;
    other = await h.operator();
    const pkg = await f.pointPackage({ amount: 1000, price: 1200 });
    world.konbiniPrice = pkg.konbini.price;
    const creator = await f.creator({ months: [1], tiers: [{ monthly: 500 }] });

    // Two card purchases of 1,000pt (¥1,200 each) by one fan, both refunded later.
    world.buyer = await fanWithSavedCard(h);
    // Two intents (two keys): a repeated identical call without a key would answer the first.
    for (const key of ['dashboard-buy-1', 'dashboard-buy-2'])
      expect(
        (await h.gql(BUY_KEYED, { prices: [pkg.card.id], key }, { token: world.buyer.token })).errors,
      ).toBeUndefined();
    // A konbini voucher, open until paid at the store.
    const konbiniFan = await h.signedInListener();
    world.konbiniFan = konbiniFan;
    const voucher = await buy(konbiniFan.token, [pkg.konbini.id], 'konbini_one_time_payment');
    const intent = /\/vouchers\/(pi_[A-Za-z0-9_]+)/.exec(voucher.data?.managePaymentV2.konbiniPaymentUrl)![1];
    await live.settled();
    expect(ok(await ops(FIND, { q: konbiniFan.email })).findFans[0].reconcileStatus.openPointPurchases).toBe(
      1,
    );
    await pressSandboxButton(`/vouchers/${intent}/pay`);
    // A card that declines: the purchase fails.
    const declined = await fanWithSavedCard(h, DECLINES);
    await buy(declined.token, [pkg.card.id], 'one_time_payment');
    // A card member of tier 1 (¥500 a month) whose renewal then declines.
    world.member = await fanWithSavedCard(h);
    expect(
      (await buy(world.member.token, [creator.price(1, 1)], 'recurring_payment')).errors,
    ).toBeUndefined();
    await live.settled();
    world.subscription = (await subscriptionIdOf(h, world.member.listenerId, creator.id))!;
    world.invoice = (
      await h.db.query<{ stripe_invoice_id: string }>('SELECT stripe_invoice_id FROM membership_payments')
    )[0]!.stripe_invoice_id;

    world.purchases = await h.db.query(
      `SELECT id::text AS id, stripe_payment_intent_id FROM point_purchases WHERE listener_id = $1 ORDER BY created_at`,
      [world.buyer.listenerId],
    );
    // The refunds, on the test's clock: 23:30 JST two days ago, then 00:30 JST the day after.
    clock = atJst(twoDaysAgo, '23:30:00');
    const refund = `mutation($id: String!) { refundPointPurchase(purchaseId: $id, reason: "テスト") { refundedYen } }`;
    ok(await ops(refund, { id: world.purchases[0]!.id }));
    clock = atJst(yesterday, '00:30:00');
    ok(await ops(refund, { id: world.purchases[1]!.id }, other.token));
    clock = null;

    await world.member.save(DECLINES);
    await live.advancePastRenewal();
  }, 120_000);
  afterAll(() => live?.close());

  it('counts revenue, refunds, points, memberships and failed payments on their JST day', async () => {
    const { dashboard } = ok(await ops(DASHBOARD, { from: twoDaysAgo, to: today, by: 'DAY' }));
    const zero = { cardYen: 0, konbiniYen: 0, refundedYen: 0, totalYen: 0, pointsYen: 0, membershipsYen: 0 };
    expect(dashboard.revenue).toEqual([
      { ...zero, date: twoDaysAgo, cardYen: -1200, refundedYen: 1200, totalYen: -1200, pointsYen: -1200 },
      { ...zero, date: yesterday, cardYen: -1200, refundedYen: 1200, totalYen: -1200, pointsYen: -1200 },
      {
        date: today,
        cardYen: 2400 + 500,
        konbiniYen: world.konbiniPrice,
        refundedYen: 0,
        totalYen: 2900 + world.konbiniPrice,
        pointsYen: 2400 + world.konbiniPrice,
        membershipsYen: 500,
      },
    ]);
    expect(dashboard.points).toEqual([
      { date: twoDaysAgo, sold: 0, spent: 0, refunded: 1000, granted: 0 },
      { date: yesterday, sold: 0, spent: 0, refunded: 1000, granted: 0 },
      { date: today, sold: 3000, spent: 0, refunded: 0, granted: 0 },
    ]);
    // Joining a paid tier: the free membership first, then the move to the paid tier.
    expect(dashboard.memberships).toEqual([
      { date: twoDaysAgo, started: 0, ended: 0, startedByChange: 0, endedByChange: 0 },
      { date: yesterday, started: 0, ended: 0, startedByChange: 0, endedByChange: 0 },
      { date: today, started: 2, ended: 1, startedByChange: 1, endedByChange: 1 },
    ]);
    expect(dashboard.membershipTiers).toEqual([
      { tierRank: 0, started: 1, ended: 1, startedByChange: 0, endedByChange: 1 },
      { tierRank: 1, started: 1, ended: 0, startedByChange: 1, endedByChange: 0 },
    ]);
    const none = {
      pointPurchasesCard: 0,
      pointPurchasesKonbini: 0,
      renewalsCard: 0,
      renewalsKonbini: 0,
      yen: 0,
    };
    expect(dashboard.failedPayments).toEqual([
      { ...none, date: twoDaysAgo },
      { ...none, date: yesterday },
      { ...none, date: today, pointPurchasesCard: 1, renewalsCard: 1, yen: 1200 + 500 },
    ]);
    expect(dashboard.reconciliation).toMatchObject({ openPointPurchases: 0, openRenewals: 1 });
  });

  it('sums months from the same rows, and one day alone', async () => {
    const days = ok(await ops(DASHBOARD, { from: twoDaysAgo, to: today, by: 'DAY' })).dashboard.revenue;
    const months = ok(await ops(DASHBOARD, { from: twoDaysAgo, to: today, by: 'MONTH' })).dashboard.revenue;
    const expected = new Map<string, number>();
    for (const d of days) {
      const month = `${d.date.slice(0, 7)}-01`;
      expected.set(month, (expected.get(month) ?? 0) + d.totalYen);
    }
    expect(months.map((m: { date: string; totalYen: number }) => [m.date, m.totalYen])).toEqual([
      ...expected,
    ]);
    const single = ok(await ops(DASHBOARD, { from: yesterday, to: yesterday, by: 'DAY' })).dashboard;
    expect(single.revenue).toEqual([expect.objectContaining({ date: yesterday, refundedYen: 1200 })]);
    expect(single.memberships).toEqual([
      { date: yesterday, started: 0, ended: 0, startedByChange: 0, endedByChange: 0 },
    ]);
    expect(single.membershipTiers).toEqual([]);
  });

  it('writes a membership event once however often the subscription converges', async () => {
    const count = async () =>
      (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM membership_events'))[0]!.n;
    const before = await count();
    for (let i = 0; i < 3; i++) await convergeMembership(h.services, world.subscription);
    expect(await count()).toBe(before);
  });

  it("shows the reconciler's last pass and the last report", async () => {
    await runReconciler(h.services);
    const report = await h.admin.fetch('http://api.test/admin/reconcile', {
      headers: { authorization: `Bearer ${h.services.config.ADMIN_TOKEN}` },
    });
    expect(report.status).toBe(200);
    const mismatches = ((await report.json()) as { mismatches: unknown[] }).mismatches.length;
    const { reconciliation } = ok(await ops(DASHBOARD, { from: today, to: today, by: 'DAY' })).dashboard;
    expect(reconciliation.lastPass.outcome).toBe('ok');
    expect(Date.now() - Date.parse(reconciliation.lastPass.finishedAt)).toBeLessThan(60_000);
    expect(reconciliation.lastReport).toEqual({ outcome: mismatches ? 'mismatches' : 'ok' });
  });

  it('refuses a bad range with the reason', async () => {
    for (const [from, to] of [
      [today, twoDaysAgo],
      ['2025-01-01', '2026-01-02'],
      ['2026-02-30', '2026-03-01'],
      ['2026/01/01', '2026-01-02'],
    ]) {
      const result = await ops(DASHBOARD, { from, to, by: 'DAY' });
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toMatch(/[ぁ-ん].*\(.+\)/);
    }
    expect(
      ok(await ops(DASHBOARD, { from: '2025-01-01', to: '2026-01-01', by: 'MONTH' })).dashboard.revenue,
    ).toHaveLength(13);
  });

  it('finds a fan by listener id, e-mail and each kind of Stripe id', async () => {
    const ids = async (q: string) => ok(await ops(FIND, { q })).findFans.map((f: { id: number }) => f.id);
    const { buyer, member } = world;
    expect(await ids(String(buyer.listenerId))).toEqual([buyer.listenerId]);
    expect(await ids(buyer.email.toUpperCase())).toEqual([buyer.listenerId]);
    expect(await ids(buyer.customerId)).toEqual([buyer.listenerId]);
    expect(await ids(world.purchases[0]!.stripe_payment_intent_id)).toEqual([buyer.listenerId]);
    expect(await ids(world.subscription)).toEqual([member.listenerId]);
    expect(await ids(world.invoice)).toEqual([member.listenerId]);
    const [renewal] = await h.db.query<{ invoice_id: string }>('SELECT invoice_id FROM unpaid_renewals');
    expect(await ids(renewal!.invoice_id)).toEqual([member.listenerId]);
    expect(await ids('cus_nobody')).toEqual([]);
    const [found] = ok(await ops(FIND, { q: String(member.listenerId) })).findFans;
    expect(found.reconcileStatus).toEqual({
      openPointPurchases: 0,
      pendingRegistrations: 0,
      openRenewals: 1,
    });
    for (const q of ['', 'hello', 'ch_123', '99999999999'])
      expect(codeOf(await ops(FIND, { q }))).toBe('BAD_USER_INPUT');
  });

  it("pages a fan's ledger and purchases by keyset", async () => {
    const first = ok(await ops(LEDGER, { id: world.buyer.listenerId })).fans[0];
    expect(first.ledgerPage.nodes).toHaveLength(3);
    expect(first.ledgerPage.pageInfo.hasNextPage).toBe(true);
    expect(first.purchasesPage).toMatchObject({
      nodes: [{ method: 'card' }],
      pageInfo: { hasNextPage: true },
    });
    const after = first.ledgerPage.pageInfo.endCursor;
    const second = ok(await ops(LEDGER, { id: world.buyer.listenerId, after })).fans[0];
    expect(second.ledgerPage).toEqual({
      nodes: [expect.any(Object)],
      pageInfo: expect.objectContaining({ hasNextPage: false }),
    });
    const all = [...first.ledgerPage.nodes, ...second.ledgerPage.nodes]
      .map((n) => `${n.kind}${n.amount}`)
      .sort();
    expect(all).toEqual(['purchase1000', 'purchase1000', 'refund-1000', 'refund-1000']);
    const forged = await ops(LEDGER, {
      id: world.buyer.listenerId,
      after: Buffer.from('audit|x|1').toString('base64url'),
    });
    expect(codeOf(forged)).toBe('BAD_USER_INPUT');
  });

  it('filters the audit log by operator, action and time, a page at a time', async () => {
    const page = async (vars: Record<string, unknown>) => ok(await ops(AUDIT, vars)).auditLogPage;
    const refunds = await page({ action: 'refundPointPurchase' });
    expect(refunds.nodes.map((n: { target: string }) => n.target)).toEqual([
      `purchase:${world.purchases[1]!.id}`,
      `purchase:${world.purchases[0]!.id}`,
    ]);
    // Their sign-in (decisions 041, 053) is theirs too: the enrolment's status read, its begin and its
    // first code.
    expect((await page({ operator: other.uid })).nodes.map((n: { action: string }) => n.action)).toEqual([
      'refundPointPurchase',
      'activateSecondFactor',
      'beginSecondFactorEnrollment',
      'read:operatorSecondFactor',
    ]);
    expect((await page({ operator: other.email.toUpperCase() })).nodes).toHaveLength(4);
    // Rows carry the database's time (not the test's clock): split at the refunds' own times.
    const [newest, oldest] = refunds.nodes as { occurredAt: string }[];
    const since = await page({ action: 'refundPointPurchase', from: newest!.occurredAt });
    expect(since.nodes).toHaveLength(1);
    const until = await page({ action: 'refundPointPurchase', to: oldest!.occurredAt });
    expect(until.nodes.map((n: { operatorUid: string }) => n.operatorUid)).not.toContain(other.uid);
    // changesOnly leaves the reads out; paging one row at a time walks the same rows.
    const changes = await page({ changesOnly: true, first: 100 });
    expect(changes.nodes.some((n: { action: string }) => n.action.startsWith('read:'))).toBe(false);
    const walked: string[] = [];
    let after: string | null = null;
    do {
      const p: {
        nodes: { action: string; occurredAt: string }[];
        pageInfo: { endCursor: string | null; hasNextPage: boolean };
      } = await page({ changesOnly: true, first: 1, after });
      walked.push(...p.nodes.map((n) => n.action + n.occurredAt));
      after = p.pageInfo.hasNextPage ? p.pageInfo.endCursor : null;
    } while (after);
    expect(walked).toEqual(
      changes.nodes.map((n: { action: string; occurredAt: string }) => n.action + n.occurredAt),
    );
    expect(codeOf(await ops(AUDIT, { from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' }))).toBe(
      'BAD_USER_INPUT',
    );
    // Every read above is audited with its arguments.
    const [read] = await h.db.query<{ input: { reads: { field: string; args: object }[] } }>(
      `SELECT input FROM operator_audit_log WHERE action = 'read:dashboard' ORDER BY id LIMIT 1`,
    );
    expect(read!.input.reads[0]).toMatchObject({ field: 'dashboard', args: { from: twoDaysAgo, to: today } });
  });

  it("refuses a fan's token and no token on every new field", async () => {
    for (const [query, variables] of [
      [DASHBOARD, { from: today, to: today, by: 'DAY' }],
      [FIND, { q: 'fan@example.com' }],
      [AUDIT, {}],
      [LEDGER, { id: world.buyer.listenerId }],
    ] as const) {
      expect(codeOf(await ops(query, variables, null))).toBe('UNAUTHENTICATED');
      expect(codeOf(await ops(query, variables, world.buyer.token))).toBe('FORBIDDEN');
    }
  });
});

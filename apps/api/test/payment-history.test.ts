import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/db';
import { listPayments } from '../src/modules/payment-history/payment-history.repository';
import { codeOf } from './support/harness';
import { pressSandboxButton } from './support/browser-stripe';
import { BUY, priceOf } from './support/memberships';
import { fanWithSavedCard } from './support/point-fans';
import { deliveriesForFile } from './support/sandbox-deliveries';
import { factories } from './support/factories';

const HISTORY = `query($first: Int, $after: String, $last: Int, $before: String) {
  paymentsConnection(first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node {
      paymentId kind status occurredAt paidAt amount refundedAmount method cardBrand cardLast4
      points unit creatorName tierTitle months
    } }
    pageInfo { hasNextPage hasPreviousPage endCursor startCursor }
  }
}`;
const RECEIPT = `query($id: String!) { paymentReceipt(paymentId: $id) {
  receiptNumber issuerName registrationNumber paidAt totalAmount taxRate taxAmount
  payment { paymentId kind status amount refundedAmount method cardBrand cardLast4 points unit }
} }`;

// Every kind of yen payment reaches the fan's history once, from our own tables, through the sandbox's
// real webhook deliveries. Paging rows are also written by hand, so the reconcile report (which would
// miss their Stripe objects) is not run at the end.
describe('payment history and receipts', () => {
  let c: number;
  let pkg: { card: { id: string; amount: number; price: number }; konbini: { id: string; price: number } };
  const live = deliveriesForFile({ reconcileAtClose: false }, async (h) => {
    c = (await factories(h).creator()).id;
    pkg = await factories(h).pointPackage({ amount: 1000, price: 1200 });
  });
  const { h, settled } = live;

  const history = async (token: string, vars: Record<string, unknown> = { first: 50 }) => {
    const result = await h.gql<any>(HISTORY, vars, { token });
    expect(result.errors).toBeUndefined();
    return result.data!.paymentsConnection;
  };
  const nodes = async (token: string) => (await history(token)).edges.map((e: any) => e.node);
  const buy = (token: string, prices: string[], type: string) => h.gql<any>(BUY, { prices, type }, { token });

  it('a card point purchase: once, paid, by the saved card, with a receipt', async () => {
    const fan = await fanWithSavedCard(h);
    expect((await buy(fan.token, [pkg.card.id], 'one_time_payment')).data?.managePaymentV2.status).toBe(
      'succeeded',
    );
    await settled();
    const [row, ...rest] = await nodes(fan.token);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      kind: 'points',
      status: 'paid',
      amount: 1200,
      refundedAmount: 0,
      method: 'card',
      cardBrand: 'visa',
      cardLast4: '4242',
      points: 1000,
      creatorName: null,
    });
    expect(row.paidAt).not.toBeNull();
    expect(row.paymentId).toMatch(/^point-[0-9a-f-]{36}$/);

    const first = await h.gql<any>(RECEIPT, { id: row.paymentId }, { token: fan.token });
    expect(first.errors).toBeUndefined();
    const receipt = first.data!.paymentReceipt;
    expect(receipt).toMatchObject({
      issuerName: h.services.config.RECEIPT_ISSUER_NAME,
      registrationNumber: expect.stringMatching(/^T\d{13}$/),
      totalAmount: 1200,
      taxRate: 10,
      // floor(1200 × 10 / 110) = floor(109.09…)
      taxAmount: 109,
      payment: { kind: 'points', status: 'paid', amount: 1200, cardLast4: '4242' },
    });
    expect(receipt.receiptNumber).toMatch(/^P\d{8}-[0-9A-F]{10}$/);
    // The same payment, the same receipt.
    expect((await h.gql<any>(RECEIPT, { id: row.paymentId }, { token: fan.token })).data).toEqual(first.data);

    // Another fan asking for it learns nothing: not found, as for an id that does not exist.
    const other = await h.signedInListener();
    expect(codeOf(await h.gql(RECEIPT, { id: row.paymentId }, { token: other.token }))).toBe('NOT_FOUND');
    expect(await nodes(other.token)).toEqual([]);
    for (const id of ['point-00000000-0000-4000-8000-000000000000', 'membership-in_nope', 'bogus', ''])
      expect(codeOf(await h.gql(RECEIPT, { id }, { token: fan.token }))).toBe('NOT_FOUND');
  });

  it('a konbini point purchase: waiting at the store (no receipt yet), then paid, still one row', async () => {
    const fan = await h.signedInListener();
    const result = await buy(fan.token, [pkg.konbini.id], 'konbini_one_time_payment');
    const intent = /\/vouchers\/(pi_[A-Za-z0-9_]+)/.exec(result.data?.managePaymentV2.konbiniPaymentUrl)![1]!;
    await settled();
    const [waiting, ...none] = await nodes(fan.token);
    expect(none).toEqual([]);
    expect(waiting).toMatchObject({
      kind: 'points',
      status: 'awaiting_konbini',
      method: 'konbini',
      amount: pkg.konbini.price,
      paidAt: null,
      cardBrand: null,
    });
    expect(codeOf(await h.gql(RECEIPT, { id: waiting.paymentId }, { token: fan.token }))).toBe(
      'BAD_USER_INPUT',
    );

    await pressSandboxButton(`/vouchers/${intent}/pay`);
    await settled();
    const [paid, ...still] = await nodes(fan.token);
    expect(still).toEqual([]);
    expect(paid).toMatchObject({
      paymentId: waiting.paymentId,
      occurredAt: waiting.occurredAt, // the order's place in the list does not move
      status: 'paid',
      method: 'konbini',
      cardLast4: null,
    });
    expect(paid.paidAt).not.toBeNull();
    const receipt = (await h.gql<any>(RECEIPT, { id: paid.paymentId }, { token: fan.token })).data!;
    expect(receipt.paymentReceipt.payment).toMatchObject({ method: 'konbini', status: 'paid' });
  });

  it('a paid membership registration by card: once, with its creator, tier and card', async () => {
    const fan = await fanWithSavedCard(h, '5555555555554444');
    const result = await buy(fan.token, [await priceOf(h, c, 2)], 'recurring_payment');
    expect(result.data?.managePaymentV2.status).toBe('succeeded');
    await settled();
    const rows = await nodes(fan.token);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'membership_registration',
      status: 'paid',
      amount: 1200,
      method: 'card',
      cardBrand: 'mastercard',
      cardLast4: '4444',
      months: 1,
      points: null,
    });
    expect(rows[0].paymentId).toMatch(/^membership-in_/);
    expect(rows[0].creatorName).toMatch(/^テスト /);
    expect(rows[0].tierTitle).toBeTruthy();
    const receipt = (await h.gql<any>(RECEIPT, { id: rows[0].paymentId }, { token: fan.token })).data!;
    expect(receipt.paymentReceipt).toMatchObject({ totalAmount: 1200, taxAmount: 109 });
    expect(receipt.paymentReceipt.receiptNumber).toMatch(/^M\d{8}-/);
  });

  it("an upgrade's charge is a plan change payment of the new tier, adding no months", async () => {
    const fan = await fanWithSavedCard(h);
    await buy(fan.token, [await priceOf(h, c, 2)], 'recurring_payment');
    const up = await buy(fan.token, [await priceOf(h, c, 3)], 'upgrade_recurring_payment');
    expect(up.data?.managePaymentV2.status).toBe('succeeded');
    await settled();
    // Stripe's paid_at has whole seconds: both may share one, so their order is the invoice ids'.
    const rows = (await nodes(fan.token)).sort((a: any, b: any) => a.kind.localeCompare(b.kind));
    expect(rows.map((r: any) => [r.kind, r.months])).toEqual([
      ['membership_plan_change', 0],
      ['membership_registration', 1],
    ]);
    // The proration: more than nothing, less than the new tier's whole month (¥3,000).
    expect(rows[0].amount).toBeGreaterThan(0);
    expect(rows[0].amount).toBeLessThanOrEqual(3000);
    expect(rows[0].tierTitle).not.toBe(rows[1].tierTitle);
    const card = await h.gql<any>(
      'query($c: Int!) { subscriptionMembership(contributorId: $c) { totalDuration } }',
      { c },
      { token: fan.token },
    );
    expect(card.data?.subscriptionMembership.totalDuration).toBe(1);
  });

  it('refunds: a whole refund and a partial one, each shown on its row and its receipt', async () => {
    const fan = await fanWithSavedCard(h);
    // Two taps (two keys): two purchases.
    for (const key of ['refund-whole', 'refund-part'])
      await h.gql(
        `mutation($p: [String!]!, $k: String) {
          managePaymentV2(prices: $p, paymentType: one_time_payment, idempotencyKey: $k) { status } }`,
        { p: [pkg.card.id], k: `${key}-${fan.listenerId}` },
        { token: fan.token },
      );
    await settled();
    const intents = await h.db.query<{ intent: string }>(
      `SELECT stripe_payment_intent_id AS intent FROM point_purchases WHERE listener_id = $1 ORDER BY created_at`,
      [fan.listenerId],
    );
    expect(intents).toHaveLength(2);
    await h.services.stripe.refunds.create({ payment_intent: intents[0]!.intent });
    await h.services.stripe.refunds.create({ payment_intent: intents[1]!.intent, amount: 200 });
    await settled();
    const rows = await nodes(fan.token);
    expect(rows.map((r: any) => [r.status, r.amount, r.refundedAmount])).toEqual([
      ['partly_refunded', 1200, 200],
      ['refunded', 1200, 1200],
    ]);
    const receipt = (await h.gql<any>(RECEIPT, { id: rows[1].paymentId }, { token: fan.token })).data!;
    expect(receipt.paymentReceipt.payment).toMatchObject({ status: 'refunded', refundedAmount: 1200 });
  });

  it('pages by keyset over both sources, ties included: no duplicates, no gaps, both directions', async () => {
    const fan = await fanWithSavedCard(h);
    await buy(fan.token, [await priceOf(h, c, 3)], 'recurring_payment');
    await settled();
    const [membership] = await h.db.query<{ id: number; tier_id: number }>(
      'SELECT id, tier_id FROM memberships WHERE listener_id = $1',
      [fan.listenerId],
    );
    const [price] = await h.db.query<{ id: number; tier_type_id: number }>(
      `SELECT p.id, t.tier_type_id FROM point_tier_prices p JOIN point_tiers t ON t.id = p.tier_id
       WHERE p.stripe_price_id = $1`,
      [pkg.card.id],
    );
    // 30 point purchases and 12 renewals, many at the very same instant (ties across sources).
    const at = (i: number) => `2026-01-01T00:00:${String(i % 7).padStart(2, '0')}Z`;
    for (let i = 0; i < 30; i++)
      await h.db.query(
        `INSERT INTO point_purchases (project_id, listener_id, point_tier_price_id, tier_type_id, method, amount,
           price, status, created_at, paid_at, card_brand, card_last4)
         VALUES ('demo', $1, $2, $3, 'card', 100, $4, 'succeeded', $5, $5, 'visa', '4242')`,
        [fan.listenerId, price!.id, price!.tier_type_id, 100 + i, at(i)],
      );
    for (let i = 0; i < 12; i++)
      await h.db.query(
        `INSERT INTO membership_payments (stripe_invoice_id, membership_id, tier_id, months, amount, paid_at, method, reason)
         VALUES ($1, $2, $3, 1, 3000, $4, 'card', 'renewal')`,
        [`in_paging_${fan.listenerId}_${i}`, membership!.id, membership!.tier_id, at(i)],
      );
    const all = await nodes(fan.token);
    expect(all).toHaveLength(43);
    const times = all.map((n: any) => Date.parse(n.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const forward: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: any = await history(fan.token, { first: 10, after });
      forward.push(...page.edges.map((e: any) => e.node.paymentId));
      pages++;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(5);
    expect(forward).toEqual(all.map((n: any) => n.paymentId));

    const backward: string[] = [];
    let before: string | null = null;
    for (;;) {
      const page: any = await history(fan.token, { last: 10, before });
      backward.unshift(...page.edges.map((e: any) => e.node.paymentId));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
    }
    expect(backward).toEqual(forward);

    expect(codeOf(await h.gql(HISTORY, { first: 10, after: 'not-a-cursor' }, { token: fan.token }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('reads a page through the keyset index of each source (PostgreSQL)', async () => {
    if (h.db.kind !== 'postgres') return; // the check is for the server's planner
    // The very statement a second page runs, captured, then explained.
    let statement: { sql: string; params: unknown[] } | null = null;
    const capture = {
      query: async (sql: string, params: unknown[] = []) => {
        statement = { sql, params };
        return [];
      },
    } as unknown as Queryable;
    const key = { at: '2026-01-01T00:00:03.000000Z', source: 'point' as const, id: randomUUID() };
    await listPayments(capture, { listenerId: 1, after: key, limit: 21, inverted: false });
    const { sql, params } = statement!;
    const plan = await h.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    });
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('point_purchases_listener_page_idx');
    expect(text).toContain('membership_payments_listener_page_idx');
  });
});

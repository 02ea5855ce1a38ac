import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkPlainText } from '@fan/shared';
import { maskError } from '../src/graphql/mask-error';
import { READY_CACHE_MS } from '../src/http/health';
import { reconcileReport } from '../src/modules/reconcile/reconcile-report';
import { purchaseTapState, whileStripeDown } from './support/outages';
import { codeOf, harnessForFile, ok, type GqlResult } from './support/harness';
import { opsGql } from './support/ops-endpoint';
import { postWebhook, stripeEvent } from './support/webhook-events';
import { fanWithSavedCard } from './support/point-fans';
import { cardPointPrice, factories } from './support/factories';

// Issue 27, deliverable 5 (decision 030): what an attacker's review turned into INTERNAL answers is
// now a coded error, or the right behaviour.
const BUY = `mutation($prices: [String!]!, $key: String) {
  managePaymentV2(prices: $prices, paymentType: one_time_payment, idempotencyKey: $key) { status }
}`;
const GRANT = 'mutation($i: GrantPointsInput!) { grantPoints(input: $i) { posted entryId free } }';
const REFUND =
  'mutation($p: String!, $r: String!) { refundPointPurchase(purchaseId: $p, reason: $r) { stripeRefundId refundedYen paid } }';

describe('no INTERNAL anywhere', () => {
  let token: string;
  let price: { id: string; amount: number };
  let pointTypeId: number;
  const h = harnessForFile({}, async (h) => {
    token = (await h.operator()).token;
    price = await cardPointPrice(h);
    const make = factories(h);
    pointTypeId = (await make.pointType()).id;
    // The creator an operator's update names (id 1), and terms in force.
    await make.creator({ tiers: [] });
    await make.terms();
  });

  const ops = <T = Record<string, any>>(query: string, variables = {}) =>
    opsGql<T>(h, token, query, variables);
  const purchaseOf = async (listenerId: number) =>
    (
      await h.db.query<{ id: string; intent: string }>(
        `SELECT id::text, stripe_payment_intent_id AS intent FROM point_purchases
         WHERE listener_id = $1 AND status = 'succeeded' ORDER BY created_at DESC LIMIT 1`,
        [listenerId],
      )
    )[0]!;

  it('answers Stripe unreachable mid-purchase with SERVICE_UNAVAILABLE, retryable, and keeps the tap retryable', async () => {
    const fan = await fanWithSavedCard(h);
    const key = `tap-${crypto.randomUUID()}`;
    const failed = await whileStripeDown(h, () =>
      h.gql(BUY, { prices: [price.id], key }, { token: fan.token }),
    );
    expect(failed.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryable: true });
    expect(await purchaseTapState(h, fan.listenerId)).toBe('retryable');
    const again = await h.gql(BUY, { prices: [price.id], key }, { token: fan.token });
    expect(again.data?.managePaymentV2.status).toBe('succeeded');
  });

  it('classifies Stripe 5xx, 429 and connection errors as retryable, and a decline not', () => {
    const extensionsOf = (e: unknown) => (maskError(e) as GraphQLError).extensions;
    for (const type of ['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError'])
      expect(extensionsOf(Object.assign(new Error('x'), { type }))).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        retryable: true,
      });
    expect(extensionsOf(Object.assign(new Error('x'), { type: 'StripeCardError' })).code).toBe(
      'INTERNAL_SERVER_ERROR',
    );
  });

  it('grants once per key: the same grant repeated or sent four times at once answers one entry; another fan or amount is CONFLICT', async () => {
    const fan = await h.signedInListener();
    const other = await h.signedInListener();
    const idempotencyKey = `ticket-${crypto.randomUUID()}`;
    const input = { fanId: fan.listenerId, pointTypeId, amount: 25, reason: 'お詫び', idempotencyKey };
    const parallel = await Promise.all([1, 2, 3, 4].map(() => ops(GRANT, { i: input })));
    for (const r of parallel) expect(r.errors).toBeUndefined();
    const entries = new Set(parallel.map((r) => r.data!.grantPoints.entryId));
    expect(entries.size).toBe(1);
    expect(parallel.filter((r) => r.data!.grantPoints.posted)).toHaveLength(1);
    const [count] = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM point_ledger_entries WHERE listener_id = $1',
      [fan.listenerId],
    );
    expect(count!.n).toBe(1);

    expect(codeOf(await ops(GRANT, { i: { ...input, fanId: other.listenerId } }))).toBe('CONFLICT');
    expect(codeOf(await ops(GRANT, { i: { ...input, amount: 26 } }))).toBe('CONFLICT');
    expect(codeOf(await ops(GRANT, { i: { ...input, reason: '別件' } }))).toBe('CONFLICT');
    const [otherCount] = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM point_ledger_entries WHERE listener_id = $1',
      [other.listenerId],
    );
    expect(otherCount!.n).toBe(0);

    // One key sent at once for two fans: one grant, the other CONFLICT, never INTERNAL.
    const shared = `ticket-${crypto.randomUUID()}`;
    const race = await Promise.all(
      [fan, other, fan, other].map((f) =>
        ops(GRANT, { i: { ...input, fanId: f.listenerId, idempotencyKey: shared } }),
      ),
    );
    const codes = race.map((r) => (r.errors ? codeOf(r) : 'OK'));
    expect(codes.filter((c) => c !== 'OK' && c !== 'CONFLICT')).toEqual([]);
    expect(new Set(race.filter((r) => r.data).map((r) => r.data!.grantPoints.entryId)).size).toBe(1);
  });

  it('acknowledges a signed webhook about an object Stripe does not have (200), and records it', async () => {
    const cases: [string, string, Record<string, unknown>][] = [
      ['evt_missing_pi', 'payment_intent.succeeded', { id: 'pi_not_ours_123', object: 'payment_intent' }],
      ['evt_missing_ch', 'charge.refunded', { id: 'ch_not_ours_123', object: 'charge' }],
      ['evt_missing_in', 'invoice.paid', { id: 'in_not_ours_123', object: 'invoice' }],
      [
        'evt_missing_sub',
        'customer.subscription.updated',
        { id: 'sub_not_ours_123', object: 'subscription' },
      ],
    ];
    for (const [id, type, object] of cases) {
      const response = await postWebhook(h, stripeEvent(id, type, object));
      expect([id, response.status]).toEqual([id, 200]);
    }
    const rows = await h.db.query<{ id: string; processed: boolean }>(
      `SELECT id, processed_at IS NOT NULL AS processed FROM stripe_events WHERE id LIKE 'evt_missing_%' ORDER BY id`,
    );
    expect(rows.every((r) => r.processed)).toBe(true);
    expect(rows).toHaveLength(cases.length);
  });

  it('refuses a purchase id that is not one, and out-of-range dates, as BAD_USER_INPUT', async () => {
    for (const p of ['-'.repeat(36), 'x', '00000000000000000000000000000000000g'])
      expect([p, codeOf(await ops(REFUND, { p, r: '誤購入' }))]).toEqual([p, 'BAD_USER_INPUT']);
    expect(codeOf(await ops(REFUND, { p: crypto.randomUUID(), r: '誤購入' }))).toBe('NOT_FOUND');

    const far = ['+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '0001-01-01T00:00:00Z'];
    for (const at of far) {
      const promotion = await ops(
        'mutation($i: CreatePromotionCodeInput!) { createPromotionCode(input: $i) { id } }',
        {
          i: {
            code: `FAR${Math.floor(Math.random() * 1e6)}`,
            name: '遠い日付',
            pointTypeId,
            amount: 10,
            maxRedemptions: 1,
            validFrom: new Date().toISOString(),
            validUntil: at,
          },
        },
      );
      expect([at, codeOf(promotion)]).toEqual([at, 'BAD_USER_INPUT']);
      expect(promotion.errors![0]!.message).toMatch(/between 1970/);
      const maintenance = await ops(
        'mutation($i: StartMaintenanceInput!) { startMaintenance(input: $i) { id } }',
        { i: { platform: 'web', windowEnd: at } },
      );
      expect([at, codeOf(maintenance)]).toEqual([at, 'BAD_USER_INPUT']);
      const terms = await ops('mutation($i: PublishTermsInput!) { publishTerms(input: $i) { id } }', {
        i: { version: '99.0', title: '規約', body: '本文', effectiveAt: at },
      });
      expect([at, codeOf(terms)]).toEqual([at, 'BAD_USER_INPUT']);
    }
  });

  it('converges a refund racing a Dashboard refund: recorded once, no INTERNAL', async () => {
    const fan = await fanWithSavedCard(h);
    ok(await h.gql(BUY, { prices: [price.id], key: `tap-${crypto.randomUUID()}` }, { token: fan.token }));
    const purchase = await purchaseOf(fan.listenerId);
    // Refunded in the Dashboard a moment before the operator's call (its webhook not yet delivered).
    const dashboard = await h.services.stripe.refunds.create({ payment_intent: purchase.intent });
    const refunded = ok(await ops(REFUND, { p: purchase.id, r: '誤購入' })).refundPointPurchase;
    expect(refunded).toMatchObject({ stripeRefundId: dashboard.id, paid: 0 });
    const entries = await h.db.query<{ kind: string; amount: number }>(
      `SELECT kind, amount FROM point_ledger_entries WHERE listener_id = $1 AND kind = 'refund'`,
      [fan.listenerId],
    );
    expect(entries).toEqual([{ kind: 'refund', amount: -price.amount }]);
    expect(codeOf(await ops(REFUND, { p: purchase.id, r: '誤購入' }))).toBe('CONFLICT');
  });

  it('reconciles a refund made after a partial Dashboard refund, and lists the partial one for support', async () => {
    const fan = await fanWithSavedCard(h);
    ok(await h.gql(BUY, { prices: [price.id], key: `tap-${crypto.randomUUID()}` }, { token: fan.token }));
    const purchase = await purchaseOf(fan.listenerId);
    const partial = await h.services.stripe.refunds.create({ payment_intent: purchase.intent, amount: 200 });
    // Its charge.refunded not handled yet (this file delivers no webhooks): the report names the Refund
    // the product has not recorded, and lists the partial refund for support.
    const partly = await reconcileReport(h.services);
    expect(partly.mismatches).toEqual([expect.objectContaining({ kind: 'refund-yen', id: purchase.id })]);
    expect(partly.refundedOutside).toEqual([
      expect.objectContaining({ kind: 'partial-refund', id: purchase.id }),
    ]);
    // The rest refunded through the product: the points come back once, the tool records the charge's
    // earlier Refund with its own, and nothing is flagged.
    const refunded = ok(await ops(REFUND, { p: purchase.id, r: '誤購入' })).refundPointPurchase;
    expect(refunded).toMatchObject({ refundedYen: 1000, paid: 0 });
    const after = await reconcileReport(h.services);
    expect(after.mismatches).toEqual([]);
    expect(after.refundedOutside).toEqual([]);
    const recorded = await h.db.query<{ id: string }>(
      'SELECT stripe_refund_id AS id FROM point_refunds WHERE purchase_id = $1',
      [purchase.id],
    );
    expect(recorded.map((r) => r.id)).toContain(partial.id);
  });

  it('refuses control characters and direction overrides in operator free text', async () => {
    const fan = await h.signedInListener();
    const base = { fanId: fan.listenerId, pointTypeId, amount: 1 };
    for (const reason of [
      'tab\there',
      'two\nlines',
      'evil\u202Etxt',
      'mark\u200F',
      'iso\u2066x\u2069',
      'nul\u0000',
    ])
      expect([reason, codeOf(await ops(GRANT, { i: { ...base, reason } }))]).toEqual([
        reason,
        'BAD_USER_INPUT',
      ]);
    expect(codeOf(await ops(REFUND, { p: crypto.randomUUID(), r: 'x\u202Ey' }))).toBe('BAD_USER_INPUT');
    const tier = await ops('mutation($i: UpdateCreatorInput!) { updateCreator(input: $i) { id } }', {
      i: { id: 1, name: 'a\u202Db' },
    });
    expect(codeOf(tier)).toBe('BAD_USER_INPUT');
    expect(
      ok(await ops(GRANT, { i: { ...base, reason: 'ご不便をおかけしました 😀' } })).grantPoints.posted,
    ).toBe(true);
    // The shared rule: line breaks only where the text is multi-line.
    expect(checkPlainText('a\nb')).toBe('format');
    expect(checkPlainText('a\nb\tc', { multiline: true })).toBeNull();
    expect(checkPlainText('a\u202Eb', { multiline: true })).toBe('format');
  });

  it('answers malformed JSON with a plain BAD_REQUEST, without the parser’s words', async () => {
    for (const path of ['/api/v2/graphql', '/ops/graphql']) {
      const response = await h.app.fetch(`http://api.test${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-project-id': 'demo',
          ...(path === '/ops/graphql' ? { authorization: `Bearer ${token}` } : {}),
        },
        body: '{"query": "{ __typename }",',
      });
      const body = (await response.json()) as GqlResult;
      expect(response.status).toBeLessThan(500);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
      expect(JSON.stringify(body)).not.toMatch(/originalError|SyntaxError|JSON at position/);
    }
  });

  it('tells a caller without an operator token nothing of the operators’ schema', async () => {
    const stranger = (query: string, auth?: string) =>
      h.gql(query, {}, { token: auth, path: '/ops/graphql' });
    const fan = await h.signedInListener();
    for (const query of [
      '{ mee { uid } }',
      '{ me { uidd } }',
      '{ __schema { types { name fields { name } } } }',
      '{',
    ])
      for (const [who, auth, code] of [
        ['nobody', undefined, 'UNAUTHENTICATED'],
        ['a fan', fan.token, 'FORBIDDEN'],
      ] as const) {
        const answer = await stranger(query, auth);
        expect([query, who, answer.errors?.map((e) => e.extensions?.code)]).toEqual([query, who, [code]]);
        expect(answer.data ?? null).toBeNull();
        expect(JSON.stringify(answer)).not.toMatch(/Did you mean|__schema|uid|mee/);
      }
    // An operator still gets the validation's help.
    expect((await ops('{ mee { uid } }')).errors?.[0]?.message).toMatch(/Did you mean/);
  });

  it('runs at most one readiness check a second per instance, however often /readyz is asked', async () => {
    const db = h.services.db;
    const query = db.query;
    let checks = 0;
    db.query = ((sql: string, params?: unknown[]) => {
      if (sql === 'SELECT 1') checks += 1;
      return query.call(db, sql, params);
    }) as typeof db.query;
    try {
      await new Promise((r) => setTimeout(r, READY_CACHE_MS + 50)); // past any earlier check's answer
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => h.app.fetch('http://api.test/readyz')),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      for (let i = 0; i < 20; i++) await h.app.fetch('http://api.test/readyz');
      expect(checks).toBe(1);
      await new Promise((r) => setTimeout(r, READY_CACHE_MS + 50));
      expect((await h.app.fetch('http://api.test/readyz')).status).toBe(200);
      expect(checks).toBe(2);
    } finally {
      db.query = query;
    }
  });
});

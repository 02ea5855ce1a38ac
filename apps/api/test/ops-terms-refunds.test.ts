import { describe, expect, it } from 'vitest';
import { reconcileReport } from '../src/modules/reconcile/reconcile-report';
import { codeOf, harnessForFile, ok } from './support/harness';
import { auditActions, opsGql, opsPointPackage } from './support/ops-endpoint';
import { fanWithSavedCard } from './support/point-fans';
import { factories } from './support/factories';

const BUY = `mutation($prices: [String!]!) {
  managePaymentV2(prices: $prices, paymentType: one_time_payment) { status }
}`;
const PROFILE = '{ listenerProfile { databaseId } }';

// The operators' terms and refunds, and what the fans then see through their own endpoint (the
// endpoint's access and the catalogue are in ops.test.ts).
describe('operator endpoint (/ops/graphql): terms and refunds', () => {
  let token: string;
  let clock: Date | null = null;
  const h = harnessForFile({ now: () => clock ?? new Date() }, async (h) => {
    await factories(h).terms();
    token = (await h.operator('demo')).token;
  });

  const ops = <T = Record<string, any>>(query: string, variables = {}) =>
    opsGql<T>(h, token, query, variables);

  it('publishes new terms: a signed-in fan is held at the terms once, approving lets them through', async () => {
    const fan = await h.signedInListener();
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBeUndefined();
    const PUBLISH = 'mutation($i: PublishTermsInput!) { publishTerms(input: $i) { version effectiveAt } }';
    expect(
      codeOf(
        await ops(PUBLISH, {
          i: { version: 'old', title: '利用規約', body: '本文', effectiveAt: '2020-01-01T00:00:00Z' },
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    const later = new Date(Date.now() + 3_600_000);
    ok(
      await ops(PUBLISH, {
        i: {
          version: '2026-12-01',
          title: '利用規約',
          body: '改定版\n第1条',
          effectiveAt: later.toISOString(),
        },
      }),
    );
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBeUndefined();
    clock = new Date(later.getTime() + 1000);
    try {
      expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBe('TERMS_AND_CONDITIONS_UNAPPROVED');
      const approved = await h.gql(
        'mutation { approveLatestTermsAndConditions { version } }',
        {},
        { token: fan.token },
      );
      expect(approved.data?.approveLatestTermsAndConditions.version).toBe('2026-12-01');
      expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBeUndefined();
    } finally {
      clock = null;
    }
  });

  it('refunds an unspent card purchase (Stripe, balance, history) and refuses a spent one, changing nothing', async () => {
    // A package made through this endpoint (its Stripe Prices too), bought by card.
    const { type, pkg } = await opsPointPackage(
      ops,
      { key: 'refund_points', name: 'ポイント', unit: 'pt', couponType: 'refund_point' },
      { slug: 'p1000', amount: 1000, price: 1200, konbiniFee: 190 },
    );
    const price = { id: pkg.prices[0]!.stripePriceId, amount: 1000 };
    const buyer = await fanWithSavedCard(h);
    ok(await h.gql(BUY, { prices: [price.id] }, { token: buyer.token }));
    const found = ok(
      await ops(
        `query($e: String!) { fans(email: $e) { id savedCard { brand last4 } stripeCustomerId balances { paid }
           purchases { id status stripePaymentIntentId } } }`,
        { e: buyer.email },
      ),
    ).fans;
    expect(found).toHaveLength(1);
    expect(found[0].savedCard).toEqual({ brand: 'visa', last4: '4242' });
    expect(found[0].balances).toEqual([{ paid: price.amount }]);
    const purchase = found[0].purchases[0];

    const REFUND =
      'mutation($p: String!) { refundPointPurchase(purchaseId: $p, reason: "誤購入") { stripeRefundId refundedYen paid } }';
    const refunded = ok(await ops(REFUND, { p: purchase.id })).refundPointPurchase;
    expect(refunded.paid).toBe(0);
    const refund = await h.services.stripe.refunds.retrieve(refunded.stripeRefundId);
    expect(refund).toMatchObject({ status: 'succeeded', payment_intent: purchase.stripePaymentIntentId });
    const intent = await h.services.stripe.paymentIntents.retrieve(purchase.stripePaymentIntentId);
    expect((await h.services.stripe.charges.retrieve(String(intent.latest_charge))).amount_refunded).toBe(
      intent.amount,
    );
    const history = ok(
      await h.gql('{ tierTypesConnection { nodes { databaseId balance } } }', {}, { token: buyer.token }),
    ) as any;
    expect(
      history.tierTypesConnection.nodes.find((n: { databaseId: number }) => n.databaseId === type.id).balance,
    ).toBe(0);
    const [entry] = await h.db.query<{ kind: string; amount: number }>(
      'SELECT kind, amount FROM point_ledger_entries WHERE listener_id = $1 ORDER BY id DESC LIMIT 1',
      [buyer.listenerId],
    );
    expect(entry).toEqual({ kind: 'refund', amount: -price.amount });
    expect(codeOf(await ops(REFUND, { p: purchase.id }))).toBe('CONFLICT');
    // The reconcile report follows refunds: the ledger's entry against the purchase and Stripe.
    expect(await reconcileReport(h.services)).toMatchObject({ counts: { refunds: 1 }, mismatches: [] });
    await h.db.query('UPDATE point_purchases SET stripe_refund_id = NULL WHERE id = $1', [purchase.id]);
    expect((await reconcileReport(h.services)).mismatches.map((m) => m.kind)).toEqual(['refund-entry']);
    await h.db.query('UPDATE point_purchases SET stripe_refund_id = $2 WHERE id = $1', [
      purchase.id,
      refunded.stripeRefundId,
    ]);

    const spender = await fanWithSavedCard(h);
    ok(await h.gql(BUY, { prices: [price.id] }, { token: spender.token }));
    const tierType = type;
    ok(
      await h.gql(
        'mutation($i: SpendPointsInput!) { spendPoints(input: $i) { __typename } }',
        { i: { tierTypeId: tierType.id, amount: 1, reason: 'ギフト', idempotencyKey: 'ops-test-spend-1' } },
        { token: spender.token },
      ),
    );
    const [spent] = await h.db.query<{ id: string; stripe_payment_intent_id: string }>(
      'SELECT id::text, stripe_payment_intent_id FROM point_purchases WHERE listener_id = $1',
      [spender.listenerId],
    );
    const refused = await ops(REFUND, { p: spent!.id });
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toMatch(/spent/);
    expect(
      (await h.services.stripe.refunds.list({ payment_intent: spent!.stripe_payment_intent_id })).data,
    ).toEqual([]);

    // Support grants free points with a reason the fan sees; the same ticket again posts nothing.
    const grant = async () =>
      ok(
        await ops('mutation($i: GrantPointsInput!) { grantPoints(input: $i) { posted free } }', {
          i: {
            fanId: spender.listenerId,
            pointTypeId: tierType.id,
            amount: 30,
            reason: 'お詫び',
            idempotencyKey: 'support-ticket-1',
          },
        }),
      ).grantPoints;
    expect(await grant()).toEqual({ posted: true, free: 30 });
    expect(await grant()).toEqual({ posted: false, free: 30 });
    const actions = await auditActions(h);
    expect(actions).toContain('refundPointPurchase');
    expect(actions.at(-1)).toBe('grantPoints');
  });
});

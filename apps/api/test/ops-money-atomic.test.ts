import { describe, expect, it } from 'vitest';
import { grantPoints } from '../src/ops/support/grant-points';
import { factories, opsContextFor } from './support/factories';
import { fanWithSavedCard } from './support/point-fans';
import { codeOf, harnessForFile, ok, type GqlResult } from './support/harness';

const GRANT = 'mutation($i: GrantPointsInput!) { grantPoints(input: $i) { posted free } }';
const REFUND =
  'mutation($p: String!) { refundPointPurchase(purchaseId: $p, reason: "誤購入") { stripeRefundId refundedYen } }';
const APPROVE = 'mutation($id: Int!) { approveRequest(id: $id) { id outcome result } }';
const BUY =
  'mutation($prices: [String!]!) { managePaymentV2(prices: $prices, paymentType: one_time_payment) { status } }';
const CAP_FAN = 3_000;
const CAP_OPERATOR = 6_000;
const REFUND_BOUND = 1_000;

const approvalIdOf = (r: GqlResult) =>
  (r.errors?.[0]?.extensions as { approvalId?: number } | undefined)?.approvalId;

// Issue 43 (4): an operator's money moves are checked and posted in one transaction, under locks taken
// in a fixed order (docs/decisions/054-atomic-operator-money.md). Before, the daily caps were summed
// outside the posting transaction: 30 parallel grants of 3,000 points all passed a 3,000-a-day cap.
describe('operator money moves are atomic (issue 43)', () => {
  const h = harnessForFile(
    {
      reconcileAtClose: false,
      env: {
        OPS_GRANT_DAILY_FAN_POINTS: String(CAP_FAN),
        OPS_GRANT_DAILY_OPERATOR_POINTS: String(CAP_OPERATOR),
        OPS_REFUND_APPROVAL_YEN: String(REFUND_BOUND),
      },
    },
    (h) => factories(h).terms(),
  );
  const ops = (token: string, query: string, variables = {}) =>
    h.gql(query, variables, { token, path: '/ops/graphql' });
  const grant = (token: string, fanId: number, pointTypeId: number, amount: number) =>
    ops(token, GRANT, { i: { fanId, pointTypeId, amount, reason: 'おわび' } });
  const ledgerSum = async (fanIds: number[]) =>
    (
      await h.db.query<{ n: number }>(
        `SELECT coalesce(sum(amount), 0)::int AS n FROM point_ledger_entries
         WHERE listener_id = ANY($1::int[]) AND kind = 'adjustment'`,
        [fanIds],
      )
    )[0]!.n;
  const openRequests = async (action: string, by: string) =>
    (
      await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM operator_approvals
         WHERE action = $1 AND requested_by = $2 AND decided_at IS NULL`,
        [action, by],
      )
    )[0]!.n;

  it("30 parallel grants of 3,000 points to one fan: one posts, the rest wait for a second operator, the fan's cap holds", async () => {
    const op = await h.operator('demo');
    const type = await factories(h).pointType();
    const fan = await h.signedInListener();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => grant(op.token, fan.listenerId, type.id, CAP_FAN)),
    );
    const codes = answers.map((a) => (a.errors ? codeOf(a) : 'POSTED'));
    expect(codes.filter((c) => c === 'POSTED')).toHaveLength(1);
    expect(codes.filter((c) => c === 'APPROVAL_REQUIRED')).toHaveLength(29);
    expect(await ledgerSum([fan.listenerId])).toBe(CAP_FAN);
    expect(await openRequests('grantPoints', op.uid)).toBe(29);
  });

  it('the rule itself, called 30 times at once (no HTTP between the calls): one grant posts', async () => {
    const type = await factories(h).pointType();
    const fan = await h.signedInListener();
    const ctx = { ...opsContextFor(h.services), operator: { uid: 'ops-43-direct', email: null } };
    const answers = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        grantPoints(ctx, { fanId: fan.listenerId, pointTypeId: type.id, amount: CAP_FAN, reason: 'おわび' }),
      ),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason as { code?: string }] : []));
    expect(refused.map((e) => e.code)).toEqual(Array(29).fill('APPROVAL_REQUIRED'));
    expect(await ledgerSum([fan.listenerId])).toBe(CAP_FAN);
  });

  it("grants by three operators to one fan at once: the fan's cap holds across operators", async () => {
    const operators = [await h.operator('demo'), await h.operator('demo'), await h.operator('demo')];
    const type = await factories(h).pointType();
    const fan = await h.signedInListener();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => grant(operators[i % 3]!.token, fan.listenerId, type.id, 1_000)),
    );
    expect(answers.filter((a) => !a.errors)).toHaveLength(3);
    expect(answers.filter((a) => a.errors).map(codeOf)).toEqual(Array(27).fill('APPROVAL_REQUIRED'));
    expect(await ledgerSum([fan.listenerId])).toBe(CAP_FAN);
  });

  it("30 parallel grants by one operator to 30 fans: the operator's cap holds across fans", async () => {
    const op = await h.operator('demo');
    const type = await factories(h).pointType();
    const fans = await Promise.all(Array.from({ length: 30 }, () => h.signedInListener()));
    const answers = await Promise.all(fans.map((f) => grant(op.token, f.listenerId, type.id, CAP_FAN)));
    expect(answers.filter((a) => !a.errors)).toHaveLength(CAP_OPERATOR / CAP_FAN);
    expect(answers.filter((a) => a.errors).map(codeOf)).toEqual(Array(28).fill('APPROVAL_REQUIRED'));
    expect(await ledgerSum(fans.map((f) => f.listenerId))).toBe(CAP_OPERATOR);
  });

  it('a repeated grant at the cap answers its first result instead of asking for approval', async () => {
    const op = await h.operator('demo');
    const type = await factories(h).pointType();
    const fan = await h.signedInListener();
    const i = {
      fanId: fan.listenerId,
      pointTypeId: type.id,
      amount: CAP_FAN,
      reason: 'おわび',
      idempotencyKey: 'ticket-43-1',
    };
    expect(ok(await ops(op.token, GRANT, { i })).grantPoints).toEqual({ posted: true, free: CAP_FAN });
    const again = await Promise.all(Array.from({ length: 5 }, () => ops(op.token, GRANT, { i })));
    expect(again.map((a) => ok(a).grantPoints)).toEqual(Array(5).fill({ posted: false, free: CAP_FAN }));
    expect(await openRequests('grantPoints', op.uid)).toBe(0);
  });

  it('an approved grant still counts: grants approved and made in parallel never pass the cap unseen', async () => {
    const [op, second] = [await h.operator('demo'), await h.operator('demo')];
    const type = await factories(h).pointType();
    const fan = await h.signedInListener();
    const asked = await grant(op.token, fan.listenerId, type.id, CAP_FAN + 1);
    expect(codeOf(asked)).toBe('APPROVAL_REQUIRED');
    // The approval (carried out in the approver's name) and 10 small grants by the asker, at once.
    const [approved, ...small] = await Promise.all([
      ops(second.token, APPROVE, { id: approvalIdOf(asked) }),
      ...Array.from({ length: 10 }, () => grant(op.token, fan.listenerId, type.id, 500)),
    ]);
    expect(ok(approved!).approveRequest.outcome).toBe('approved');
    const posted = small.filter((a) => !a.errors).length;
    // Whatever the order, each check counted every grant posted before it: the small grants together
    // stay within the fan's cap (all of them when they came first, none after the approved one).
    expect(posted).toBeLessThanOrEqual(CAP_FAN / 500);
    expect(await ledgerSum([fan.listenerId])).toBe(CAP_FAN + 1 + posted * 500);
  });

  describe('refunds', () => {
    async function boughtPurchase(price: number) {
      const { card } = await factories(h).pointPackage({ amount: 1000, price });
      const buyer = await fanWithSavedCard(h);
      ok(await h.gql(BUY, { prices: [card.id] }, { token: buyer.token }));
      const [purchase] = await h.db.query<{ id: string; stripe_payment_intent_id: string }>(
        'SELECT id::text AS id, stripe_payment_intent_id FROM point_purchases WHERE listener_id = $1',
        [buyer.listenerId],
      );
      return { buyer, ...purchase! };
    }
    const refundsInStripe = async (intent: string) =>
      (await h.services.stripe.refunds.list({ payment_intent: intent, limit: 100 })).data;
    const refundEntries = async (listenerId: number) =>
      (
        await h.db.query<{ amount: number }>(
          `SELECT amount FROM point_ledger_entries WHERE listener_id = $1 AND kind = 'refund'`,
          [listenerId],
        )
      ).map((r) => r.amount);

    it('30 parallel refunds of one purchase within the bound: one refund, in Stripe and the ledger', async () => {
      const op = await h.operator('demo');
      const p = await boughtPurchase(REFUND_BOUND);
      const answers = await Promise.all(Array.from({ length: 30 }, () => ops(op.token, REFUND, { p: p.id })));
      expect(answers.filter((a) => !a.errors)).toHaveLength(1);
      expect(answers.filter((a) => a.errors).map(codeOf)).toEqual(Array(29).fill('CONFLICT'));
      const refunds = await refundsInStripe(p.stripe_payment_intent_id);
      expect(refunds.map((r) => r.amount)).toEqual([REFUND_BOUND]);
      expect(await refundEntries(p.buyer.listenerId)).toEqual([-1000]);
    });

    it('30 parallel refunds above the bound: all wait, one request filed, and two approvals refund once', async () => {
      const [op, second, third] = [
        await h.operator('demo'),
        await h.operator('demo'),
        await h.operator('demo'),
      ];
      const p = await boughtPurchase(REFUND_BOUND + 200);
      const answers = await Promise.all(Array.from({ length: 30 }, () => ops(op.token, REFUND, { p: p.id })));
      expect(answers.map(codeOf)).toEqual(Array(30).fill('APPROVAL_REQUIRED'));
      // One open request for the purchase, whoever asks and however often.
      const ids = new Set(answers.map(approvalIdOf));
      expect(ids.size).toBe(1);
      const byThird = await ops(third.token, REFUND, { p: p.id });
      expect(approvalIdOf(byThird)).toBe([...ids][0]);
      expect(await refundsInStripe(p.stripe_payment_intent_id)).toEqual([]);
      // Approved by two others at once: carried out once.
      const decided = await Promise.all([
        ops(second.token, APPROVE, { id: [...ids][0] }),
        ops(third.token, APPROVE, { id: [...ids][0] }),
      ]);
      expect(decided.filter((d) => !d.errors)).toHaveLength(1);
      expect((await refundsInStripe(p.stripe_payment_intent_id)).map((r) => r.amount)).toEqual([1200]);
      expect(await refundEntries(p.buyer.listenerId)).toEqual([-1000]);
      expect(codeOf(await ops(op.token, REFUND, { p: p.id }))).toBe('CONFLICT');
    });

    it('a purchase above the bound partly refunded in Stripe first still waits for approval (no splitting)', async () => {
      const op = await h.operator('demo');
      const p = await boughtPurchase(REFUND_BOUND + 500);
      // A partial refund in Stripe's Dashboard leaves less than the bound to refund.
      await h.services.stripe.refunds.create({ payment_intent: p.stripe_payment_intent_id, amount: 800 });
      expect(codeOf(await ops(op.token, REFUND, { p: p.id }))).toBe('APPROVAL_REQUIRED');
      expect((await refundsInStripe(p.stripe_payment_intent_id)).map((r) => r.amount)).toEqual([800]);
    });
  });
});

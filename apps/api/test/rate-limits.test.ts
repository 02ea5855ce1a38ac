import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createHarness, secondInstance, type GqlResult } from './support/harness';
import { factories } from './support/factories';

const VOUCHER = `mutation($prices: [String!]!, $key: String) {
  managePaymentV2(prices: $prices, paymentType: konbini_one_time_payment, idempotencyKey: $key) { status }
}`;
const BALANCE = '{ tierTypesConnection { nodes { databaseId balance } } }';
const SIGN_IN = `mutation($input: SignInV2Input!) { signInV2(input: $input) { termsApproved } }`;

// Issue 27: one fan could drive about 90 Stripe reads a second by refreshing the points view (each view
// re-read up to five open konbini vouchers), vouchers cost nothing to open, and nothing limited
// request rates. Now a voucher is read back at most once per PURCHASE_RECHECK_SECONDS whoever asks,
// and per-fan and per-address budgets, counted in the database, hold on every instance
// (docs/decisions/029-rate-limits.md).
describe('rate limits', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let other: ReturnType<typeof secondInstance>;
  let konbiniPrice: string;
  const retrieved: string[] = [];
  // Within one window (an hour), so a test never straddles two.
  const MONEY = 5;
  const FAN = 80;
  const IP = 20;

  beforeAll(async () => {
    h = await createHarness({
      env: {
        RATE_LIMITS: 'on',
        RATE_LIMIT_WINDOW_SECONDS: '3600',
        RATE_LIMIT_FAN_MONEY: String(MONEY),
        RATE_LIMIT_FAN: String(FAN),
        RATE_LIMIT_IP: String(IP),
        PURCHASE_RECHECK_SECONDS: '30',
      },
    });
    other = secondInstance(h);
    konbiniPrice = (await factories(h).pointPackage({ amount: 500, price: 600 })).konbini.id;
    // Every Stripe read of a PaymentIntent, by either instance (they share the Stripe client).
    const intents = h.services.stripe.paymentIntents;
    const retrieve = intents.retrieve.bind(intents);
    intents.retrieve = ((id: string, ...rest: never[]) => {
      retrieved.push(id);
      return retrieve(id, ...rest);
    }) as typeof intents.retrieve;
  });
  afterAll(() => h.close());

  const voucher = (via: { gql: typeof h.gql }, token: string, key = crypto.randomUUID()) =>
    via.gql(VOUCHER, { prices: [konbiniPrice], key }, { token });
  const openIntents = async (listenerId: number) =>
    (
      await h.db.query<{ stripe_payment_intent_id: string }>(
        `SELECT stripe_payment_intent_id FROM point_purchases WHERE listener_id = $1 AND status = 'awaiting_konbini'`,
        [listenerId],
      )
    ).map((r) => r.stripe_payment_intent_id);
  const readsOf = (intents: string[]) => retrieved.filter((id) => intents.includes(id)).length;

  it('reads each open voucher from Stripe at most once per 30 s however often one fan views points, on both instances', async () => {
    const fan = await h.signedInListener();
    for (let i = 0; i < 3; i++) expect((await voucher(h, fan.token)).errors).toBeUndefined();
    const intents = await openIntents(fan.listenerId);
    expect(intents).toHaveLength(3);

    // 40 views at once, half of them through the other instance: before, 40 x 3 = 120 reads.
    const views = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? other : h).gql(BALANCE, {}, { token: fan.token })),
    );
    expect(views.every((v) => v.errors === undefined)).toBe(true);
    expect(readsOf(intents)).toBe(3);

    // 30 s later (the stamps moved back), the next view reads them again, once.
    await h.db.query(
      `UPDATE point_purchases SET checked_at = checked_at - interval '31 seconds' WHERE listener_id = $1`,
      [fan.listenerId],
    );
    await Promise.all(Array.from({ length: 10 }, () => other.gql(BALANCE, {}, { token: fan.token })));
    expect(readsOf(intents)).toBe(6);
  });

  it('refuses a fan’s money mutations past the budget with RATE_LIMITED and retryAfter; another fan is unaffected', async () => {
    const fan = await h.signedInListener();
    const answers: GqlResult[] = [];
    for (let i = 0; i < MONEY + 2; i++) answers.push(await voucher(h, fan.token));
    expect(answers.slice(0, MONEY).map((a) => a.data?.managePaymentV2?.status)).toEqual(
      Array(MONEY).fill('requires_action'),
    );
    for (const refused of answers.slice(MONEY)) {
      expect(codeOf(refused)).toBe('RATE_LIMITED');
      expect(refused.errors![0]!.message).toBe(
        'リクエストが多すぎます。しばらくしてから再度お試しください。',
      );
      const retryAfter = (refused.errors![0]!.extensions as { retryAfter?: number }).retryAfter;
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    // Refused before any resolver: no purchase recorded, no voucher opened at Stripe.
    expect(await openIntents(fan.listenerId)).toHaveLength(MONEY);
    // The fan can still read (a separate, generous budget).
    expect((await h.gql(BALANCE, {}, { token: fan.token })).errors).toBeUndefined();

    const neighbour = await h.signedInListener();
    expect((await voucher(h, neighbour.token)).data?.managePaymentV2?.status).toBe('requires_action');
  });

  it('shares the counter between two instances on one database', async () => {
    const fan = await h.signedInListener();
    // 3 through this instance and 2 through the other: each alone would allow more.
    for (const via of [h, h, h, other, other])
      expect((await voucher(via, fan.token)).data?.managePaymentV2?.status).toBe('requires_action');
    expect(codeOf(await voucher(other, fan.token))).toBe('RATE_LIMITED');
    expect(codeOf(await voucher(h, fan.token))).toBe('RATE_LIMITED');
  });

  it('limits a fan’s counted requests (mutations, Stripe-calling reads) to the generous budget, and counts no other read', async () => {
    const fan = await h.signedInListener();
    const counted = async () =>
      (
        await h.db.query<{ hits: number }>('SELECT hits FROM rate_limit_counters WHERE key = $1', [
          `fan:${fan.uid}`,
        ])
      )[0]?.hits ?? 0;
    const before = await counted(); // signInV2 and the terms approval (both mutations)
    expect(before).toBe(2);
    // Reads, the points view included (its Stripe reads are spaced in the rows), are not counted.
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        h.gql(i % 2 ? '{ listenerProfile { id } }' : BALANCE, {}, { token: fan.token }),
      ),
    );
    expect(await counted()).toBe(before);
    const APPROVE = 'mutation { approveLatestTermsAndConditions { version } }';
    const answers: GqlResult[] = [];
    for (let i = before; i < FAN + 1; i++) answers.push(await other.gql(APPROVE, {}, { token: fan.token }));
    // (This project has no terms: each answers NOT_FOUND, counted all the same.)
    expect(answers.slice(0, -1).filter((a) => codeOf(a) === 'RATE_LIMITED')).toEqual([]);
    expect(codeOf(answers.at(-1)!)).toBe('RATE_LIMITED');
    // A read still answers: only counted requests are refused.
    expect((await h.gql(BALANCE, {}, { token: fan.token })).errors).toBeUndefined();
  });

  it('counts every aliased Stripe read (15 renewalPayment aliases cost 15) and refuses them past the budget (issue 43)', async () => {
    const fan = await h.signedInListener();
    const counted = async () =>
      (
        await h.db.query<{ hits: number }>('SELECT hits FROM rate_limit_counters WHERE key = $1', [
          `fan:${fan.uid}`,
        ])
      )[0]?.hits ?? 0;
    const before = await counted(); // signInV2 and the terms approval
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `p${i}: renewalPayment(invoiceId: "in_none_${i}") { status paymentClientSecret }`,
    ).join(' ');
    const read = () => other.gql(`{ ${aliases} }`, {}, { token: fan.token });
    // Each alias is looked up (none is this fan's: NOT_FOUND), and each is counted.
    expect(codeOf(await read())).toBe('NOT_FOUND');
    expect(await counted()).toBe(before + 15);
    // Through a fragment, and a home notice's secret, they count all the same.
    const viaFragment = await h.gql(
      `query { ...R n: unpaidRenewals { paymentClientSecret } } fragment R on Query { a: renewalPayment(invoiceId: "in_x") { status } b: renewalPayment(invoiceId: "in_y") { status } }`,
      {},
      { token: fan.token },
    );
    expect(codeOf(viaFragment)).toBe('NOT_FOUND');
    expect(await counted()).toBe(before + 18);
    // 80 a window: four more such requests fit (20 + 4 × 15 = 80), the next does not (95).
    for (let i = 0; i < 4; i++) expect(codeOf(await read())).toBe('NOT_FOUND');
    const refused = await read();
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect(refused.data).toBeNull();
  });

  it('limits the counted requests of one client address, signed in or not', async () => {
    // The address comes from the socket (and TRUSTED_PROXIES), as http/server.ts reads it.
    const from = async (address: string) => {
      const response = await h.app.handleRequest(
        new Request('http://api.test/api/v2/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-project-id': 'demo' },
          body: JSON.stringify({
            query: SIGN_IN,
            variables: {
              input: { provider: 'password', email: 'x@example.com', platform: 'web', projectId: 'demo' },
            },
          }),
        }),
        // What http/server.ts reads of Node's request: the socket's peer and the headers.
        { req: { socket: { remoteAddress: address }, headers: {} } as unknown as IncomingMessage },
      );
      expect(response.status).toBe(200);
      return (await response.json()) as GqlResult;
    };
    const answers: GqlResult[] = [];
    for (let i = 0; i < IP + 1; i++) answers.push(await from('203.0.113.7'));
    expect(answers.slice(0, IP).map(codeOf)).toEqual(Array(IP).fill('UNAUTHENTICATED'));
    expect(codeOf(answers.at(-1)!)).toBe('RATE_LIMITED');
    expect(codeOf(await from('203.0.113.8'))).toBe('UNAUTHENTICATED');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@fan/stripe-sandbox';
import { startQueuedPurchases } from '../src/modules/payments/complete-queued-purchases';
import { fanWithSavedCard } from './support/point-fans';
import { factories } from './support/factories';
import { harnessWithDeliveries } from './support/sandbox-deliveries';
import type { Harness } from './support/harness';

// Stripe's rate limits (https://docs.stripe.com/rate-limits; decision 055): the file's own sandbox
// answers 429 past SANDBOX_RATE_LIMIT-like limits, and a spike of parallel purchases must end with
// every fan credited once, charged once, and no error shown to anyone.
const BUY = `mutation($prices: [String!]!, $key: String) {
  managePaymentV2(prices: $prices, paymentType: one_time_payment, idempotencyKey: $key) {
    status threeDSecureClientSecret konbiniPaymentUrl
  }
}`;
const BALANCE = '{ tierTypesConnection { nodes { balance paidBalance } } }';

type Fan = Awaited<ReturnType<typeof fanWithSavedCard>>;
type Live = Awaited<ReturnType<typeof harnessWithDeliveries>>;

describe('Stripe rate limits', () => {
  let live: Live;
  let h: Harness;
  let sandbox: RunningSandbox;
  let price: { id: string; amount: number; price: number };
  let stopQueue: () => void;

  beforeAll(async () => {
    live = await harnessWithDeliveries({
      rateLimits: { global: null, endpoint: null },
      // A budget exists from the start (its limit is set per test below); fans wait 3 s, not 8.
      env: { STRIPE_RATE_LIMIT: '1000', STRIPE_FAN_WAIT_MS: '3000', STRIPE_BACKGROUND_WAIT_MS: '5000' },
    });
    ({ h, sandbox } = live);
    const pkg = await factories(h).pointPackage({ amount: 500, price: 600 });
    price = { id: pkg.card.id, amount: pkg.card.amount, price: pkg.card.price };
    stopQueue = startQueuedPurchases(h.services, 200);
  }, 120_000);
  afterAll(async () => {
    stopQueue?.();
    limits(null);
    await live?.close();
  });

  /** The sandbox's account rate (the per-endpoint one stays Stripe's 25), and the API's budget. */
  function limits(sandboxRate: number | null, apiRate = 1000) {
    sandbox.sandbox.rateLimiter.limits.global = sandboxRate;
    sandbox.sandbox.rateLimiter.limits.endpoint = sandboxRate === null ? null : 25;
    h.services.config.STRIPE_RATE_LIMIT = apiRate;
  }

  async function fans(n: number): Promise<Fan[]> {
    limits(null);
    const out: Fan[] = [];
    for (let i = 0; i < n; i += 10)
      out.push(
        ...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => fanWithSavedCard(h)))),
      );
    return out;
  }

  /** Each fan taps once; a queued answer is polled with the same key, as the web app does. */
  async function spike(crowd: Fan[]) {
    const errors: unknown[] = [];
    const statuses: string[] = [];
    const started = performance.now();
    await Promise.all(
      crowd.map(async (fan, i) => {
        const key = `spike-${i}-${crypto.randomUUID()}`;
        let answer = await h.gql(BUY, { prices: [price.id], key }, { token: fan.token });
        statuses.push(answer.data?.managePaymentV2?.status ?? 'error');
        while (!answer.errors && answer.data?.managePaymentV2.status === 'queued') {
          await new Promise((r) => setTimeout(r, 2000)); // as the web app asks (QUEUED_POLL_MS)
          answer = await h.gql(BUY, { prices: [price.id], key }, { token: fan.token });
        }
        if (answer.errors) errors.push(answer.errors);
        else expect(answer.data?.managePaymentV2.status).toBe('succeeded');
      }),
    );
    return { errors, statuses, seconds: (performance.now() - started) / 1000 };
  }

  async function expectEachCreditedOnce(crowd: Fan[]) {
    limits(null);
    for (const fan of crowd) {
      const [balance] = (await h.gql(BALANCE, {}, { token: fan.token })).data!.tierTypesConnection.nodes;
      expect(balance).toMatchObject({ balance: price.amount, paidBalance: price.amount });
      const intents = await h.services.stripe.paymentIntents.list({ customer: fan.customerId, limit: 100 });
      expect(intents.data.map((i) => [i.amount, i.status])).toEqual([[price.price, 'succeeded']]);
    }
    const [row] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM point_ledger_entries WHERE listener_id = ANY($1::int[])`,
      [crowd.map((f) => f.listenerId)],
    );
    expect(row!.n).toBe(crowd.length);
  }

  it("retries Stripe's 429s with backoff under the same idempotency key: 20 purchases at once, 5 a second, no shared budget", async () => {
    const crowd = await fans(20);
    const refusedBefore = sandbox.sandbox.rateLimiter.refused.global;
    limits(5, 0);
    const { errors } = await spike(crowd);
    const refused = sandbox.sandbox.rateLimiter.refused.global - refusedBefore;
    expect(errors).toEqual([]);
    expect(refused).toBeGreaterThan(0); // Stripe did answer 429s: the API retried them
    await expectEachCreditedOnce(crowd);
  }, 120_000);

  it('holds a spike of 60 parallel purchases at SANDBOX_RATE_LIMIT=5 with the shared budget: queued, then credited once each', async () => {
    const crowd = await fans(60);
    limits(5, 5);
    const { errors, statuses, seconds } = await spike(crowd);
    expect(errors).toEqual([]);
    // 60 calls at 5 a second cannot all fit in 3 s: some fans were told to wait, none saw an error.
    expect(statuses).toContain('queued');
    expect(statuses.every((s) => s === 'succeeded' || s === 'queued')).toBe(true);
    expect(seconds).toBeLessThan(90);
    await expectEachCreditedOnce(crowd);
    const [queuedLeft] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM point_purchases WHERE status <> 'succeeded' AND listener_id = ANY($1::int[])`,
      [crowd.map((f) => f.listenerId)],
    );
    expect(queuedLeft!.n).toBe(0);
  }, 180_000);

  it('lets the webhooks through once the spike is over', async () => {
    limits(null);
    await live.settled();
  }, 120_000);
});

import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { rateLimitsFromEnv } from '../src/http/rate-limit.ts';
import { SK, useSandbox } from './helpers.ts';

// https://docs.stripe.com/rate-limits: 25 operations a second per account in a sandbox (100 live),
// and a default of 25 a second per endpoint; past them, HTTP 429 (code rate_limit), which the
// stripe SDK raises as StripeRateLimitError.
const ctx = useSandbox({ rateLimits: { global: 5, endpoint: 3 } });

const sdk = () =>
  new Stripe(SK, { host: '127.0.0.1', port: ctx.sandbox.port, protocol: 'http', maxNetworkRetries: 0 });

async function raw(path: string) {
  return fetch(`${ctx.sandbox.url}${path}`, { headers: { authorization: `Bearer ${SK}` } });
}

const settle = () => new Promise((r) => setTimeout(r, 1100));

describe('rate limits', () => {
  it('answers 429 rate_limit past the account rate, as StripeRateLimitError in the SDK', async () => {
    await settle();
    const stripe = sdk();
    // Five different endpoints (each under its own limit of 3): the sixth call in the second is refused.
    const calls = [
      () => stripe.customers.list({ limit: 1 }),
      () => stripe.paymentIntents.list({ limit: 1 }),
      () => stripe.subscriptions.list({ limit: 1 }),
      () => stripe.invoices.list({ limit: 1 }),
      () => stripe.prices.list({ limit: 1 }),
      () => stripe.products.list({ limit: 1 }),
    ];
    const results = [];
    for (const call of calls)
      results.push(
        await call().then(
          () => 'ok',
          (e: unknown) => e,
        ),
      );
    expect(results.slice(0, 5)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    const err = results[5] as Stripe.errors.StripeError;
    expect(err).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    expect(err.statusCode).toBe(429);
    expect(err.code).toBe('rate_limit');
    expect(err.raw).toMatchObject({ type: 'invalid_request_error', code: 'rate_limit' });
    expect(err.doc_url).toBe('https://docs.stripe.com/error-codes/rate-limit');
  });

  it('answers the wire shape: 429, JSON error body, no Stripe-Should-Retry (Stripe sends it for lock timeouts)', async () => {
    await settle();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await raw('/v1/customers?limit=1'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    const refused = answers[3]!;
    expect(refused.headers.get('stripe-should-retry')).toBeNull();
    expect(refused.headers.get('request-id')).toMatch(/^req_/);
    const body = (await refused.json()) as { error: { type: string; code: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.code).toBe('rate_limit');
    expect(body.error.message).toMatch(/rate limit/i);
  });

  it('limits one endpoint across objects (GET /v1/customers/:id for different ids is one endpoint)', async () => {
    await settle();
    const stripe = sdk();
    const a = await stripe.customers.create({ email: 'a@example.com' });
    const b = await stripe.customers.create({ email: 'b@example.com' });
    await settle();
    const reads = [a.id, b.id, a.id, b.id];
    const out = [];
    for (const id of reads)
      out.push(
        await stripe.customers.retrieve(id).then(
          () => 200,
          (e: Stripe.errors.StripeError) => e.statusCode,
        ),
      );
    expect(out).toEqual([200, 200, 200, 429]);
  });

  it('lets the calls through again once the second has passed, and saves nothing for a refused write', async () => {
    await settle();
    const stripe = sdk();
    for (let i = 0; i < 3; i++) await stripe.customers.list({ limit: 1 });
    const fourth = await stripe.customers.create({ email: 'late@example.com' });
    expect(fourth.email).toBe('late@example.com'); // its own endpoint, the account's 4th call
    await stripe.prices.list({ limit: 1 }); // the account's 5th call in this second
    const sixth = await stripe.customers
      .create({ email: 'later@example.com' }, { idempotencyKey: 'rate-limited-2' })
      .catch((e: unknown) => e);
    expect(sixth).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    await settle();
    // The same key later is a first request (nothing was saved under it), not a replay of the 429.
    const again = await stripe.customers.create(
      { email: 'later@example.com' },
      { idempotencyKey: 'rate-limited-2' },
    );
    expect(again.email).toBe('later@example.com');
    expect(again.lastResponse.headers['idempotent-replayed']).toBeUndefined();
  });

  it('reports what it refused and served, and changes its limits on request', async () => {
    const r = await fetch(`${ctx.sandbox.url}/_sandbox/rate-limits`);
    const body = (await r.json()) as {
      limits: unknown;
      refused: { global: number; endpoint: number };
      served: Record<string, number>;
    };
    expect(body.limits).toEqual({ global: 5, endpoint: 3 });
    expect(body.refused.global + body.refused.endpoint).toBeGreaterThanOrEqual(3);
    expect(body.served['GET /v1/customers']).toBeGreaterThanOrEqual(3);
    const off = await fetch(`${ctx.sandbox.url}/_sandbox/rate-limits`, {
      method: 'POST',
      body: JSON.stringify({ global: null, endpoint: null }),
    }).then((x) => x.json() as Promise<{ limits: unknown }>);
    expect(off.limits).toEqual({ global: null, endpoint: null });
    const stripe = sdk();
    for (let i = 0; i < 8; i++) await stripe.customers.list({ limit: 1 });
    const bad = await fetch(`${ctx.sandbox.url}/_sandbox/rate-limits`, {
      method: 'POST',
      body: JSON.stringify({ global: -1 }),
    });
    expect(bad.status).toBe(400);
  });
});

describe('SANDBOX_RATE_LIMIT', () => {
  it("defaults to Stripe's test-mode figures, takes a number, and turns off with off", () => {
    expect(rateLimitsFromEnv({})).toEqual({ global: 25, endpoint: 25 });
    expect(rateLimitsFromEnv({ SANDBOX_RATE_LIMIT: '100' })).toEqual({ global: 100, endpoint: 25 });
    expect(rateLimitsFromEnv({ SANDBOX_RATE_LIMIT: '5' })).toEqual({ global: 5, endpoint: 25 });
    expect(rateLimitsFromEnv({ SANDBOX_RATE_LIMIT: 'off' })).toEqual({ global: null, endpoint: null });
    expect(rateLimitsFromEnv({ SANDBOX_RATE_LIMIT: '1000', SANDBOX_ENDPOINT_RATE_LIMIT: '1000' })).toEqual({
      global: 1000,
      endpoint: 1000,
    });
    expect(() => rateLimitsFromEnv({ SANDBOX_RATE_LIMIT: 'fast' })).toThrow(/SANDBOX_RATE_LIMIT/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { createHarness } from './support/harness';
import { fanWithSavedCard } from './support/point-fans';
import { postWebhook } from './support/webhook-events';
import { graphqlPost, operation } from './support/graphql-post';
import { factories } from './support/factories';
import { logger, setLogSink } from '../src/lib/logger';

const BUY = `mutation Buy($prices: [String!]!) {
  managePaymentV2(prices: $prices, paymentType: one_time_payment) { status }
}`;

describe('a purchase, as an operator sees it', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  const lines: Record<string, unknown>[] = [];
  let restore: () => void;
  beforeAll(async () => {
    h = await createHarness();
    logger.level = 'info';
    restore = setLogSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  });
  afterAll(async () => {
    restore();
    logger.level = 'silent';
    await h.close();
  });

  it('logs the request, its Stripe calls and the webhook that follows under one request id, and counts them', async () => {
    const fan = await fanWithSavedCard(h);
    const { card: price } = await factories(h).pointPackage();

    const requestId = 'purchase-trace-0001';
    const response = await h.app.fetch(
      'http://api.test/api/v2/graphql',
      graphqlPost(fan.token, operation(BUY, { prices: [price.id] }, 'Buy'), { 'x-request-id': requestId }),
    );
    expect(
      ((await response.json()) as { data: { managePaymentV2: { status: string } } }).data.managePaymentV2
        .status,
    ).toBe('succeeded');

    const request = lines.find((l) => l.msg === 'request' && l.requestId === requestId);
    expect(request).toMatchObject({
      operationName: 'Buy',
      operation: 'managePaymentV2',
      outcome: 'ok',
      status: 200,
      path: '/api/v2/graphql',
    });
    expect(request!.durationMs).toEqual(expect.any(Number));
    const calls = lines.filter((l) => l.msg === 'stripe call' && l.requestId === requestId);
    expect(calls.length).toBeGreaterThan(0);
    expect(request!.stripeCalls).toBe(calls.length);

    // The event Stripe sends about the payment names the call that caused it.
    const events = await h.services.stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 });
    const intents = await h.services.stripe.paymentIntents.list({ customer: fan.customerId });
    const event = events.data.find(
      (e) => (e.data.object as Stripe.PaymentIntent).id === intents.data[0]!.id,
    )!;
    const cause = calls.find((c) => c.stripeRequestId === event.request?.id);
    expect(cause).toBeDefined();

    const body = JSON.stringify(event);
    const delivered = await postWebhook(h, body);
    expect(delivered.status).toBe(200);
    const webhook = lines.find((l) => l.msg === 'webhook' && l.eventId === event.id);
    expect(webhook).toMatchObject({
      type: 'payment_intent.succeeded',
      stripeRequestId: event.request!.id,
      causedByRequestId: requestId,
    });
    expect(webhook!.outcome).toMatch(/processed|ignored/);

    // No personal data in any line.
    const text = JSON.stringify(lines);
    expect(text).not.toContain(fan.email);
    expect(text).not.toContain(fan.token);

    const metrics: string = await (
      await h.admin.fetch('http://api.test/metrics', {
        headers: { authorization: 'Bearer test-admin-token-0123456789' },
      })
    ).text();
    expect(metrics).toMatch(
      /fan_graphql_request_duration_seconds_count\{operation="managePaymentV2",outcome="ok"\} [1-9]/,
    );
    expect(metrics).toMatch(
      /fan_stripe_request_duration_seconds_count\{method="POST",resource="payment_intents",outcome="2xx"\} [1-9]/,
    );
    expect(metrics).toMatch(
      /fan_webhook_events_total\{type="payment_intent.succeeded",outcome="(processed|ignored)"\} [1-9]/,
    );
  });
});

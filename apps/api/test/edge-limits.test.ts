import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createHarness, type GqlResult } from './support/harness';
import { graphqlPost } from './support/graphql-post';
import { createApp } from '../src/http/server';
import { READY_CACHE_MS } from '../src/http/health';
import { registry } from '../src/lib/metrics';
import { newScope, runInScope } from '../src/lib/request-scope';

/** Stripe calls made so far by this process (all outcomes), from the metric. */
async function stripeCalls() {
  const metric = await registry.getSingleMetric('fan_stripe_request_duration_seconds')!.get();
  return metric.values
    .filter((v) => (v as { metricName?: string }).metricName?.endsWith('_count'))
    .reduce((n, v) => n + v.value, 0);
}

describe('limits: refused before any resolver runs, each with a code', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let token: string;
  beforeAll(async () => {
    h = await createHarness();
    token = (await h.signedInListener()).token;
  });
  afterAll(() => h.close());

  const post = async (body: BodyInit, headers: Record<string, string> = {}) => {
    const response = await h.app.fetch('http://api.test/api/v2/graphql', {
      ...graphqlPost(token, body, headers),
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    return { status: response.status, body: (await response.json()) as GqlResult };
  };
  const query = (q: string) => post(JSON.stringify({ query: q }));
  const PAGE = 'tierTypesConnection { pageInfo { hasNextPage } }';

  it.each([
    [
      '1,000 aliases',
      `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: ${PAGE}`).join(' ')} }`,
      'GRAPHQL_PARSE_FAILED',
    ],
    [
      '20 aliases (under the token limit)',
      `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: listenerProfile { id }`).join(' ')} }`,
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'depth 100',
      `{ ${'listenerProfile { '.repeat(100)}id${' }'.repeat(100)} }`,
      'GRAPHQL_VALIDATION_FAILED',
    ],
    ['8,000 fields (under the body limit)', `{ ${'__typename '.repeat(8000)}}`, 'GRAPHQL_PARSE_FAILED'],
    ['200k fields', `{ ${'__typename '.repeat(200_000)}}`, 'PAYLOAD_TOO_LARGE'],
    [
      '30 directives',
      `{ listenerProfile ${'@include(if: true) '.repeat(30)}{ id } }`,
      'GRAPHQL_VALIDATION_FAILED',
    ],
  ])('%s', async (_label, q, code) => {
    const calls = await stripeCalls();
    const { body } = await query(q);
    // One code for all (a deep or repeated query may break other rules too).
    expect([...new Set(body.errors?.map((e) => e.extensions?.code))]).toEqual([code]);
    expect(body.data ?? null).toBeNull();
    expect(await stripeCalls()).toBe(calls);
  });

  it('refuses a 20 MB body by its length, and a body without a length once it passes the limit', async () => {
    const big = JSON.stringify({
      query: `{ listenerProfile { id } }`,
      variables: { pad: 'z'.repeat(20 * 1024 * 1024) },
    });
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect(declared.body.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 320)
          controller.enqueue(chunk); // 20 MB in 64 KB chunks
        else controller.close();
      },
    });
    const chunked = await post(stream);
    expect(chunked.status).toBe(413);
    expect(sent).toBeLessThan(10); // stopped reading soon after the limit
  });

  it('refuses batched operations', async () => {
    const { body } = await post(JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]));
    expect((body as unknown as GqlResult).errors?.[0]?.extensions?.code).toBeDefined();
  });

  it('holds a request to its Stripe call ceiling: the call over it never leaves the process', async () => {
    const stripe = h.services.stripe;
    const scope = newScope(null, 3);
    const outcomes = await runInScope(scope, async () => {
      const results: string[] = [];
      for (let i = 0; i < 5; i++)
        results.push(
          await stripe.customers.list({ limit: 1 }).then(
            () => 'ok',
            (e: unknown) => (e instanceof Stripe.errors.StripeConnectionError ? 'refused' : String(e)),
          ),
        );
      return results;
    });
    expect(outcomes).toEqual(['ok', 'ok', 'ok', 'refused', 'refused']);
    expect(scope.stripeCalls).toBe(3);
    expect(scope.stripeCeilingHit).toBe(true);
  });

  it('answers security headers and a request id on every response', async () => {
    const response = await h.app.fetch('http://api.test/api/v2/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-0123456789' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.headers.get('x-request-id')).toBe('trace-0123456789');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('in production: no introspection, no field suggestions, HSTS', async () => {
    const prod = createApp({
      ...h.services,
      config: { ...h.services.config, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    });
    const ask = async (q: string) => {
      const response = await prod.fetch('http://api.test/api/v2/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-project-id': 'demo' },
        body: JSON.stringify({ query: q }),
      });
      return { response, body: (await response.json()) as GqlResult };
    };
    const schema = await ask('{ __schema { types { name } } }');
    expect(schema.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(schema.body.data ?? null).toBeNull();
    expect((await ask('{ __type(name: "Query") { name } }')).body.errors?.[0]?.extensions?.code).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
    const typo = await ask('{ listenerProfil { id } }');
    expect(typo.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
    expect(schema.response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    // The same typo outside production still helps the developer.
    expect((await h.gql('{ listenerProfil { id } }')).errors?.[0]?.message).toMatch(/Did you mean/);
  });

  it('serves /healthz, /readyz (database and migrations) and /metrics only with the admin token', async () => {
    expect((await h.app.fetch('http://api.test/healthz')).status).toBe(200);
    const ready = await h.app.fetch('http://api.test/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
    await h.db.query(`DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations)`);
    // One check's answer serves every /readyz for READY_CACHE_MS (decision 030): the next check sees the change.
    await new Promise((resolve) => setTimeout(resolve, READY_CACHE_MS + 20));
    const pending = await h.app.fetch('http://api.test/readyz');
    expect(pending.status).toBe(503);
    expect(((await pending.json()) as { reason: string }).reason).toBe('migrations pending');
    expect((await h.admin.fetch('http://api.test/metrics')).status).toBe(401);
    const metrics = await h.admin.fetch('http://api.test/metrics', {
      headers: { authorization: 'Bearer test-admin-token-0123456789' },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('fan_graphql_request_duration_seconds');
  });
});

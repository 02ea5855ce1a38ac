import Stripe from 'stripe';
import { currentScope } from '../../lib/request-scope';
import { logger } from '../../lib/logger';
import { stripeDuration, stripeRateLimited } from '../../lib/metrics';
import type { StripeRateBudget } from './rate-budget';

/** Thrown (before any byte is sent) when a request has used up its Stripe calls. */
export class StripeCeilingError extends Error {
  override name = 'StripeCeilingError';
}

// The header that carries our request id to Stripe. Stripe ignores unknown headers; it is not part
// of the idempotency comparison (parameters are), so a retry under another request id stays one call.
export const REQUEST_ID_HEADER = 'X-Fan-Request-Id';

export interface PacingOptions {
  /** The account's shared rate; none: calls leave at once (the test harness). */
  budget?: StripeRateBudget;
  /** How long a fan's request may wait for Stripe, from its start (ms). */
  fanWaitMs: number;
  /** How long a webhook's or the reconciler's call may wait (ms). */
  backgroundWaitMs: number;
}

const NO_PACING: PacingOptions = { fanWaitMs: 8_000, backgroundWaitMs: 20_000 };

/**
 * The SDK's own Node HTTP client with these additions at the one place every Stripe call passes:
 * the request's ceiling, our request id as a header, a log line and metric per call, and Stripe's
 * rate limit (docs/decisions/055-stripe-rate-limits.md): each attempt first takes a token from the
 * account's shared budget, and a 429 is sent again (the same headers, so the same Idempotency-Key)
 * after an exponential backoff with full jitter, while the caller's wait allows. The SDK's own
 * retries (maxNetworkRetries) do not cover it: they retry a 429 only when Stripe says
 * `Stripe-Should-Retry: true` (lock timeouts), and Stripe does not for a rate limit
 * (node_modules/stripe/cjs/RequestSender.js, _shouldRetry). Past the wait the SDK gets a 429 of
 * ours (rate_limit, `Stripe-Should-Retry: false`, so it does not retry either): StripeRateLimitError.
 */
export function observedHttpClient(pacing: PacingOptions = NO_PACING): Stripe.HttpClient {
  const base = Stripe.createNodeHttpClient();
  const client = Object.create(base) as Stripe.HttpClient;
  client.makeRequest = async (host, port, path, method, headers, requestData, protocol, timeout) => {
    const scope = currentScope();
    if (scope && scope.stripeBudget !== null && scope.stripeCalls >= scope.stripeBudget) {
      scope.stripeCeilingHit = true;
      throw new StripeCeilingError(`more than ${scope.stripeBudget} Stripe calls in one request`);
    }
    if (scope) scope.stripeCalls += 1;
    const priority = scope?.stripePriority ?? (scope && scope.stripeBudget !== null ? 'fan' : 'background');
    const deadline =
      priority === 'background'
        ? performance.now() + pacing.backgroundWaitMs
        : (scope?.startedAt ?? performance.now()) + pacing.fanWaitMs;
    const resource = resourceOf(path);
    const withId = scope ? { ...headers, [REQUEST_ID_HEADER]: scope.requestId } : headers;
    for (let attempt = 0; ; attempt++) {
      if (pacing.budget && !(await pacing.budget.take(priority, deadline))) {
        stripeRateLimited.inc({ source: 'budget', priority });
        logger.warn(
          { requestId: scope?.requestId, method, resource, priority },
          'stripe call held past its wait',
        );
        return budgetExhausted();
      }
      const response = await observed(base, scope?.requestId, resource, [
        host,
        port,
        path,
        method,
        withId,
        requestData,
        protocol,
        timeout,
      ]);
      if (response.getStatusCode() !== 429) return response;
      stripeRateLimited.inc({ source: 'stripe', priority });
      const pause = backoffMs(attempt);
      // Stripe asks not to retry, or the wait is over: the SDK raises StripeRateLimitError.
      if (response.getHeaders()['stripe-should-retry'] === 'false' || performance.now() + pause >= deadline)
        return response;
      await response.toJSON().catch(() => undefined); // frees the socket
      await new Promise((r) => setTimeout(r, pause));
    }
  };
  return client;
}

/** Full jitter over an exponential step (100 ms, 200 ms, ... at most 2 s). */
export const backoffMs = (attempt: number) => Math.random() * Math.min(2_000, 100 * 2 ** attempt);

type RequestArgs = Parameters<Stripe.HttpClient['makeRequest']>;

async function observed(
  base: Stripe.HttpClient,
  requestId: string | undefined,
  resource: string,
  args: RequestArgs,
): Promise<Stripe.HttpClientResponse> {
  const method = args[3];
  const started = performance.now();
  try {
    const response = await base.makeRequest(...args);
    const status = response.getStatusCode();
    const seconds = (performance.now() - started) / 1000;
    stripeDuration.observe({ method, resource, outcome: `${Math.floor(status / 100)}xx` }, seconds);
    const stripeRequestId = response.getHeaders()['request-id'];
    if (requestId && typeof stripeRequestId === 'string') remember(stripeRequestId, requestId);
    logger.info(
      { requestId, stripeRequestId, method, resource, status, durationMs: Math.round(seconds * 1000) },
      'stripe call',
    );
    return response;
  } catch (error) {
    const seconds = (performance.now() - started) / 1000;
    stripeDuration.observe({ method, resource, outcome: 'error' }, seconds);
    logger.warn({ requestId, method, resource, err: String(error) }, 'stripe call failed');
    throw error;
  }
}

/** The header our own 429 carries, so a reader of the error can tell it from Stripe's. */
export const BUDGET_HEADER = 'x-fan-stripe-budget';

/** What the SDK is answered when the shared budget gave no token in time: a 429 as Stripe's. */
function budgetExhausted(): Stripe.HttpClientResponse {
  const body = {
    error: {
      type: 'invalid_request_error',
      code: 'rate_limit',
      message: "The account's Stripe rate is used up: the call was not sent.",
    },
  };
  const headers = { 'stripe-should-retry': 'false', [BUDGET_HEADER]: 'exhausted', 'request-id': '' };
  return new (class extends Stripe.HttpClientResponse {
    override getRawResponse() {
      return body;
    }
    override toStream(): never {
      throw new Error('not a stream');
    }
    override toJSON() {
      return Promise.resolve(body);
    }
  })(429, headers);
}

// An object id: a lower-case prefix, then a token with an upper-case letter or a digit ("pi_3Nx...");
// resource names ("payment_intents", "invoice_payments") are lower-case letters only.
const STRIPE_ID = /^[a-z]+_(?=[a-z]*[A-Z0-9])[A-Za-z0-9]{4,}$/;
// "/v1/customers/cus_123/sources" -> "customers/sources": a bounded label without object ids.
function resourceOf(path: string): string {
  const parts = path
    .split('?')[0]!
    .split('/')
    .filter((p) => p && p !== 'v1' && !STRIPE_ID.test(p));
  return parts.slice(0, 3).join('/') || 'unknown';
}

// Stripe's request id -> ours, for the webhook that the call causes (event.request.id). In memory,
// bounded: another instance's webhook still has stripeRequestId to join the log lines on.
const causes = new Map<string, string>();
function remember(stripeRequestId: string, requestId: string) {
  causes.set(stripeRequestId, requestId);
  if (causes.size > 10_000) causes.delete(causes.keys().next().value!);
}

/** Our request id of the Stripe call that caused an event, when this process made it. */
export const requestIdOfStripeRequest = (stripeRequestId: string | null | undefined) =>
  stripeRequestId ? causes.get(stripeRequestId) : undefined;

import { StripeApiError, docUrl } from './errors.ts';

// Stripe's rate limiter (https://docs.stripe.com/rate-limits, "Rate limiter"): requests per second
// per account, 100 operations in live mode and 25 in a sandbox, and "calls to individual resources
// have stricter limits, and also count against global limits. API endpoints have a default limit of
// 25 requests per second." An endpoint is one named operation: `POST /v1/payment_intents` and
// `GET /v1/payment_intents/{id}` are two, and reads of different intents count against the same one.
//
// The sandbox may be stricter than Stripe, never more lenient: each limit is a sliding window (at most
// N requests in any 1,000 ms), so a client that keeps to N a second by any clock never sees a 429,
// and one that bursts does. Refused requests do not count.

/** Stripe's test-mode figures, the defaults. */
export const TEST_MODE_RATE = 25;
export const ENDPOINT_DEFAULT_RATE = 25;

export interface RateLimits {
  /** Operations per second for the whole account; null: no limit. */
  global: number | null;
  /** Per endpoint (method and route); null: no limit. */
  endpoint: number | null;
}

/**
 * SANDBOX_RATE_LIMIT=<operations per second> sets the account's rate (default 25, Stripe's test-mode
 * figure); `off` turns both limits off. SANDBOX_ENDPOINT_RATE_LIMIT sets the per-endpoint default
 * (default 25; never above the account's rate, since every call counts against both).
 */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimits {
  const global = parseRate(env.SANDBOX_RATE_LIMIT, TEST_MODE_RATE, 'SANDBOX_RATE_LIMIT');
  if (global === null) return { global: null, endpoint: null };
  const endpoint = parseRate(
    env.SANDBOX_ENDPOINT_RATE_LIMIT,
    ENDPOINT_DEFAULT_RATE,
    'SANDBOX_ENDPOINT_RATE_LIMIT',
  );
  return { global, endpoint };
}

function parseRate(value: string | undefined, fallback: number, name: string): number | null {
  if (value === undefined || value === '') return fallback;
  if (value === 'off') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} must be a positive number or "off", not ${value}`);
  return n;
}

const WINDOW_MS = 1000;

export class RateLimiter {
  private readonly windows = new Map<string, number[]>();
  /** Requests refused with 429 since start, per reason (read by tests and the bench). */
  readonly refused = { global: 0, endpoint: 0 };
  /** Requests let through since start, per endpoint. */
  readonly served: Record<string, number> = {};

  constructor(
    readonly limits: RateLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Counts the request against its account and endpoint, or throws Stripe's 429. */
  take(account: string, endpoint: string): void {
    const { global, endpoint: perEndpoint } = this.limits;
    if (global === null && perEndpoint === null) {
      this.served[endpoint] = (this.served[endpoint] ?? 0) + 1;
      return;
    }
    const at = this.now();
    const g = global === null ? null : this.window(`a:${account}`, at);
    const e = perEndpoint === null ? null : this.window(`e:${account}:${endpoint}`, at);
    if (g && g.length >= global!) {
      this.refused.global++;
      throw rateLimited();
    }
    if (e && e.length >= perEndpoint!) {
      this.refused.endpoint++;
      throw rateLimited();
    }
    g?.push(at);
    e?.push(at);
    this.served[endpoint] = (this.served[endpoint] ?? 0) + 1;
  }

  /** Changes the limits of a running sandbox (POST /_sandbox/rate-limits): a bench's setup runs unlimited. */
  set(limits: Partial<RateLimits>): void {
    Object.assign(this.limits, limits);
  }

  private window(key: string, at: number): number[] {
    let w = this.windows.get(key);
    if (!w) this.windows.set(key, (w = []));
    let drop = 0;
    while (drop < w.length && w[drop]! <= at - WINDOW_MS) drop++;
    if (drop) w.splice(0, drop);
    return w;
  }
}

/**
 * What Stripe answers past a limit: HTTP 429, `rate_limit` (https://docs.stripe.com/error-codes/rate-limit),
 * of type invalid_request_error (Stripe's error types are api_error, card_error, idempotency_error and
 * invalid_request_error: https://docs.stripe.com/api/errors). No `Stripe-Should-Retry` header: Stripe
 * sends `true` for lock timeouts (which the SDKs retry by themselves), not for a rate limit, which the
 * client must back off from (https://docs.stripe.com/rate-limits#handling-limiting-gracefully); the
 * stripe SDK raises StripeRateLimitError for any 429 and does not retry it without that header.
 */
export function rateLimited(): StripeApiError {
  return new StripeApiError(429, {
    type: 'invalid_request_error',
    code: 'rate_limit',
    doc_url: docUrl('rate_limit'),
    message:
      'Request rate limit exceeded. Learn more about rate limits here https://docs.stripe.com/rate-limits.',
  });
}

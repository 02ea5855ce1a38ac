/**
 * Is this error Stripe being unreachable or momentarily unable to answer, rather than Stripe refusing
 * the request? The sibling of db/connection-errors.ts: GraphQL answers one with SERVICE_UNAVAILABLE,
 * retryable (graphql/mask-error.ts), and since it is not a DomainError the request it interrupted
 * stays retryable (modules/requests/run-once.ts), so the same tap again resumes it under the same
 * Stripe idempotency keys. What counts (the SDK's error `type`, duck-typed: the SDK may be loaded
 * twice):
 *
 * - StripeConnectionError: the connection failed, dropped or timed out (after the SDK's own retries);
 * - StripeAPIError: Stripe's own 5xx;
 * - StripeRateLimitError: Stripe's 429 (lock_timeout, too many requests) — the same call later works.
 *
 * The cause chain is followed, so a wrapped one still counts. A card decline, an invalid request or an
 * authentication failure is not retryable and is not matched here.
 */
export function isStripeUnavailableError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { type?: unknown; cause?: unknown };
  if (typeof e.type === 'string' && UNAVAILABLE.has(e.type)) return true;
  return isStripeUnavailableError(e.cause, depth + 1);
}

const UNAVAILABLE = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError']);

/**
 * Did Stripe answer that the object does not exist (404 resource_missing): an id of another account
 * or mode, or an object deleted since? Retrying never changes that answer, so a webhook about one is
 * acknowledged (modules/stripe-webhooks/handle-webhook.ts) instead of failing for Stripe to deliver again for days.
 */
export function isStripeMissingObject(error: unknown): boolean {
  const e = error as { type?: unknown; statusCode?: unknown; code?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  return e.type === 'StripeInvalidRequestError' && (e.statusCode === 404 || e.code === 'resource_missing');
}

import Stripe from 'stripe';
import { currentScope } from '../../lib/request-scope';
import { logger } from '../../lib/logger';
import { stripeDuration } from '../../lib/metrics';

/** Thrown (before any byte is sent) when a request has used up its Stripe calls. */
export class StripeCeilingError extends Error {
  override name = 'StripeCeilingError';
}

// The header that carries our request id to Stripe. Stripe ignores unknown headers; it is not part
// of the idempotency comparison (parameters are), so a retry under another request id stays one call.
export const REQUEST_ID_HEADER = 'X-Fan-Request-Id';

/**
 * The SDK's own Node HTTP client with three additions at the one place every Stripe call passes:
 * the request's ceiling, our request id as a header, and a log line and metric per call.
 */
export function observedHttpClient(): Stripe.HttpClient {
  const base = Stripe.createNodeHttpClient();
  const client = Object.create(base) as Stripe.HttpClient;
  client.makeRequest = async (host, port, path, method, headers, requestData, protocol, timeout) => {
    const scope = currentScope();
    if (scope && scope.stripeBudget !== null && scope.stripeCalls >= scope.stripeBudget) {
      scope.stripeCeilingHit = true;
      throw new StripeCeilingError(`more than ${scope.stripeBudget} Stripe calls in one request`);
    }
    if (scope) scope.stripeCalls += 1;
    const resource = resourceOf(path);
    const started = performance.now();
    const withId = scope ? { ...headers, [REQUEST_ID_HEADER]: scope.requestId } : headers;
    try {
      const response = await base.makeRequest(
        host,
        port,
        path,
        method,
        withId,
        requestData,
        protocol,
        timeout,
      );
      const status = response.getStatusCode();
      const seconds = (performance.now() - started) / 1000;
      stripeDuration.observe({ method, resource, outcome: `${Math.floor(status / 100)}xx` }, seconds);
      const stripeRequestId = response.getHeaders()['request-id'];
      if (scope && typeof stripeRequestId === 'string') remember(stripeRequestId, scope.requestId);
      logger.info(
        {
          requestId: scope?.requestId,
          stripeRequestId,
          method,
          resource,
          status,
          durationMs: Math.round(seconds * 1000),
        },
        'stripe call',
      );
      return response;
    } catch (error) {
      const seconds = (performance.now() - started) / 1000;
      stripeDuration.observe({ method, resource, outcome: 'error' }, seconds);
      logger.warn(
        { requestId: scope?.requestId, method, resource, err: String(error) },
        'stripe call failed',
      );
      throw error;
    }
  };
  return client;
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

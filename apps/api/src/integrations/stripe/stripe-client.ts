import Stripe from 'stripe';
import type { Config } from '../../config/config';
import { observedHttpClient } from './observed-http-client';

// The real SDK in every environment; only host/port/protocol differ (the sandbox in dev and tests).
export function createStripeClient(config: Config): Stripe {
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    // Bounded, so a request's lease (REQUEST_LEASE_SECONDS) outlives its slowest Stripe call.
    timeout: config.STRIPE_TIMEOUT_MS,
    // Request id header, per-request ceiling, log line and metric for every call.
    httpClient: observedHttpClient(),
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });
}

import Stripe from 'stripe';
import type { Config } from '../../config/config';
import type { Db, Queryable } from '../../db/db';
import { observedHttpClient } from './observed-http-client';
import { memoryRateBudget, postgresRateBudget, type BudgetSettings } from './rate-budget';

/** The account's limit: STRIPE_RATE_LIMIT, else Stripe's figure for the key's mode (docs.stripe.com/rate-limits). */
export const stripeRateLimitOf = (config: Config) =>
  config.STRIPE_RATE_LIMIT ?? (config.STRIPE_SECRET_KEY.startsWith('sk_live_') ? 100 : 25);

// The real SDK in every environment; only host/port/protocol differ (the sandbox in dev and tests).
// With `db`, every instance keeps within the account's rate through one bucket in it (rate-budget.ts);
// `budgetDb`, a pool of the bucket's own on PostgreSQL (main.ts).
export function createStripeClient(
  config: Config,
  db?: Pick<Db, 'kind'> & Queryable,
  budgetDb?: Queryable,
): Stripe {
  // Read at every take, so a test can change the limit of a running API.
  const settings = (): BudgetSettings => ({
    limit: stripeRateLimitOf(config),
    share: config.STRIPE_RATE_SHARE,
  });
  const budget =
    !db || stripeRateLimitOf(config) <= 0
      ? undefined
      : db.kind === 'pglite'
        ? memoryRateBudget(settings)
        : postgresRateBudget(budgetDb ?? db, settings);
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    // Bounded, so a request's lease (REQUEST_LEASE_SECONDS) outlives its slowest Stripe call.
    timeout: config.STRIPE_TIMEOUT_MS,
    // Request id header, per-request ceiling, log line and metric for every call.
    httpClient: observedHttpClient({
      budget,
      fanWaitMs: config.STRIPE_FAN_WAIT_MS,
      backgroundWaitMs: config.STRIPE_BACKGROUND_WAIT_MS,
    }),
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });
}

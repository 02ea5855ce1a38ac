import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// One registry per process, scraped at GET /metrics with the admin token. Labels are bounded
// (root field names of the schema, Stripe resource names, webhook types), never client text.
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

// Every metric is registered in this process's registry.
const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  new Counter({ name, help, labelNames, registers: [registry] });
const histogram = <L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
) => new Histogram({ name, help, labelNames, buckets, registers: [registry] });

export const graphqlDuration = histogram(
  'fan_graphql_request_duration_seconds',
  'GraphQL request latency by operation (root fields) and outcome (ok or error code)',
  ['operation', 'outcome'],
  [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);

export const graphqlErrors = counter('fan_graphql_errors_total', 'GraphQL errors by operation and code', [
  'operation',
  'code',
]);

export const webhookEvents = counter(
  'fan_webhook_events_total',
  'Stripe webhook deliveries by event type and outcome',
  ['type', 'outcome'],
);

export const stripeDuration = histogram(
  'fan_stripe_request_duration_seconds',
  'Stripe API call latency by method, resource and outcome (HTTP status class or error)',
  ['method', 'resource', 'outcome'],
  [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
);

export const stripeRateLimited = counter(
  'fan_stripe_rate_limited_total',
  "Stripe calls answered 429 (source stripe), or held back by the account's shared budget past their wait (source budget)",
  ['source', 'priority'],
);

export const reconcilerResults = counter(
  'fan_reconciler_results_total',
  'Reconciler passes by job and result',
  ['job', 'result'],
);

export const renewalOutcomes = counter(
  'fan_membership_renewals_total',
  'Unpaid membership renewals by method (card, konbini) and outcome: unpaid (a card renewal failed or a konbini renewal invoice was sent), recovered (paid later), ended (the membership ended for it)',
  ['method', 'outcome'],
);

/**
 * Alert on any increase: an operator's second-factor codes were locked after repeated wrong ones
 * (decision 053): `15m` and `4h` locks, then `untilReset` (an administrator must reset the factor).
 */
export const secondFactorLockouts = counter(
  'fan_ops_second_factor_lockouts_total',
  "Operators' second-factor code locks after repeated wrong codes, by lock (15m, 4h, untilReset)",
  ['lock'],
);

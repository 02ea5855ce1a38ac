import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// One registry per process, scraped at GET /metrics with the admin token. Labels are bounded
// (root field names of the schema, Stripe resource names, webhook types), never client text.
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const graphqlDuration = new Histogram({
  name: 'fan_graphql_request_duration_seconds',
  help: 'GraphQL request latency by operation (root fields) and outcome (ok or error code)',
  labelNames: ['operation', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const graphqlErrors = new Counter({
  name: 'fan_graphql_errors_total',
  help: 'GraphQL errors by operation and code',
  labelNames: ['operation', 'code'] as const,
  registers: [registry],
});

export const webhookEvents = new Counter({
  name: 'fan_webhook_events_total',
  help: 'Stripe webhook deliveries by event type and outcome',
  labelNames: ['type', 'outcome'] as const,
  registers: [registry],
});

export const stripeDuration = new Histogram({
  name: 'fan_stripe_request_duration_seconds',
  help: 'Stripe API call latency by method, resource and outcome (HTTP status class or error)',
  labelNames: ['method', 'resource', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
  registers: [registry],
});

export const reconcilerResults = new Counter({
  name: 'fan_reconciler_results_total',
  help: 'Reconciler passes by job and result',
  labelNames: ['job', 'result'] as const,
  registers: [registry],
});

export const renewalOutcomes = new Counter({
  name: 'fan_membership_renewals_total',
  help: 'Unpaid membership renewals by method (card, konbini) and outcome: unpaid (a card renewal failed or a konbini renewal invoice was sent), recovered (paid later), ended (the membership ended for it)',
  labelNames: ['method', 'outcome'] as const,
  registers: [registry],
});

-- The parameters first sent to Stripe under each idempotency key (integrations/stripe/sent-params.ts):
-- a retry after a crash sends them again as they were, instead of rebuilding them from what it reads
-- now (Stripe answers idempotency_error when a key comes back with other parameters). Written once
-- per key, never updated.
CREATE TABLE stripe_sent_params (
  idempotency_key text PRIMARY KEY,
  params jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

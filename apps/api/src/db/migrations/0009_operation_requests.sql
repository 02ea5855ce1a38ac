-- One row per user intent of a money-moving mutation (a confirm tap), stored before Stripe is
-- called: a repeat of the same intent (the client's idempotency key, or an identical keyless call
-- moments later) answers with the first result instead of running again. The row id is what the
-- Stripe idempotency keys and the domain records (purchases, memberships) derive from.
CREATE TABLE operation_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id text NOT NULL REFERENCES projects(id),
  listener_id integer NOT NULL REFERENCES listeners(id),
  operation text NOT NULL,
  request_key text NOT NULL,
  fingerprint text NOT NULL,
  args jsonb,
  state text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'succeeded', 'failed', 'retryable')),
  result jsonb,
  error jsonb,
  lease_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (listener_id, request_key)
);
CREATE INDEX operation_requests_fingerprint_idx ON operation_requests (listener_id, fingerprint, created_at DESC);
CREATE INDEX operation_requests_running_idx ON operation_requests (lease_until) WHERE state = 'running';

-- A point purchase belongs to the request that started it: a repeat finds it instead of charging again.
ALTER TABLE point_purchases ADD COLUMN request_id uuid UNIQUE REFERENCES operation_requests(id);
CREATE INDEX point_purchases_open_idx ON point_purchases (updated_at)
  WHERE status IN ('pending', 'requires_action', 'awaiting_konbini');

-- The request of the membership's latest paid registration: a repeat of it (after a crash) finds the
-- registration it started instead of starting another.
ALTER TABLE memberships ADD COLUMN registration_request_id uuid REFERENCES operation_requests(id);

-- Background jobs (the reconciler) run on one API instance at a time: whoever holds the lease.
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  owner text NOT NULL,
  lease_until timestamptz NOT NULL
);

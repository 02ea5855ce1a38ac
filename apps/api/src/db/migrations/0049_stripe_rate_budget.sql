-- The Stripe account's rate, shared by every API instance (docs/decisions/055-stripe-rate-limits.md):
-- one token bucket row per limit, taken from by a single conditional UPDATE (no session state, so it
-- works through pgbouncer in transaction mode and on PGlite). `tokens` is what was left at `at`; the
-- bucket refills at the configured rate up to its capacity. Webhooks and the reconciler (background)
-- are given tokens only while no instance has fans waiting. fan_granted and bg_granted are what the
-- last UPDATE gave out (read back by RETURNING, since the grant is worked out from the row's own
-- latest version, also when another instance updated it first).
CREATE TABLE stripe_rate_budget (
  name text PRIMARY KEY,
  tokens double precision NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  fan_granted integer NOT NULL DEFAULT 0,
  bg_granted integer NOT NULL DEFAULT 0,
  -- Until when some instance's fans were left waiting: background calls get nothing before it.
  fans_waiting_until timestamptz NOT NULL DEFAULT '-infinity'
);

-- A card purchase whose Stripe call could not be made within the fan's request (the account's rate
-- used up): `queued`, the fan is told it is in line, and the queued-purchases job sends the same
-- call (the same parameters under the same idempotency key) as soon as the rate allows. queued_until:
-- the instance working on it holds it until then (a conditional UPDATE claims it).
ALTER TABLE point_purchases DROP CONSTRAINT point_purchases_status_check;
ALTER TABLE point_purchases ADD CONSTRAINT point_purchases_status_check
  CHECK (status IN ('pending', 'queued', 'requires_action', 'awaiting_konbini', 'succeeded', 'failed'));
ALTER TABLE point_purchases ADD COLUMN queued_until timestamptz;
CREATE INDEX point_purchases_queued_idx ON point_purchases (created_at) WHERE status = 'queued';

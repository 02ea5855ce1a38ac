-- Rate limits shared by every API instance (docs/decisions/029-rate-limits.md): one row per key (a
-- fan's budget, an address's) and fixed window, counted with INSERT … ON CONFLICT DO UPDATE …
-- RETURNING. Unlogged: a counter is worth nothing after a crash, and skipping the WAL keeps the
-- count cheap. Windows that are over are pruned by the instances (http/rate-limit/counter.ts).
-- The API role gets its grants from 0024's default privileges.
CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 1,
  PRIMARY KEY (key, window_start)
);

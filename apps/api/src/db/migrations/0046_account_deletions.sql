-- 退会 (docs/decisions/050-account-deletion.md). One row per deleted listener: the deletion's progress
-- (running under a lease, so a crash half-way is taken over by the next caller or the reconciler's
-- sweep) and, once done, the operators' record that the account was deleted, when and at whose
-- request. It names no address: what identified the fan is gone from every table when state is done.
CREATE TABLE account_deletions (
  listener_id integer PRIMARY KEY REFERENCES listeners(id),
  project_id text NOT NULL REFERENCES projects(id),
  -- 'listener' (the fan, deleteMyAccount) or 'operator:<uid>' (a request by mail, run from the console).
  requested_by text NOT NULL,
  state text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'done')),
  lease_until timestamptz NOT NULL,
  -- What the deletion did, for the operators: subscriptions canceled, cards detached, Apple linked.
  summary jsonb,
  started_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz
);
CREATE INDEX account_deletions_running_idx ON account_deletions (lease_until) WHERE state = 'running';

-- The row stays (ledger entries, payments and member cards point at it), anonymous from deleted_at on.
ALTER TABLE listeners ADD COLUMN deleted_at timestamptz;

-- Issue 38: money an operator can move is bounded. A grant above the daily caps or a refund above the
-- threshold waits here until a second operator of the project approves it (or refuses it). Rows are
-- decided, never deleted.
CREATE TABLE operator_approvals (
  id serial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  action text NOT NULL CHECK (action IN ('grantPoints', 'refundPointPurchase')),
  input jsonb NOT NULL,
  reason text NOT NULL,
  requested_by text NOT NULL,
  requested_email text,
  requested_at timestamptz NOT NULL DEFAULT statement_timestamp(),
  decided_by text,
  decided_at timestamptz,
  outcome text CHECK (outcome IN ('approved', 'rejected')),
  CHECK ((decided_at IS NULL) = (outcome IS NULL))
);
CREATE INDEX operator_approvals_open_idx ON operator_approvals (project_id, id) WHERE decided_at IS NULL;

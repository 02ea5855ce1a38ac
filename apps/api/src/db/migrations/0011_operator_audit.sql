-- Operators act through /ops/graphql (docs/decisions/0XX-operators-audit-refunds.md). Every answered
-- call writes one row here: who, what, when, and for a change the state before and after.
CREATE TABLE operator_audit_log (
  id bigserial PRIMARY KEY,
  -- No foreign key: the first call on an empty database (setUpProject) comes before its project.
  project_id text NOT NULL,
  operator_uid text NOT NULL,
  operator_email text,
  action text NOT NULL,
  target text,
  input jsonb NOT NULL DEFAULT '{}',
  before jsonb,
  after jsonb,
  request_id text,
  occurred_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_audit_log_project_idx ON operator_audit_log (project_id, occurred_at DESC, id DESC);
-- Append-only, like the ledger: nobody edits or deletes what an operator did.
CREATE FUNCTION operator_audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'operator_audit_log is append-only' USING ERRCODE = '55000'; END $$;
CREATE TRIGGER operator_audit_log_append_only BEFORE UPDATE OR DELETE ON operator_audit_log
  FOR EACH ROW EXECUTE FUNCTION operator_audit_log_refuse_change();

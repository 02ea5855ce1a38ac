-- The operators' console (issue 29): what the dashboard counts, the indexes its SQL reads along, and
-- the indexes of the fan search and the audit log's filters.

-- Memberships started and ended, append-only. Written by a trigger on memberships, so every path that
-- moves a membership (a free join, a registration that becomes active, an upgrade or a downgrade, a
-- subscription that ends and falls back to free, leaving a free tier) records it, and only a row that
-- really changed does: a repeated webhook whose convergence writes the same tier again writes nothing.
-- A tier change is the old tier ended and the new one started, both with cause 'changed'.
CREATE TABLE membership_events (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  membership_id integer NOT NULL REFERENCES memberships(id) ON DELETE CASCADE,
  listener_id integer NOT NULL,
  contributor_id integer NOT NULL,
  tier_id integer NOT NULL REFERENCES subscription_tiers(id),
  kind text NOT NULL CHECK (kind IN ('started', 'ended')),
  -- joined/left: the membership itself began or ended, changed: it moved to another tier,
  -- backfill: made by this migration from the rows as they were (times approximate, see below).
  cause text NOT NULL CHECK (cause IN ('joined', 'left', 'changed', 'backfill')),
  occurred_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX membership_events_project_time_idx ON membership_events (project_id, occurred_at)
  INCLUDE (tier_id, kind, cause);
CREATE FUNCTION membership_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'membership_events is append-only' USING ERRCODE = '55000'; END $$;
CREATE TRIGGER membership_events_append_only BEFORE UPDATE ON membership_events
  FOR EACH ROW EXECUTE FUNCTION membership_events_refuse_change();
CREATE FUNCTION memberships_record_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'active' THEN
      INSERT INTO membership_events (project_id, membership_id, listener_id, contributor_id, tier_id, kind, cause)
      VALUES (NEW.project_id, NEW.id, NEW.listener_id, NEW.contributor_id, NEW.tier_id, 'started', 'joined');
    END IF;
  ELSIF OLD.status = 'active' AND NEW.status = 'ended' THEN
    INSERT INTO membership_events (project_id, membership_id, listener_id, contributor_id, tier_id, kind, cause)
    VALUES (OLD.project_id, OLD.id, OLD.listener_id, OLD.contributor_id, OLD.tier_id, 'ended', 'left');
  ELSIF OLD.status = 'ended' AND NEW.status = 'active' THEN
    INSERT INTO membership_events (project_id, membership_id, listener_id, contributor_id, tier_id, kind, cause)
    VALUES (NEW.project_id, NEW.id, NEW.listener_id, NEW.contributor_id, NEW.tier_id, 'started', 'joined');
  ELSIF NEW.status = 'active' AND NEW.tier_id <> OLD.tier_id THEN
    INSERT INTO membership_events (project_id, membership_id, listener_id, contributor_id, tier_id, kind, cause)
    VALUES (OLD.project_id, OLD.id, OLD.listener_id, OLD.contributor_id, OLD.tier_id, 'ended', 'changed'),
      (NEW.project_id, NEW.id, NEW.listener_id, NEW.contributor_id, NEW.tier_id, 'started', 'changed');
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER memberships_events AFTER INSERT OR UPDATE OF status, tier_id ON memberships
  FOR EACH ROW EXECUTE FUNCTION memberships_record_event();
-- Backfill: no history was kept before, so each existing membership gives what its row still shows:
-- an active one started on its current tier when that plan started; an ended one ended on its tier
-- at its last update (its start is unknown and not counted).
INSERT INTO membership_events (project_id, membership_id, listener_id, contributor_id, tier_id, kind, cause, occurred_at)
SELECT project_id, id, listener_id, contributor_id, tier_id,
  CASE status WHEN 'active' THEN 'started' ELSE 'ended' END, 'backfill',
  CASE status WHEN 'active' THEN plan_started_at ELSE updated_at END
FROM memberships ORDER BY id;

-- How a membership payment was paid: card (charged automatically) or konbini (a sent invoice),
-- written from the invoice from now on; earlier rows take their membership's current method.
ALTER TABLE membership_payments ADD COLUMN method text CHECK (method IN ('card', 'konbini'));
UPDATE membership_payments p SET method = COALESCE(m.payment_method, 'card')
  FROM memberships m WHERE m.id = p.membership_id;
CREATE INDEX membership_payments_paid_idx ON membership_payments (paid_at)
  INCLUDE (membership_id, amount, method);

-- The reconciler's latest pass and the latest reconciliation report (platform-wide: one row each,
-- replaced by the next), for the dashboard's status.
CREATE TABLE reconcile_runs (
  kind text PRIMARY KEY CHECK (kind IN ('pass', 'report')),
  finished_at timestamptz NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('ok', 'mismatches', 'failed', 'skipped')),
  mismatches integer NOT NULL DEFAULT 0,
  counts jsonb NOT NULL DEFAULT '{}',
  error text
);

-- The dashboard's reads: each a range scan of one project's rows in the chosen days.
CREATE INDEX point_ledger_entries_project_time_idx ON point_ledger_entries (project_id, occurred_at)
  INCLUDE (kind, tier_type_id, amount, reference);
CREATE INDEX point_purchases_refunded_idx ON point_purchases (project_id, refunded_at)
  WHERE refunded_at IS NOT NULL;
CREATE INDEX point_purchases_failed_idx ON point_purchases (project_id, updated_at) WHERE status = 'failed';
CREATE INDEX unpaid_renewals_created_idx ON unpaid_renewals (created_at) INCLUDE (membership_id, method, amount);

-- The fan search (e-mail, a pending subscription) and a fan's paged ledger across point types.
CREATE INDEX listeners_project_email_idx ON listeners (project_id, lower(email));
CREATE INDEX memberships_pending_subscription_idx ON memberships (pending_stripe_subscription_id)
  WHERE pending_stripe_subscription_id IS NOT NULL;
CREATE INDEX point_ledger_entries_listener_time_idx ON point_ledger_entries (listener_id, occurred_at DESC, id DESC);
CREATE INDEX point_purchases_listener_page_idx ON point_purchases (listener_id, created_at DESC, id DESC);

-- The audit log filtered by action or by operator, newest first.
CREATE INDEX operator_audit_log_action_idx ON operator_audit_log (project_id, action, occurred_at DESC, id DESC);
CREATE INDEX operator_audit_log_operator_idx ON operator_audit_log (project_id, operator_uid, occurred_at DESC, id DESC);
CREATE INDEX operator_audit_log_email_idx ON operator_audit_log (project_id, lower(operator_email), occurred_at DESC, id DESC);

-- The API's role appends to the membership history and never rewrites it (as the ledger, 0024).
DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fan_api') THEN REVOKE UPDATE, TRUNCATE, TRIGGER, REFERENCES ON membership_events FROM fan_api; END IF; END $$;

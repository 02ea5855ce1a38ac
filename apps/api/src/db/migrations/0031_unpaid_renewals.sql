-- A renewal invoice of a paid membership that is not paid yet (docs/decisions/032-failed-renewals.md):
-- a card renewal Stripe could not charge (past_due while it retries) or a konbini renewal invoice
-- waiting at the store. One row per invoice, kept after it is settled: 'recovered' when paid,
-- 'ended' when the membership ended for it. The fan's notices read the open row; operators and
-- /metrics read the history.
CREATE TABLE IF NOT EXISTS unpaid_renewals (
  invoice_id text PRIMARY KEY,
  membership_id int NOT NULL REFERENCES memberships(id) ON DELETE CASCADE,
  listener_id int NOT NULL,
  method text NOT NULL CHECK (method IN ('card', 'konbini')),
  amount int NOT NULL CHECK (amount >= 0),
  renewal_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  next_retry_at timestamptz,
  requires_action boolean NOT NULL DEFAULT false,
  voucher_url text,
  -- The subscription's Stripe test clock, if any: its deadline is then on the clock's time, not ours.
  test_clock text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'recovered', 'ended')),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX IF NOT EXISTS unpaid_renewals_open ON unpaid_renewals (listener_id) WHERE status = 'open';
CREATE INDEX IF NOT EXISTS unpaid_renewals_deadline ON unpaid_renewals (ends_at) WHERE status = 'open';
CREATE INDEX IF NOT EXISTS unpaid_renewals_membership ON unpaid_renewals (membership_id, created_at DESC);
-- Member cards show the open row: a change moves the listener's membership version (0019), so no
-- instance serves a cached page without it.
CREATE FUNCTION unpaid_renewals_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP <> 'INSERT' THEN PERFORM bump_membership_version(OLD.listener_id); END IF; IF TG_OP <> 'DELETE' THEN PERFORM bump_membership_version(NEW.listener_id); END IF; RETURN NULL; END $$;
CREATE TRIGGER unpaid_renewals_version AFTER INSERT OR UPDATE OR DELETE ON unpaid_renewals
  FOR EACH ROW EXECUTE FUNCTION unpaid_renewals_bump_version();

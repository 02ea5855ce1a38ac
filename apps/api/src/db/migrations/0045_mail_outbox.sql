-- Our own transactional mail (decision 049): a row per mail, written in the transaction of what
-- causes it and keyed by that cause, so a re-delivered webhook or two instances write one row. The
-- sender (under a job lease) claims due rows, marks them 'sending' with the attempt BEFORE talking SMTP,
-- and 'sent' with SMTP's answer after; a row left 'sending' by a crash is due again after a timeout
-- and resent with the same Message-ID (derived from the id), which receivers deduplicate on.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cause_key text NOT NULL UNIQUE,
  project_id text REFERENCES projects(id),
  to_address text NOT NULL,
  template text NOT NULL,
  data jsonb NOT NULL,
  message_id text,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_attempt_at timestamptz,
  last_error text,
  smtp_response text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- What the sender claims: rows not yet sent, by when they are due.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status IN ('queued', 'sending');

-- A konbini voucher's due time (Stripe's expires_at), for the reminder the Japan-time day before.
ALTER TABLE point_purchases ADD COLUMN konbini_expires_at timestamptz;

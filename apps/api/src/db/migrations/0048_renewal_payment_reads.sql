-- renewalPayment's reads of an open renewal's invoice, spaced across instances (issue 43,
-- docs/decisions/054-atomic-operator-money.md): while Stripe last said "processing", the invoice is
-- re-read at most once per RENEWAL_RECHECK_SECONDS, whoever asks (a conditional upsert claims the
-- read). Its own table, not a column of unpaid_renewals, whose every update moves the member card's
-- version. A settled renewal is answered from unpaid_renewals and never read here.
CREATE TABLE IF NOT EXISTS renewal_payment_reads (
  invoice_id text PRIMARY KEY REFERENCES unpaid_renewals(invoice_id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  -- What Stripe's invoice said at read_at (renewal-payment-status.ts); null while that read runs.
  status text CHECK (status IN ('paid', 'declined', 'requires_action', 'processing'))
);

-- Issue 37 (docs/decisions/046-unused-balance-report.md): the unused-balance report sums a project's
-- paid-bucket entries up to each base date in one index-only range scan, and the console lists the
-- project's open unpaid renewals by deadline.
CREATE INDEX point_ledger_entries_paid_time_idx ON point_ledger_entries (project_id, occurred_at)
  INCLUDE (tier_type_id, kind, amount, price) WHERE balance = 'paid';
CREATE INDEX unpaid_renewals_open_deadline_idx ON unpaid_renewals (ends_at, invoice_id)
  INCLUDE (listener_id) WHERE status = 'open';
